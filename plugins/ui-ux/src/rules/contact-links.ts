import { defineRule, dom } from '@pagegrade/core';
import type { AnyNode, Document, Element, Text } from 'domhandler';

/** Phone numbers written in international form, or after a "Tel:"/"Phone:" label. Quantifiers are bounded. */
const PHONE = /(?:^|[^\w+])(\+\d[\d ().-]{6,20}\d)|\b(?:tel|phone|telephone|call us(?: on| at)?|telefon|téléphone|teléfono|fon)\b\.?:?\s{0,3}(\(?\d[\d ()./-]{5,20}\d)/gi;
const EMAIL = /[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){0,5}\.[A-Za-z]{2,24}/g;
const SKIP = new Set(['a', 'script', 'style', 'textarea', 'code', 'pre', 'button', 'option', 'template', 'noscript', 'title', 'kbd', 'samp']);
const MAX_TEXT = 5000;
/**
 * What a text needs to hold a phone number (three digits in a row) or an email address ("@").
 */
const MAY_HOLD_CONTACT = /\d{3}|@/;

const digits = (s: string) => s.replace(/\D/g, '');

interface Found {
  el: Element;
  kind: 'phone' | 'email';
  value: string;
}

/** Phone numbers and email addresses in one text node's data (outside skipped elements), in order. */
function scan(node: Text, found: Found[]): void {
  const s = node.data.length > MAX_TEXT ? node.data.slice(0, MAX_TEXT) : node.data;
  if (s.length < 6 || !MAY_HOLD_CONTACT.test(s)) return;
  const parent = node.parent as Element;
  if (/\d{3}/.test(s)) {
    PHONE.lastIndex = 0;
    for (let m = PHONE.exec(s); m; m = PHONE.exec(s)) {
      const num = (m[1] ?? m[2] ?? '').trim();
      const n = digits(num).length;
      if (n >= 8 && n <= 15) found.push({ el: parent, kind: 'phone', value: num });
    }
  }
  if (s.includes('@')) {
    EMAIL.lastIndex = 0;
    for (let m = EMAIL.exec(s); m; m = EMAIL.exec(s)) if (!/\.(png|jpe?g|gif|webp|svg)$/i.test(m[0])) found.push({ el: parent, kind: 'email', value: m[0] });
  }
}

/**
 * Scans the text nodes of the tree in document order, as the engine's walk would visit them
 * (script and style contents excluded), leaving out the subtrees of SKIP elements, until 200
 * numbers and addresses are found.
 */
function collect(document: Document, found: Found[]): void {
  // Depth-first on parallel stacks of child lists and the next index in each: nothing is pushed
  // per node, and the stacks grow with the depth of the tree, not with its breadth.
  const lists: AnyNode[][] = [document.children];
  const next: number[] = [0];
  while (lists.length && found.length < 200) {
    const top = lists.length - 1;
    const kids = lists[top]!;
    const i = next[top]!;
    if (i >= kids.length) {
      lists.pop();
      next.pop();
      continue;
    }
    next[top] = i + 1;
    const node = kids[i]!;
    const type = node.type as string;
    // A text node here is never inside script or style: both are in SKIP.
    if (type === 'text') scan(node as Text, found);
    else if (type === 'tag' || type === 'script' || type === 'style') {
      if (SKIP.has((node as Element).name)) continue;
      lists.push((node as Element).children);
      next.push(0);
    } else if (type !== 'comment' && 'children' in node) {
      lists.push((node as { children: AnyNode[] }).children);
      next.push(0);
    }
  }
}

export default defineRule({
  id: 'ui-ux/contact-links',
  dimension: 'uiux',
  title: 'Phone numbers and email addresses are clickable',
  failureTitle: 'Phone numbers or email addresses are shown as plain text',
  description:
    'Finds phone numbers (international +… form, or after a Tel/Phone label, 8–15 digits) and email addresses in the page text outside links, code and form controls, and checks that a tel: or mailto: link with the same number or address exists on the page. ' +
    'Each unlinked one warns; not applicable when the text contains none.',
  why: 'On a phone, a tel: link calls with one tap and a mailto: link opens the mail app with the address filled in; plain text must be long-pressed, selected precisely and copied, which many people get wrong.',
  fix: 'Wrap them in links: <a href="tel:+442079460958">+44 20 7946 0958</a>, <a href="mailto:hello@example.com">hello@example.com</a>.',
  impact: 'minor',
  tags: ['best-practice'],
  check(ctx) {
    // The page's text outside links, code and controls: a number or address there is not
    // a link a visitor can follow.
    const found: Found[] = [];
    collect(ctx.page.document, found);
    if (found.length === 0) return ctx.notApplicable('The page text shows no phone number or email address.');
    const tel = new Set<string>();
    const mail = new Set<string>();
    for (const a of ctx.page.index.byTag.get('a') ?? []) {
      const raw = a.attribs['href'];
      if (raw === undefined) continue;
      const href = raw.trim();
      // Only tel: and mailto: matter: a look at the first letter rules out nearly every link.
      const first = href.charCodeAt(0) | 0x20;
      if (first !== 0x74 && first !== 0x6d) continue;
      if (/^tel:/i.test(href)) tel.add(digits(href).slice(-8));
      else if (/^mailto:/i.test(href)) {
        let addr = href.slice(7).split('?')[0]!;
        try { addr = decodeURIComponent(addr); } catch { /* keep raw */ }
        for (const x of addr.split(',')) mail.add(x.trim().toLowerCase());
      }
    }
    const reported = new Set<string>();
    for (const f of found) {
      const key = f.kind === 'phone' ? digits(f.value).slice(-8) : f.value.toLowerCase();
      if ((f.kind === 'phone' ? tel : mail).has(key) || reported.has(key)) continue;
      reported.add(key);
      ctx.warn(f.el, f.kind === 'phone' ? `Phone number ${f.value} is not a tel: link.` : `Email address ${f.value} is not a mailto: link.`);
    }
    return undefined;
  },
});
