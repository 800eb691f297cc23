import { defineRule, inTagOrder } from '@pagegrade/core';
import { effectiveRole, inputType, isHidden } from '@pagegrade/core/a11y';
import type { Element } from 'domhandler';
import { describe } from '../lib/info.ts';

/** WAI-ARIA 1.2, role row: these four apply "only when the row is in a treegrid". */
const TREEGRID_ROW_ATTRS = ['aria-expanded', 'aria-level', 'aria-posinset', 'aria-setsize'];
const TABLE_ROLES = new Set(['table', 'grid', 'treegrid']);

/** The role of the table, grid or treegrid a row belongs to, or null when it sits in none. */
function containerRole(row: Element): string | null {
  let cur = row.parent as Element | null;
  for (let i = 0; cur && cur.name && i < 64; i++, cur = cur.parent as Element | null) {
    const r = effectiveRole(cur);
    if (r && TABLE_ROLES.has(r)) return r;
  }
  return null;
}

export default defineRule({
  id: 'accessibility/aria-conditional-attr',
  dimension: 'accessibility',
  title: 'ARIA attributes are used as their role\'s specification allows',
  failureTitle: 'Some ARIA attributes are used where the element\'s role only allows them conditionally',
  description:
    'Checks two conditions the specifications put on attributes a role otherwise supports. Rows (role="row" or <tr>) may carry aria-expanded, aria-level, aria-posinset and aria-setsize only inside a treegrid (WAI-ARIA 1.2). ' +
    'On <input type="checkbox">, aria-checked must not contradict the checkbox\'s own state (ARIA in HTML): aria-checked="true" without the checked attribute, or "false" with it, fails; "mixed" needs review, since only a script can make a native checkbox indeterminate.',
  why: 'Screen readers announce the native checked state, or drop the tree attributes of rows outside a treegrid, so users hear a state or a level that differs from what the author meant — or nothing.',
  fix: 'Remove aria-checked from native checkboxes (set checked, or indeterminate from script, instead), and use aria-expanded, aria-level, aria-posinset and aria-setsize on rows only in a role="treegrid".',
  impact: 'serious',
  tags: ['axe:aria-conditional-attr', 'wcag:4.1.2'],
  references: ['https://www.w3.org/TR/wai-aria-1.2/#row', 'https://www.w3.org/TR/html-aria/#docconformance'],
  check(ctx) {
    const page = ctx.page;
    let checked = 0;
    let review = 0;
    let failed = 0;
    for (const el of inTagOrder(page, page.index.byAttribute.get('aria-checked'))) {
      if (el.name !== 'input' || inputType(el) !== 'checkbox' || isHidden(page, el)) continue;
      const value = el.attribs['aria-checked']!.trim().toLowerCase();
      if (value === '' || value === 'undefined') continue;
      checked++;
      const native = el.attribs['checked'] !== undefined;
      if (value === 'mixed') review++;
      else if ((value === 'true') !== native) {
        failed++;
        ctx.report(el, () => `${describe(el, 70)} has aria-checked="${value}" but is ${native ? '' : 'not '}checked.`);
      }
    }
    const rows = new Set<Element>();
    for (const a of TREEGRID_ROW_ATTRS) for (const el of page.index.byAttribute.get(a) ?? []) rows.add(el);
    for (const el of inTagOrder(page, [...rows].sort((a, b) => (a.startIndex ?? 0) - (b.startIndex ?? 0)))) {
      if (effectiveRole(el) !== 'row' || isHidden(page, el)) continue;
      const container = containerRole(el);
      // A row outside any table is aria-required-parent's finding, not this one.
      if (!container) continue;
      checked++;
      if (container === 'treegrid') continue;
      failed++;
      const used = TREEGRID_ROW_ATTRS.filter((a) => el.attribs[a] !== undefined);
      ctx.report(el, () => `${describe(el, 60)} is a row in a ${container} but has ${used.join(', ')}, which apply only to rows of a treegrid.`);
    }
    if (checked === 0) return ctx.notApplicable('No native checkbox has aria-checked and no row in a table or grid has a treegrid-only attribute.');
    if (review > 0 && failed === 0) return ctx.needsReview(`${review} native checkbox(es) have aria-checked="mixed": whether a script makes them indeterminate needs review.`);
    return undefined;
  },
});
