import { defineRule } from '@pagegrade/core';
import { hidden } from '../lib/tree.ts';
import { controlPurpose, describeControl, inputType } from '../lib/forms.ts';

/** Digit strings that are identifiers, not quantities. */
const NOT_QUANTITIES: Record<string, string> = {
  tel: 'a phone number',
  'tel-national': 'a phone number',
  'tel-local': 'a phone number',
  'postal-code': 'a postal code',
  'cc-number': 'a card number',
  'cc-csc': 'a card security code',
  'one-time-code': 'a one-time code',
};

export default defineRule({
  id: 'ui-ux/number-input-misuse',
  dimension: 'uiux',
  title: 'Number inputs are used only for quantities',
  failureTitle: 'Codes or phone numbers use <input type="number">',
  description:
    'Flags <input type="number"> whose autocomplete, name or id says it holds a phone number, postal code, card number, card security code or one-time code. Not applicable without number inputs.',
  why: 'Number inputs drop leading zeros (01234 becomes 1234), reject spaces, + and letters (UK postcodes, international numbers), show spinner arrows and change value when the user scrolls over them — all wrong for identifiers.',
  fix: 'Use type="tel" for phone numbers and type="text" with inputmode="numeric" (and autocomplete="postal-code", "cc-number", "one-time-code" …) for digit codes.',
  impact: 'moderate',
  tags: ['best-practice'],
  references: ['https://html.spec.whatwg.org/multipage/input.html#when-number-is-not-appropriate'],
  check(ctx) {
    const inputs = (ctx.page.index.byTag.get('input') ?? []).filter((el) => inputType(el) === 'number' && !hidden(ctx.page, el));
    if (inputs.length === 0) return ctx.notApplicable('The page has no number inputs.');
    for (const el of inputs) {
      const p = controlPurpose(el);
      const what = p ? NOT_QUANTITIES[p.purpose] : undefined;
      if (what) ctx.report(el, `${describeControl(el)} holds ${what} (${p!.source}) but is type="number"; use ${p!.purpose.startsWith('tel') ? 'type="tel"' : 'type="text" inputmode="numeric"'}.`);
    }
    return undefined;
  },
});
