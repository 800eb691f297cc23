import { defineRule, inTagOrder, styleOf } from '@pagegrade/core';
import { effectiveRole, isHidden, isWidgetRole } from '@pagegrade/core/a11y';
import { nativelyFocusable, tabindexValue } from '../lib/focus.ts';
import { describe } from '../lib/info.ts';

/**
 * Roles besides widgets that may take focus: documents and applications that manage focus within,
 * dialogs that receive it on opening, and the containers authors make focusable so that keyboard
 * users can scroll them (WAI-ARIA Authoring Practices, "Keyboard navigation inside components";
 * WCAG technique for scrollable regions).
 */
const SCROLLS = new Set(['auto', 'scroll']);

const FOCUSABLE_CONTAINERS = new Set(['application', 'document', 'dialog', 'alertdialog', 'tabpanel', 'region', 'group', 'log', 'article', 'feed', 'main', 'complementary', 'navigation', 'contentinfo', 'banner', 'form', 'search']);

export default defineRule({
  id: 'accessibility/focus-order-semantics',
  dimension: 'accessibility',
  title: 'Elements added to the tab order have interactive roles',
  failureTitle: 'Some elements in the tab order have no interactive role',
  description:
    'Checks each element that is not focusable by itself but is put in the tab order with tabindex="0" or more: its role (explicit or implicit) must be a widget role (button, link, checkbox, tab …) or a container users may focus — a dialog, document, application, tab panel, group, log, feed, article, region or other landmark, which authors focus to let keyboard users scroll or read them. ' +
    'A scroll container (resolved overflow auto or scroll) may take focus whatever its role, so that keyboard users can scroll it; where the overflow cannot be resolved the element needs review. A <div> or <span> made focusable without a role, that does not scroll, fails.',
  why: 'When focus lands on an element without an interactive role, screen readers announce its text (or nothing) but not what it is or that it can be operated, so users do not know what pressing Enter will do.',
  fix: 'Use a native control (<button>, <a href>), or give the element the role it behaves as (role="button" with keyboard handling); if it need not be operated, remove tabindex.',
  impact: 'minor',
  tags: ['axe:focus-order-semantics', 'best-practice'],
  check(ctx) {
    const page = ctx.page;
    let checked = 0;
    let unknown = 0;
    let failed = 0;
    for (const el of inTagOrder(page, page.index.byAttribute.get('tabindex'))) {
      const t = tabindexValue(el);
      if (t === null || t < 0 || nativelyFocusable(el) || isHidden(page, el)) continue;
      checked++;
      const role = effectiveRole(el);
      if (role && (isWidgetRole(role) || FOCUSABLE_CONTAINERS.has(role))) continue;
      // A scroll container takes focus so that keyboard users can scroll it (WCAG 2.1.1), whatever its role.
      const s = styleOf(page, el);
      if (s.overflowX === null || s.overflowY === null) {
        unknown++;
        continue;
      }
      if (SCROLLS.has(s.overflowX) || SCROLLS.has(s.overflowY)) continue;
      failed++;
      ctx.report(el, () => `${describe(el, 70)} is in the tab order (tabindex="${el.attribs['tabindex']!.trim()}") with ${role ? `role "${role}"` : 'no role'}, which is not interactive.`);
    }
    if (checked === 0) return ctx.notApplicable('No element is put in the tab order by a tabindex of 0 or more.');
    if (failed === 0 && unknown > 0) return ctx.needsReview(`${unknown} element(s) without an interactive role are in the tab order; whether they are scroll containers (which may take focus) depends on styles that cannot be resolved statically.`);
    return undefined;
  },
});
