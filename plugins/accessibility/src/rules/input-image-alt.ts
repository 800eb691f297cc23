import { defineRule } from '@pagegrade/core';
import { accName, inputType } from '@pagegrade/core/a11y';
import { describe } from '../lib/info.ts';

export default defineRule({
  id: 'accessibility/input-image-alt',
  dimension: 'accessibility',
  title: 'Image buttons have alternative text',
  failureTitle: 'Some image buttons (<input type="image">) have no accessible name',
  description: 'Checks that every <input type="image"> exposed to assistive technology has a non-empty alt, aria-label, aria-labelledby or title naming the action it performs.',
  why: 'An image button is a submit button drawn as a picture; without a text alternative a screen reader can only announce "button", so users cannot tell what it does.',
  fix: 'Add an alt attribute that names the action, e.g. <input type="image" src="go.png" alt="Search">.',
  impact: 'critical',
  tags: ['axe:input-image-alt', 'act:59796f', 'wcag:1.1.1', 'wcag:4.1.2', 'lighthouse:input-image-alt'],
  select: { tags: ['input'], where: (input) => inputType(input) === 'image', exposed: true, none: 'The page has no <input type="image"> buttons.' },
  judge(input, ctx) {
    if (!accName(input, ctx.page).name) return `Image button ${input.attribs['src'] ?? describe(input)} has no alt text or other accessible name.`;
  },
});
