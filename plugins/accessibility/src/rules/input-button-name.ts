import { defineRule } from '@pagegrade/core';
import { accName, inputType } from '@pagegrade/core/a11y';
import { describe } from '../lib/info.ts';

const BUTTON_TYPES = new Set(['button', 'submit', 'reset']);

export default defineRule({
  id: 'accessibility/input-button-name',
  dimension: 'accessibility',
  title: 'Input buttons have accessible names',
  failureTitle: 'Some input buttons have no accessible name',
  description: 'Checks that every <input type="button">, "submit" or "reset" exposed to assistive technology has a name: a non-empty value (submit and reset fall back to the browser default label when value is absent), aria-label, aria-labelledby or title.',
  why: 'An input button without a value shows no text and is announced as just "button".',
  fix: 'Set a value that names the action, e.g. <input type="button" value="Add to basket">.',
  impact: 'critical',
  tags: ['axe:input-button-name', 'act:97a4e1', 'wcag:4.1.2', 'lighthouse:input-button-name'],
  select: { tags: ['input'], where: (el) => BUTTON_TYPES.has(inputType(el)), exposed: true, none: 'The page has no <input> buttons.' },
  judge(el, ctx) {
    if (!accName(el, ctx.page).name) return `Input button ${describe(el)} has ${el.attribs['value'] !== undefined ? 'an empty value' : 'no value'} and no other accessible name.`;
  },
});
