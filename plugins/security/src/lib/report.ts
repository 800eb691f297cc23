import type { FindingTarget, RuleContext } from '@pagegrade/core';

/** Findings beyond this many per rule are only counted by the engine; their text is not built. */
const DETAILED = 100;

/**
 * Reports findings with details built lazily: on pathological pages (100,000 failing elements)
 * building snippets and URLs for findings the engine will only count is most of the cost.
 */
export function reporter(ctx: RuleContext) {
  let n = 0;
  const text = (detail: () => string) => (++n <= DETAILED ? detail() : 'Further occurrence.');
  return {
    fail: (target: FindingTarget, detail: () => string) => ctx.report(target, text(detail)),
    warn: (target: FindingTarget, detail: () => string) => ctx.warn(target, text(detail)),
  };
}
