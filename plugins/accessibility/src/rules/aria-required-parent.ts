import { defineRule, dom, flatParent, inTagOrder, isFocusable, shadowTreeOf } from '@pagegrade/core';
import { effectiveRole, elementsWithExplicitRole, hasGlobalAria, implicitRole, isHidden, requiredContextRoles } from '@pagegrade/core/a11y';
import type { Element } from 'domhandler';
import { buildsShadowTrees, reportExposed } from '../lib/info.ts';

const TRANSPARENT = new Set(['generic', 'none', 'presentation']);

export default defineRule({
  id: 'accessibility/aria-required-parent',
  dimension: 'accessibility',
  title: 'ARIA items sit inside the container roles they require',
  failureTitle: 'Some elements with ARIA roles are outside the container they require',
  description: 'For every element with an explicit role that requires a context (listitem, menuitem, tab, option-like treeitem, row, cell, gridcell, columnheader, rowheader … per aria-query), checks that the nearest ancestor with a role, looking through generic wrappers (or the element that lists it in aria-owns), has one of the required roles.',
  why: 'A tab outside a tablist or a menu item outside a menu loses its position and set size ("tab 2 of 4"), and screen readers may not announce it as part of any widget.',
  fix: 'Wrap the items in an element with the right container role (role="tablist" around role="tab"), or use aria-owns when the DOM structure cannot change.',
  impact: 'serious',
  tags: ['axe:aria-required-parent', 'act:ff89c9', 'wcag:1.3.1', 'lighthouse:aria-required-parent'],
  check(ctx) {
    const page = ctx.page;
    const ownedBy = new Map<string, Element>();
    for (const el of inTagOrder(page, page.index.byAttribute.get('aria-owns'))) {
      const owns = el.attribs['aria-owns'];
      if (owns) for (const id of owns.split(/\s+/)) if (id && !ownedBy.has(id)) ownedBy.set(id, el);
    }
    let checked = 0;
    for (const { el, role } of elementsWithExplicitRole(page)) {
      const context = requiredContextRoles(role);
      if (context.length === 0 || role === implicitRole(el) || isHidden(page, el)) continue;
      checked++;
      const owner = el.attribs['id'] ? ownedBy.get(el.attribs['id']) : undefined;
      // An id is looked up in its own tree: aria-owns in the document does not reach into a shadow tree.
      if (owner && context.includes(effectiveRole(owner) ?? '') && shadowTreeOf(page, owner) === shadowTreeOf(page, el)) continue;
      let found: string | null = null;
      // Up the flat tree: the top of a shadow tree sits in its host.
      let cur = flatParent(page, el);
      for (let i = 0; cur && cur.name && i < 64; i++, cur = flatParent(page, cur)) {
        const r = effectiveRole(cur);
        if (!r || (TRANSPARENT.has(r) && !keptInTree(cur, r))) continue;
        found = r;
        break;
      }
      if (found && context.includes(found)) continue;
      reportExposed(ctx, el, `role="${role}" on ${dom.snippet(el, 60)} must be inside ${context.map((c) => `role="${c}"`).join(' or ')}; ${found ? `its nearest role ancestor is "${found}"` : 'no ancestor has a role'}.`);
    }
    if (checked === 0) {
      if (buildsShadowTrees(page)) return ctx.needsReview('No element in the markup has an explicit role that requires a parent role, but a script builds shadow trees whose content cannot be seen without running it.');
      return ctx.notApplicable('No element has an explicit role that requires a parent role.');
    }
    return undefined;
  },
});

/**
 * Whether a generic element stays in the accessibility tree between an item and its container:
 * browsers keep one that has global ARIA states or properties (a live region) or is focusable, and
 * the item's parent is then that generic element, not the container.
 */
function keptInTree(el: Element, role: string): boolean {
  return role === 'generic' && (hasGlobalAria(el) || isFocusable(el));
}
