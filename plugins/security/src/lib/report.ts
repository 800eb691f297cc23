import type { FindingTarget, RuleContext } from '@pagegrade/core';

/** Findings beyond this many per rule are only counted by the engine; their text is not built. */
const DETAILED = 100;

/**
 * Reports findings with details built lazily: on pathological pages (100,000 failing elements)
 * building snippets and URLs for findings the engine will only count is most of the cost. The
 * engine builds a detail only for the findings it keeps (20 by default), so the detail is handed
 * on as a function; the finding's number is fixed when it is reported.
 */
export function reporter(ctx: RuleContext) {
  let n = 0;
  const text = (detail: () => string): (() => string) => (++n <= DETAILED ? detail : further);
  return {
    fail: (target: FindingTarget, detail: () => string) => ctx.report(target, text(detail)),
    warn: (target: FindingTarget, detail: () => string) => ctx.warn(target, text(detail)),
  };
}

const further = (): string => 'Further occurrence.';
