import { defineRule, dom } from '@pagegrade/core';

const VALID = new Set(['no-referrer', 'no-referrer-when-downgrade', 'same-origin', 'origin', 'strict-origin', 'origin-when-cross-origin', 'strict-origin-when-cross-origin', 'unsafe-url']);
/** Legacy <meta name=referrer> keywords (HTML §4.2.5.3 / Referrer Policy §4). */
const LEGACY: Record<string, string> = { never: 'no-referrer', default: 'strict-origin-when-cross-origin', always: 'unsafe-url', 'origin-when-crossorigin': 'origin-when-cross-origin' };
const SAFE = new Set(['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin']);
const ELEMENTS = ['a', 'area', 'img', 'iframe', 'link', 'script'];

/** The last recognised token of a comma-separated policy list wins (Referrer Policy §11.1). */
function effective(value: string): string | null {
  let out: string | null = null;
  for (const t of value.split(',')) {
    const k = t.trim().toLowerCase();
    if (VALID.has(k)) out = k;
  }
  return out;
}

export default defineRule({
  id: 'security/referrer-policy',
  dimension: 'security',
  title: 'The referrer policy does not leak full URLs to other sites',
  failureTitle: 'The referrer policy leaks full URLs to other sites',
  description: 'Determines the document\'s referrer policy from the Referrer-Policy header and any <meta name="referrer"> (which overrides it), and checks element-level referrerpolicy attributes. unsafe-url fails (the full URL, query included, goes everywhere, even over plain HTTP); no-referrer-when-downgrade, origin and origin-when-cross-origin warn; no-referrer, same-origin, strict-origin and strict-origin-when-cross-origin pass. Without any policy, browsers apply strict-origin-when-cross-origin, which passes.',
  why: 'URLs often carry private data: search terms, reset tokens, session or user ids. A permissive referrer policy sends them to every third-party host the page links to or loads from.',
  fix: 'Send `Referrer-Policy: strict-origin-when-cross-origin` (or stricter: same-origin, no-referrer) and remove unsafe-url from meta tags and referrerpolicy attributes.',
  impact: 'moderate',
  tags: ['observatory:referrer-policy'],
  references: ['https://www.w3.org/TR/referrer-policy/'],
  check(ctx) {
    const { page } = ctx;
    const header = page.headersKnown ? page.headers.get('referrer-policy') : null;
    let policy: string | null = header !== null ? effective(header) : null;
    let from = header !== null ? `Referrer-Policy "${header.slice(0, 80)}"` : '';
    if (header !== null && policy === null) ctx.warn(null, `Referrer-Policy "${header.slice(0, 80)}" has no recognised value, so browsers ignore it.`);
    let metaEl = null;
    for (const m of page.index.byTag.get('meta') ?? []) {
      if ((dom.attr(m, 'name') ?? '').trim().toLowerCase() !== 'referrer') continue;
      const raw = (dom.attr(m, 'content') ?? '').trim().toLowerCase();
      const v = LEGACY[raw] ?? (VALID.has(raw) ? raw : null);
      if (v) {
        policy = v;
        from = `<meta name="referrer" content="${raw}">`;
        metaEl = m;
      }
    }
    if (policy === 'unsafe-url') ctx.report(metaEl, `${from} sends the full URL, query string included, to every destination.`);
    else if (policy !== null && !SAFE.has(policy)) ctx.warn(metaEl, `${from} is ${policy}, which ${policy === 'no-referrer-when-downgrade' ? 'sends the full URL to every other HTTPS site' : 'sends the origin even to plain-HTTP destinations'}.`);
    let elements = 0;
    let flagged = 0;
    // Only elements with the attribute count, grouped by tag in the order of ELEMENTS.
    const holders = page.index.byAttribute.get('referrerpolicy') ?? [];
    for (const tag of holders.length > 0 ? ELEMENTS : []) {
      for (const el of holders) {
        if (el.name !== tag) continue;
        const v = dom.attr(el, 'referrerpolicy');
        if (v === null) continue;
        elements++;
        const k = v.trim().toLowerCase();
        if (k === 'unsafe-url' || k === 'no-referrer-when-downgrade') flagged++;
        if (k === 'unsafe-url') ctx.report(el, () => `${dom.snippet(el, 90)} sends the full page URL with its request.`);
        else if (k === 'no-referrer-when-downgrade') ctx.warn(el, () => `${dom.snippet(el, 90)} sends the full page URL to other HTTPS sites.`);
      }
    }
    if (policy === null && header === null && !page.headersKnown && elements === 0) return ctx.notApplicable('No response headers and no referrer policy in the markup.');
    if (policy === null && header === null && flagged === 0) return ctx.pass('No referrer policy is set; browsers apply strict-origin-when-cross-origin.');
    if (policy !== null && SAFE.has(policy) && flagged === 0) return ctx.pass(`${from}.`);
    return undefined;
  },
});
