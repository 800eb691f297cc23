import type { Element } from 'domhandler';
import { dom, elementsInOrder, perPage, type Page } from '@pagegrade/core';
import { boundedText, ctxOf, hidden } from './tree.ts';

export function inputType(el: Element): string {
  if (el.name !== 'input') return el.name;
  return (dom.attr(el, 'type') ?? '').trim().toLowerCase() || 'text';
}

/** Form controls a user fills in: text-like inputs, checkboxes, radios, selects, textareas, date pickers. */
export function isFillable(el: Element): boolean {
  if (el.name === 'select' || el.name === 'textarea') return true;
  if (el.name !== 'input') return false;
  const t = inputType(el);
  return !['hidden', 'submit', 'reset', 'button', 'image'].includes(t);
}

/** Every input, select and textarea, in document order. */
export function allControls(page: Page): Element[] {
  return elementsInOrder(page, CONTROL_TAGS);
}

const CONTROL_TAGS = ['input', 'select', 'textarea'];

/** `<label for>` elements by their for= value, built once per page. */
const labelMap = perPage((page: Page): Map<string, Element[]> => {
  const m = new Map<string, Element[]>();
  for (const l of page.index.byTag.get('label') ?? []) {
    const f = dom.attr(l, 'for');
    if (f === null) continue;
    let list = m.get(f);
    if (!list) m.set(f, (list = []));
    list.push(l);
  }
  return m;
});

function visibleText(el: Element): string {
  if (dom.hasAttr(el, 'hidden')) return '';
  return boundedText(el, 500);
}

/** Whether a class attribute marks the element as visually hidden (screen-reader-only text). */
function isVisuallyHiddenClass(el: Element): boolean {
  const cls = (dom.attr(el, 'class') ?? '').toLowerCase();
  return /(^|\s)(sr-only|visually-hidden|visuallyhidden|screen-reader-text|screenreader|a11y-hidden|hidden|u-hidden|offscreen|element-invisible)(\s|$)/.test(cls);
}

/**
 * The text of a control's visible label: `<label for>`, a wrapping `<label>`, or elements named
 * by aria-labelledby. Labels hidden by markup or a screen-reader-only class do not count.
 */
export function visibleLabel(el: Element, page: Page): string {
  const parts: string[] = [];
  const id = dom.attr(el, 'id');
  if (id) for (const l of labelMap(page).get(id) ?? []) if (!hidden(page, l) && !isVisuallyHiddenClass(l)) parts.push(visibleText(l));
  const wrapping = ctxOf(page, el).label;
  if (wrapping && !hidden(page, wrapping) && !isVisuallyHiddenClass(wrapping)) {
    // The wrapping label's own text, without the values of the controls inside it.
    parts.push(visibleText(wrapping));
  }
  const by = dom.attr(el, 'aria-labelledby');
  if (by) {
    for (const ref of by.split(/\s+/).slice(0, 10)) {
      const target = page.index.byId.get(ref)?.[0];
      if (target && !hidden(page, target) && !isVisuallyHiddenClass(target)) parts.push(visibleText(target));
    }
  }
  return dom.normalizeSpace(parts.join(' '));
}

/** autocomplete field names of the HTML standard (the last token that names a field). */
const FIELD_NAMES = new Set([
  'name', 'honorific-prefix', 'given-name', 'additional-name', 'family-name', 'honorific-suffix', 'nickname', 'username', 'new-password', 'current-password',
  'one-time-code', 'organization-title', 'organization', 'street-address', 'address-line1', 'address-line2', 'address-line3', 'address-level4', 'address-level3',
  'address-level2', 'address-level1', 'country', 'country-name', 'postal-code', 'cc-name', 'cc-given-name', 'cc-additional-name', 'cc-family-name', 'cc-number',
  'cc-exp', 'cc-exp-month', 'cc-exp-year', 'cc-csc', 'cc-type', 'transaction-currency', 'transaction-amount', 'language', 'bday', 'bday-day', 'bday-month',
  'bday-year', 'sex', 'url', 'photo', 'tel', 'tel-country-code', 'tel-national', 'tel-area-code', 'tel-local', 'tel-extension', 'email', 'impp',
]);

export function autocompleteField(el: Element): string | null {
  const toks = dom.tokens(el, 'autocomplete');
  for (let i = toks.length - 1; i >= 0; i--) if (FIELD_NAMES.has(toks[i]!)) return toks[i]!;
  return null;
}

