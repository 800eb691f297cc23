import { defineRule } from '@pagegrade/core';
import { accName, effectiveRole } from '@pagegrade/core/a11y';
import { describe } from '../lib/info.ts';

export default defineRule({
  id: 'accessibility/button-name',
  dimension: 'accessibility',
  title: 'Buttons have accessible names',
  failureTitle: 'Some buttons have no accessible name',
  description: 'Checks that every <button> exposed to assistive technology has an accessible name from its text content (including alt text of images inside it), aria-label, aria-labelledby, a <label> or title. Buttons whose role is overridden to a non-button role, and hidden ones, are skipped.',
  why: 'An icon-only button without a name is announced as just "button": screen reader users cannot know what it does, and voice control users cannot say its name to press it.',
  fix: 'Give the button visible text, or an aria-label naming its action (e.g. aria-label="Close"); for an image inside a button, the image alt text names the button.',
  impact: 'critical',
  tags: ['axe:button-name', 'act:97a4e1', 'wcag:4.1.2', 'lighthouse:button-name'],
  select: { tags: ['button'], where: (b) => [null, 'button'].includes(effectiveRole(b)), exposed: true, none: 'The page has no <button> elements exposed to assistive technology.' },
  judge(b, ctx) {
    const r = accName(b, ctx.page);
    if (r.name) return;
    if (!r.complete) ctx.warn(b, `${describe(b)}: no name found within the first part of its very large content.`);
    else return `Button ${describe(b)} has no text, aria-label or other accessible name.`;
  },
});
