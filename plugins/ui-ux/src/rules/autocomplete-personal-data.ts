import { defineRule, dom } from '@pagegrade/core';
import { ctxOf } from '../lib/tree.ts';
import { allControls, autocompleteField, controlPurpose, describeControl, inputType } from '../lib/forms.ts';

/** Personal data a browser can fill in; login fields are judged by ui-ux/login-autocomplete. */
const PERSONAL = new Set([
  'name', 'given-name', 'additional-name', 'family-name', 'email', 'tel', 'tel-national', 'street-address', 'address-line1', 'address-line2',
  'address-level1', 'address-level2', 'postal-code', 'country', 'country-name', 'organization', 'cc-name', 'cc-number', 'cc-exp', 'cc-exp-month', 'cc-exp-year', 'cc-csc', 'bday', 'url',
]);

export default defineRule({
  id: 'ui-ux/autocomplete-personal-data',
  dimension: 'uiux',
  title: 'Personal-data fields support autofill',
  failureTitle: 'Personal-data fields lack autocomplete tokens',
  description:
    'For text-like inputs, selects and textareas whose name or id identifies personal data (name, email, phone, address, postal code, country, organisation, card details, birthday), checks for an autocomplete attribute with a field name from the HTML standard. ' +
    'A missing token warns; autocomplete="off" (on the field or its form) fails. Not applicable when no such field exists.',
  why: 'Autofill saves typing the same name, address and card number on every site — a big saving on phones — and helps people with memory or motor impairments (WCAG 1.3.5). Without tokens, browsers guess badly or not at all; "off" forbids it.',
  fix: 'Add the matching token, e.g. autocomplete="given-name", "email", "tel", "street-address", "postal-code", "cc-number", and remove autocomplete="off".',
  impact: 'moderate',
  tags: ['wcag:1.3.5'],
  references: ['https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#autofill'],
  check(ctx) {
    let judged = 0;
    for (const el of allControls(ctx.page)) {
      const type = inputType(el);
      if (!['text', 'email', 'tel', 'url', 'number', 'search', 'select', 'textarea', 'date'].includes(type) || ctxOf(ctx.page, el).hidden) continue;
      const field = autocompleteField(el);
      const p = controlPurpose(el);
      if (!field && (!p || !PERSONAL.has(p.purpose))) continue;
      if (field && !PERSONAL.has(field)) continue;
      judged++;
      if (field) continue;
      const own = (dom.attr(el, 'autocomplete') ?? '').trim().toLowerCase();
      const form = ctxOf(ctx.page, el).form;
      const formOff = !own && form && (dom.attr(form, 'autocomplete') ?? '').trim().toLowerCase() === 'off';
      if (own === 'off' || formOff) ctx.report(el, `${describeControl(el)} holds ${p!.purpose} data but autofill is turned off${formOff ? ' on its form' : ''}.`);
      else ctx.warn(el, `${describeControl(el)} holds ${p!.purpose} data but has no autocomplete token; use autocomplete="${p!.purpose}".`);
    }
    if (judged === 0) return ctx.notApplicable('No form field asks for personal data the browser could fill in.');
    return undefined;
  },
});