/** Compacts an identifier: `billing[address][zip_code]` → `zipcode`, `emailAddress` → `emailaddress`. */
function compact(s: string): string {
  const segs = s.split(/[[\].]/).filter(Boolean);
  const last = segs.length ? segs[segs.length - 1]! : s;
  return last.toLowerCase().replace(/[^a-z0-9]/g, '');
}

const EXACT: Record<string, string> = {
  name: 'name', fullname: 'name', yourname: 'name', customername: 'name', contactname: 'name',
  firstname: 'given-name', fname: 'given-name', givenname: 'given-name', forename: 'given-name',
  lastname: 'family-name', lname: 'family-name', surname: 'family-name', familyname: 'family-name',
  username: 'username', login: 'username', userid: 'username', loginid: 'username',
  tel: 'tel', telephone: 'tel', mobile: 'tel', mobilenumber: 'tel', cellphone: 'tel', cell: 'tel', telefon: 'tel', telefono: 'tel', telnumber: 'tel',
  url: 'url', website: 'url', homepage: 'url', websiteurl: 'url', siteurl: 'url', web: 'url',
  zip: 'postal-code', zipcode: 'postal-code', postcode: 'postal-code', postalcode: 'postal-code', plz: 'postal-code',
  address: 'street-address', streetaddress: 'street-address', address1: 'address-line1', addressline1: 'address-line1', street: 'address-line1',
  address2: 'address-line2', addressline2: 'address-line2', city: 'address-level2', town: 'address-level2', state: 'address-level1', region: 'address-level1', province: 'address-level1',
  country: 'country', organization: 'organization', organisation: 'organization', company: 'organization', companyname: 'organization',
  cardnumber: 'cc-number', ccnumber: 'cc-number', creditcard: 'cc-number', creditcardnumber: 'cc-number', ccnum: 'cc-number', cardno: 'cc-number',
  cvc: 'cc-csc', cvv: 'cc-csc', csc: 'cc-csc', cvv2: 'cc-csc', securitycode: 'cc-csc', cardcvc: 'cc-csc', cardcvv: 'cc-csc',
  ccname: 'cc-name', cardname: 'cc-name', nameoncard: 'cc-name', cardholder: 'cc-name', cardholdername: 'cc-name',
  otp: 'one-time-code', onetimecode: 'one-time-code', verificationcode: 'one-time-code', smscode: 'one-time-code', totp: 'one-time-code',
  birthday: 'bday', dob: 'bday', dateofbirth: 'bday', birthdate: 'bday',
};

function purposeOfIdent(raw: string | null): string | null {
  if (!raw) return null;
  const c = compact(raw).slice(0, 60);
  if (!c) return null;
  if (EXACT[c]) return EXACT[c]!;
  if (c.includes('email')) return 'email';
  if (c.endsWith('phone') || c.endsWith('phonenumber') || c.startsWith('phone')) return 'tel';
  if (c.endsWith('zipcode') || c.endsWith('postcode') || c.endsWith('postalcode')) return 'postal-code';
  if (c.endsWith('cardnumber')) return 'cc-number';
  return null;
}

export interface Purpose {
  purpose: string;
  /** Where the purpose was read from, for messages. */
  source: string;
}

/** What a control asks for, from its autocomplete token, else its name, else its id. */
export function controlPurpose(el: Element): Purpose | null {
  const ac = autocompleteField(el);
  if (ac) return { purpose: ac, source: `autocomplete="${dom.attr(el, 'autocomplete')}"` };
  for (const a of ['name', 'id']) {
    const v = dom.attr(el, a);
    const p = purposeOfIdent(v);
    if (p) return { purpose: p, source: `${a}="${v!.length > 40 ? v!.slice(0, 39) + '…' : v}"` };
  }
  return null;
}

/** A short description of a control for messages: `<input name="email">`. */
export function describeControl(el: Element): string {
  for (const a of ['name', 'id']) {
    const v = dom.attr(el, a);
    if (v) return `<${el.name}${el.name === 'input' ? ` type="${inputType(el)}"` : ''} ${a}="${v.length > 40 ? v.slice(0, 39) + '…' : v}">`;
  }
  return dom.snippet(el, 70);
}

/** `<label for="id">` elements for an id. */
export function labelsForId(page: Page, id: string): Element[] {
  return labelMap(page).get(id) ?? [];
}
