import type { Element } from 'domhandler';
import type { Detail, RuleContext } from '../rules/types.ts';
import { hiddenState } from './info.ts';

/** Why an element's hidden state can be unknown, for a needs-review finding. */
export const HIDDEN_UNKNOWN_REASON = 'whether a style sheet hides it cannot be decided statically';

/**
 * Reports a finding on `el` that breaks a rule about what assistive technology is given: a
 * failure when the rule's target (`subject`: el itself, or the container a misplaced child is
 * reported for) is exposed, or needs-review (a warning) when style sheets that cannot be resolved
 * may hide it: then the rule may not apply to it at all. A `select` rule with `exposed: true`
 * reports the findings its `judge` returns this way.
 */
export function reportExposed(ctx: RuleContext, el: Element, detail: Detail, subject: Element = el): void {
  if (hiddenState(ctx.page, subject) !== null) return ctx.report(el, detail);
  ctx.warn(el, () => `${typeof detail === 'string' ? detail : detail()} (Needs review: ${HIDDEN_UNKNOWN_REASON}.)`);
}
