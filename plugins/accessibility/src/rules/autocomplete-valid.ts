import { defineRule, dom } from '@pagegrade/core';
import { explicitRole, inputType, isHidden, isWidgetRole } from '@pagegrade/core/a11y';
import type { Element } from 'domhandler';
import { reportExposed } from '../lib/info.ts';

/** Autofill field names of the HTML Standard (§4.10.18.7.1 "Autofill"). */
const FIELDS = new Set([
  'name', 'honorific-prefix', 'given-name', 'additional-name', 'family-name', 'honorific-suffix', 'nickname', 'username', 'new-password', 'current-password', 'one-time-code',
  'organization-title', 'organization', 'street-address', 'address-line1', 'address-line2', 'address-line3', 'address-level4', 'address-level3', 'address-level2', 'address-level1',
  'country', 'country-name', 'postal-code', 'cc-name', 'cc-given-name', 'cc-additional-name', 'cc-family-name', 'cc-number', 'cc-exp', 'cc-exp-month', 'cc-exp-year', 'cc-csc', 'cc-type',
  'transaction-currency', 'transaction-amount', 'language', 'bday', 'bday-day', 'bday-month', 'bday-year', 'sex', 'url', 'photo',
]);
/** Contact field names, which may be preceded by home/work/mobile/fax/pager. */
const CONTACT_FIELDS = new Set(['tel', 'tel-country-code', 'tel-national', 'tel-area-code', 'tel-local', 'tel-local-prefix', 'tel-local-suffix', 'tel-extension', 'email', 'impp']);
const CONTACT_KINDS = new Set(['home', 'work', 'mobile', 'fax', 'pager']);

/** Returns why the autocomplete tokens are invalid, or null when they are valid. */
export function autocompleteProblem(tokens: string[]): string | null {
  const t = [...tokens];
  if (t.length === 1 && (t[0] === 'on' || t[0] === 'off')) return null;
  if (t[t.length - 1] === 'webauthn') t.pop();
  if (t[0]?.startsWith('section-')) t.shift();
  if (t[0] === 'shipping' || t[0] === 'billing') t.shift();
  if (t.length === 0) return 'it names no autofill field';
  const field = t[t.length - 1]!;
  if (t.length === 2) {
    if (!CONTACT_KINDS.has(t[0]!)) return `"${t[0]}" is not a valid modifier here`;
    if (!CONTACT_FIELDS.has(field)) return `"${t[0]}" can only precede a contact field (tel, email, impp …), not "${field}"`;
    return null;
  }
  if (t.length > 2) return 'it has too many tokens or they are in the wrong order';
  if (!FIELDS.has(field) && !CONTACT_FIELDS.has(field)) return `"${field}" is not an autofill field name`;
  return null;
}

/**
 * Values authors write to turn autofill off ("none", "false", "nope" in all but name): browsers
 * ignore them, so autofill stays as it was, but they claim no purpose for the field. Like a lone
 * "off", they are not judged.
 */
const SWITCH_VALUES = new Set(['on', 'off', 'none', 'false', 'true', 'disabled', 'enabled', 'undefined', 'null', 'xoff', 'xon']);

/**
 * Field names proposed for the HTML autofill list but not (yet) in it: a browser may fill them,
 * so they are left for review rather than failed.
 */
const PROPOSED_FIELDS = new Set(['text', 'pronouns', 'gender', 'message', 'content']);

/** Input types whose value the user does not type, which autofill never fills. */
const FIXED_VALUE = new Set(['hidden', 'submit', 'reset', 'button', 'image', 'checkbox', 'radio', 'file']);

/**
 * Whether the user enters the field's value: not disabled or read-only (natively or by ARIA), not
 * a button, checkbox or other field of fixed value, and not a field turned into something else
 * (a role that is no widget) and taken out of the tab order.
 */
function takesInput(el: Element): boolean {
  const a = el.attribs;
  if (a['disabled'] !== undefined || a['readonly'] !== undefined || isTrue(a['aria-disabled']) || isTrue(a['aria-readonly'])) return false;
  if (el.name === 'input' && FIXED_VALUE.has(inputType(el))) return false;
  const role = a['role'] !== undefined ? explicitRole(el) : null;
  const tabindex = a['tabindex'] !== undefined ? Number.parseInt(a['tabindex'], 10) : Number.NaN;
  return !(role !== null && !isWidgetRole(role) && tabindex < 0);
}

function isTrue(value: string | undefined): boolean {
  return value !== undefined && value.trim().toLowerCase() === 'true';
}

export default defineRule({
  id: 'accessibility/autocomplete-valid',
  dimension: 'accessibility',
  title: 'autocomplete attributes use valid autofill tokens',
  failureTitle: 'Some autocomplete attributes are not valid autofill values',
  description:
    'Checks the autocomplete attribute of input, select and textarea elements exposed to assistive technology whose value the user enters against the HTML autofill grammar: optional section-*, optional shipping/billing, optional home/work/mobile/fax/pager before a contact field, one field name (given-name, email, postal-code, cc-number …), optional webauthn. ' +
    'A lone "on" or "off", which only switches autofill, is not judged, nor are the values authors use to mean off ("none", "false", "disabled" …), nor disabled or read-only fields, fields of fixed value (buttons, checkboxes, radios, files) or fields given a non-widget role and a negative tabindex. Field names proposed for the list but not in it (pronouns, gender …) warn. Whether the token suits the field\'s purpose needs a human.',
  why: 'Valid autofill tokens let browsers fill personal data and let assistive tools show familiar icons for the purpose of each field, which helps people with motor and cognitive disabilities; invalid tokens are ignored.',
  fix: 'Use the exact token from the HTML autofill list for the information requested, e.g. autocomplete="given-name", "email", "shipping postal-code".',
  impact: 'serious',
  tags: ['axe:autocomplete-valid', 'act:73f2c2', 'wcag:1.3.5'],
  create(ctx) {
    let checked = 0;
    const visit = (el: Element) => {
      const v = el.attribs['autocomplete'];
      if (v === undefined || v.trim() === '' || !takesInput(el)) return;
      const tokens = dom.tokens(el, 'autocomplete');
      // A lone on or off only toggles autofill: it says nothing about the field's purpose.
      if (tokens.length === 1 && SWITCH_VALUES.has(tokens[0]!)) return;
      if (isHidden(ctx.page, el)) return;
      checked++;
      const problem = autocompleteProblem(tokens);
      if (problem === null) return;
      const detail = `autocomplete="${v.trim()}" on ${dom.snippet(el, 50)}`;
      if (PROPOSED_FIELDS.has(tokens[tokens.length - 1]!)) ctx.warn(el, `${detail}: "${tokens[tokens.length - 1]}" is proposed for the autofill list but not in it yet.`);
      else reportExposed(ctx, el, `${detail}: ${problem}.`);
    };
    return {
      element: { input: visit, select: visit, textarea: visit },
      end() {
        if (checked === 0) return ctx.notApplicable('No form field has an autocomplete attribute.');
        return undefined;
      },
    };
  },
});
