import { defineRule, inTagOrder } from '@pagegrade/core';
import { effectiveRole, isHidden } from '@pagegrade/core/a11y';
import { describe, q } from '../lib/info.ts';

/** Roles that carry no semantics of their own for aria-roledescription to rename. */
const WITHOUT_SEMANTICS = new Set(['generic', 'none', 'presentation']);

export default defineRule({
  id: 'accessibility/aria-roledescription',
  dimension: 'accessibility',
  title: 'aria-roledescription is used only on elements with a role',
  failureTitle: 'Some elements have aria-roledescription but no role for it to describe',
  description:
    'Checks each element with a non-empty aria-roledescription: it must have a WAI-ARIA role, explicit (a role attribute with a known role) or implicit (a <button>, <section>, <img> …). ' +
    'WAI-ARIA 1.2 tells browsers not to expose aria-roledescription on an element without one, and WAI-ARIA 1.3 prohibits it on generic (a plain <div> or <span>).',
  why: 'On an element without a role, browsers drop aria-roledescription, so the description the author wrote ("slide", "carousel") is never announced.',
  fix: 'Give the element a role that matches what it is (role="group" for a slide, role="region" with a name for a carousel), or remove aria-roledescription.',
  impact: 'serious',
  tags: ['axe:aria-roledescription', 'wcag:4.1.2'],
  references: ['https://www.w3.org/TR/wai-aria-1.2/#aria-roledescription'],
  check(ctx) {
    const page = ctx.page;
    let checked = 0;
    for (const el of inTagOrder(page, page.index.byAttribute.get('aria-roledescription'))) {
      const value = el.attribs['aria-roledescription']!;
      if (!value.trim() || isHidden(page, el)) continue;
      checked++;
      const role = effectiveRole(el);
      if (role && !WITHOUT_SEMANTICS.has(role)) continue;
      ctx.report(el, () => `${describe(el, 60)} has aria-roledescription=${q(value, 40)} but ${role ? `role "${role}"` : 'no role'}, so browsers do not expose it.`);
    }
    if (checked === 0) return ctx.notApplicable('No element exposed to assistive technology has a non-empty aria-roledescription.');
    return undefined;
  },
});
