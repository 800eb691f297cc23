import { defineRule, dom, inTagOrder, isFocusable } from '@pagegrade/core';
import { isHidden } from '@pagegrade/core/a11y';
import { describe } from '../lib/info.ts';
import { firstFocusableDescendant } from '../lib/focus.ts';

export default defineRule({
  id: 'accessibility/aria-text',
  dimension: 'accessibility',
  title: 'Elements with role="text" contain nothing focusable',
  failureTitle: 'Some elements with role="text" are focusable or contain focusable elements',
  description:
    'role="text" is not a WAI-ARIA role, but WebKit honours it: VoiceOver reads the element and everything in it as one flat string of text, without the roles of its descendants. ' +
    'Checks each element whose role attribute starts with "text" (the token WebKit reads): the element itself and its descendants must not be focusable (a link, button, form field, or anything with a tabindex).',
  why: 'Inside role="text" a link or button is announced as plain words: VoiceOver users hear no control, yet keyboard focus lands on it, so they cannot tell what it is or that it can be activated.',
  fix: 'Use role="text" only on purely textual content (typically to stop VoiceOver splitting a phrase such as "$<span>9</span>.99"); move links and controls out of it, or drop the role.',
  impact: 'minor',
  tags: ['axe:aria-text', 'best-practice'],
  check(ctx) {
    const page = ctx.page;
    let checked = 0;
    for (const el of inTagOrder(page, page.index.byAttribute.get('role'))) {
      if (dom.tokens(el, 'role')[0]?.toLowerCase() !== 'text' || isHidden(page, el)) continue;
      checked++;
      const inner = isFocusable(el) ? el : firstFocusableDescendant(el);
      if (inner === el) ctx.report(el, () => `${describe(el, 60)} has role="text" and is itself focusable.`);
      else if (inner) ctx.report(el, () => `${describe(el, 60)} has role="text" but contains the focusable ${describe(inner, 60)}, which VoiceOver reads as plain text.`);
    }
    if (checked === 0) return ctx.notApplicable('No element has role="text".');
    return undefined;
  },
});
