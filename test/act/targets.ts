/**
 * The test target of each ACT rule decidable statically or on a rendered page, from the applicability of its rule text:
 * the element a failure is about. A finding of a check tagged with the rule points at such an
 * element, so that users and tools can match our results to the rule's and to axe-core's.
 *
 * A selector, or a test on the element where CSS cannot say it (attributes by prefix).
 */
import { isTag, isText, type Element } from 'domhandler';

const hasAriaAttribute = (el: Element): boolean => Object.keys(el.attribs).some((a) => a.startsWith('aria-'));
/**
 * The element whose own text node holds the characters (the contrast rules' targets are the
 * characters of a text node); a shadow host holds its shadow root's text (the flat tree).
 */
const hasOwnText = (el: Element): boolean => el.children.some((c) => (isText(c) && c.data.trim() !== '') || (isTag(c) && c.name === 'template' && c.attribs['shadowrootmode'] !== undefined && c.children.some((t) => isText(t) && t.data.trim() !== '')));
/** An ancestor of a text node with characters. */
const hasText = (el: Element): boolean => el.children.some((c) => (isText(c) && c.data.trim() !== '') || (c.type === 'tag' && hasText(c as Element)));
/** Roles whose elements take a name from their author or content and are widgets or images. */
const FORM_FIELDS = ['checkbox', 'combobox', 'listbox', 'menuitemcheckbox', 'menuitemradio', 'radio', 'searchbox', 'slider', 'spinbutton', 'switch', 'textbox'];
const PRESENTATIONAL_CHILDREN = ['button', 'checkbox', 'img', 'image', 'math', 'menuitemcheckbox', 'menuitemradio', 'meter', 'option', 'progressbar', 'radio', 'scrollbar', 'separator', 'slider', 'switch', 'tab'];
const roles = (list: readonly string[]) => list.map((r) => `[role~="${r}"]`).join(', ');

export const ACT_TARGETS: Readonly<Record<string, string | ((el: Element) => boolean)>> = {
  '09o5cg': hasOwnText,
  // The targets are text nodes; a finding points at the box that cuts them off, an ancestor of the text.
  '59br37': hasText,
  // The element whose text changes (the deepest one, as the rule's "no child changed" asks).
  efbfc7: hasText,
  '23a2a8': 'img, [role~="img"], [role~="image"]',
  '24afc2': '[style]',
  '78fd32': '[style]',
  '9e45ec': '[style]',
  '2779a5': 'html',
  '2t702h': 'summary',
  '307n5z': `button, img, input[type="checkbox" i], input[type="radio" i], input[type="range" i], input[type="image" i], meter, option, progress, hr, ${roles(PRESENTATIONAL_CHILDREN)}`,
  '46ca7f': '[role~="none"], [role~="presentation"], img[alt=""]',
  '4e8ab6': '[role]',
  '59796f': 'input[type="image" i]',
  '5c01ea': hasAriaAttribute,
  '5f99a7': hasAriaAttribute,
  '674b10': '[role]',
  '6a7281': hasAriaAttribute,
  '6cfa84': '[aria-hidden="true" i]',
  '73f2c2': '[autocomplete]',
  '7d6734': 'svg[role], svg [role]',
  '8fc3b6': 'object',
  '97a4e1': 'button, input[type="button" i], input[type="submit" i], input[type="reset" i], [role~="button"]',
  a25f45: '[headers]',
  a1b64e: 'a[href], area[href], button, input, select, textarea, iframe, summary, [tabindex], [contenteditable]',
  akn7bn: 'iframe',
  '2ee8b8': '[aria-label], [aria-labelledby]',
  afw4f7: hasOwnText,
  b4f0c3: 'meta[name="viewport" i]',
  b5c3f8: 'html',
  // A semantic role, explicit or implicit, that has required owned elements (list, table, row …).
  bc4a75: '[role], ul, ol, menu, table, thead, tbody, tfoot, tr, select, datalist, dl',
  bc659a: 'meta[http-equiv="refresh" i]',
  bisz58: 'meta[http-equiv="refresh" i]',
  bf051a: 'html',
  c487ae: 'a[href], area[href], [role~="link"]',
  cae760: 'iframe',
  d0f69e: 'th, [role~="columnheader"], [role~="rowheader"]',
  de46e4: '[lang]',
  e086e5: `input, select, textarea, ${roles(FORM_FIELDS)}`,
  // A semantic role, explicit or implicit, that has a required context role (listitem, row, cell …).
  ff89c9: '[role], li, tr, td, th, option, dt, dd',
  ffd0e9: 'h1, h2, h3, h4, h5, h6, [role~="heading"]',
  kb1m8s: hasAriaAttribute,
  m6b1q3: '[role~="menuitem"]',
  oj04fd: 'a[href], area[href], button, input, select, textarea, iframe, summary, audio[controls], video[controls], [tabindex], [contenteditable]',
};

/**
 * Checks that point a rule's failure somewhere else on purpose, with the reason (docs/act.md,
 * "Where findings point"): by ACT rule id and check id.
 */
export const DELIBERATE_TARGETS: Readonly<Record<string, { check: string; at: string; reason: string }>> = {
  '2779a5': {
    check: 'seo/document-title',
    at: 'title',
    reason: 'an empty or blank <title> is reported at the <title> element, whose line is where it is fixed; a page with no <title> at all is reported at <html>, the rule\'s target',
  },
};
