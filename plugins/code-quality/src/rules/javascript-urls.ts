import { defineRule, dom } from '@pagegrade/core';

const URL_ATTRIBUTES: Record<string, string[]> = {
  a: ['href'],
  area: ['href'],
  form: ['action'],
  button: ['formaction'],
  input: ['formaction'],
  iframe: ['src'],
};

const SCHEME = 'javascript:';

/**
 * URL parsers strip leading C0 controls and spaces and remove tabs and newlines anywhere: within
 * the first 64 characters, controls and spaces are skipped and the rest must spell the scheme in
 * any ASCII case. Read in place, since every link of the page is tested.
 */
function isJavascriptUrl(value: string): boolean {
  const n = Math.min(value.length, 64);
  let k = 0;
  for (let i = 0; i < n && k < SCHEME.length; i++) {
    const c = value.charCodeAt(i);
    if (c <= 0x20) continue;
    const want = SCHEME.charCodeAt(k);
    if (c !== want && !(want >= 97 && want <= 122 && c === want - 32)) return false;
    k++;
  }
  return k === SCHEME.length;
}

export default defineRule({
  id: 'code-quality/javascript-urls',
  dimension: 'codeQuality',
  title: 'No javascript: URLs',
  failureTitle: 'Links or forms use javascript: URLs',
  description: 'Checks href on <a> and <area>, action and formaction on forms and buttons, and src on <iframe> for `javascript:` URLs (including `javascript:void(0)` placeholders).',
  why: 'A javascript: link is not a link: it cannot be opened in a new tab, bookmarked or crawled, it is announced as a link but acts as a button, it breaks without JavaScript, and it is blocked by a Content Security Policy without \'unsafe-inline\'.',
  fix: 'Use a <button type="button"> with an event listener for actions, and real URLs for navigation.',
  impact: 'minor',
  tags: ['best-practice'],
  check(ctx) {
    let n = 0;
    let first: string | null = null;
    for (const [tag, attrs] of Object.entries(URL_ATTRIBUTES)) {
      for (const el of ctx.page.index.byTag.get(tag) ?? []) {
        for (const a of attrs) {
          const v = el.attribs[a];
          if (v === undefined || !isJavascriptUrl(v)) continue;
          n++;
          first ??= v;
          if (n <= 20) ctx.warn(el, `${dom.snippet(el, 80)} uses ${a}="${v.trim().slice(0, 50)}".`);
        }
      }
    }
    return n ? undefined : ctx.pass();
  },
});
