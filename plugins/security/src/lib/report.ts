import type { FindingTarget, RuleContext } from '@pagegrade/core';

/** Findings beyond this many per rule are only counted by the engine; their text is not built. */
const DETAILED = 100;

/**
 * Reports findings with details built lazily: on pathological pages (100,000 failing elements)
 * building snippets and URLs for findings the engine will only count is most of the cost. The
 * engine builds a detail only for the findings it keeps (20 by default), so the detail is handed
 * on as a function; the finding's number is fixed when it is reported. A class rather than
 * closures made per rule and page, so its methods keep their optimised code.
 */
export class Reporter {
  private n = 0;

  constructor(private readonly ctx: RuleContext) {}

  fail(target: FindingTarget, detail: () => string): void {
    this.ctx.report(target, this.text(detail));
  }

  warn(target: FindingTarget, detail: () => string): void {
    this.ctx.warn(target, this.text(detail));
  }

  private text(detail: () => string): () => string {
    return ++this.n <= DETAILED ? detail : further;
  }
}

const further = (): string => 'Further occurrence.';
