import { defineRule, dom } from '@pagegrade/core';
import { explicitRole, isHidden } from '@pagegrade/core/a11y';
import type { Element } from 'domhandler';
import { reportExposed, shortText } from '../lib/info.ts';

/** Whether an element keeps terms and definitions as its items: no valid role, or a presentational one (or `also`). */
function keepsItems(el: Element, also: string | null): boolean {
  const role = el.attribs['role'] !== undefined ? explicitRole(el) : null;
  return role === null || role === 'none' || role === 'presentation' || role === also;
}

/** Whether the parent is a dl, or a div group in one, that keeps its semantics (a dl may also be a list). */
function inDefinitionList(el: Element): boolean {
  let p = el.parent as Element | null;
  if (p && p.name === 'div' && keepsItems(p, null)) p = p.parent as Element | null;
  return !!p && p.name === 'dl' && keepsItems(p, 'list');
}

export default defineRule({
  id: 'accessibility/dlitem',
  dimension: 'accessibility',
  title: 'Terms and definitions are inside definition lists',
  failureTitle: 'Some <dt>/<dd> elements are not inside a <dl>',
  description: 'Checks that every <dt> and <dd> without a role attribute that is exposed to assistive technology has a <dl> parent, or a <div> parent (without a role, or presentational) whose own parent is a <dl>; the <dl> must keep its semantics (no role, a presentational role, or list).',
  why: 'Outside a <dl> the term/definition relationship is lost and screen readers read them as unrelated text.',
  fix: 'Wrap <dt>/<dd> pairs in a <dl>.',
  impact: 'serious',
  tags: ['axe:dlitem', 'wcag:1.3.1', 'lighthouse:dlitem'],
  create(ctx) {
    let checked = 0;
    const visit = (el: Element) => {
      if (!dom.isBlank(el.attribs['role'] ?? '') || isHidden(ctx.page, el)) return;
      checked++;
      if (!inDefinitionList(el)) reportExposed(ctx, el, `<${el.name}> "${shortText(el, 40)}" is not inside a <dl>.`);
    };
    return {
      element: { dt: visit, dd: visit },
      end() {
        if (checked === 0) return ctx.notApplicable('The page has no <dt> or <dd> elements.');
        return undefined;
      },
    };
  },
});
