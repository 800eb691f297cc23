/** Shared logic of the "elements with role X need an accessible name" rules (aria-*-name). */
import type { Element } from 'domhandler';
import type { RuleContext, Verdict } from '@pagegrade/core';
import { accName, elementsWithExplicitRole, isHidden } from '@pagegrade/core/a11y';
import { describe, reportExposed } from './info.ts';

/** Elements whose tag gives them their own naming method; their own rules check them. */
const NATIVE_NAMING = new Set(['a', 'area', 'button', 'input', 'select', 'textarea', 'img', 'svg', 'iframe', 'frame', 'object', 'summary', 'fieldset', 'table', 'figure', 'meter', 'progress', 'output']);

/** Elements carrying an explicit role in `roles` (by role attribute), not hidden by markup. */
function elementsWithRole(ctx: RuleContext, roles: ReadonlySet<string>, opts: { includeNative?: boolean } = {}): Array<{ el: Element; role: string }> {
  const out: Array<{ el: Element; role: string }> = [];
  // The page's elements with a valid role are listed once for all the rules that ask.
  for (const t of elementsWithExplicitRole(ctx.page)) {
    if (!opts.includeNative && NATIVE_NAMING.has(t.el.name)) continue;
    if (!roles.has(t.role) || isHidden(ctx.page, t.el)) continue;
    out.push({ el: t.el, role: t.role });
  }
  return out;
}

/** Reports each element with one of the roles that has no accessible name. */
export function checkRoleNames(ctx: RuleContext, roles: ReadonlySet<string>, extra: Element[] = [], opts: { includeNative?: boolean } = {}): Verdict | void {
  const targets = elementsWithRole(ctx, roles, opts);
  const seen = new Set(targets.map((t) => t.el));
  for (const el of extra) if (!seen.has(el) && !isHidden(ctx.page, el)) targets.push({ el, role: el.name });
  if (targets.length === 0) return ctx.notApplicable(`No element has role ${[...roles].map((r) => `"${r}"`).join(', ')}.`);
  for (const { el, role } of targets) {
    const r = accName(el, ctx.page);
    if (r.name) continue;
    if (!r.complete) {
      ctx.warn(el, `${describe(el)} (role ${role}): no name found within the first part of its very large content.`);
      continue;
    }
    reportExposed(ctx, el, `${describe(el)} (role ${role}) has no accessible name.`);
  }
  return undefined;
}
