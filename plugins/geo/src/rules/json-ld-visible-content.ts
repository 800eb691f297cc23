import { defineRule } from '@pagegrade/core';
import { ARTICLE_TYPES, deref, isObject, label, list, nodesOf, text } from '../lib/jsonld.ts';
import { boundedText, fastText, counting } from '../lib/page.ts';

const FAQ = new Set(['FAQPage']);
/** Compare at most this many strings: each comparison scans the whole page text. */
const MAX_CHECKS = 20;

/** Separators: ASCII punctuation and controls, Latin-1 symbols, general, CJK and full-width punctuation. */
function isSep(c: number): boolean {
  return c <= 0x2f || (c >= 0x3a && c <= 0x40) || (c >= 0x5b && c <= 0x60) || (c >= 0x7b && c <= 0xbf) || (c >= 0x2000 && c <= 0x206f) || (c >= 0x3000 && c <= 0x303f) || (c >= 0xff01 && c <= 0xff0f);
}

/**
 * Lower-case words separated by single spaces: tolerant of punctuation, typography and markup
 * differences.
 */
function norm(s: string): string {
  const lower = s.toLowerCase();
  const words: string[] = [];
  let start = -1;
  for (let i = 0; i < lower.length; i++) {
    if (isSep(lower.charCodeAt(i))) {
      if (start >= 0) words.push(lower.slice(start, i));
      start = -1;
    } else if (start < 0) start = i;
  }
  if (start >= 0) words.push(lower.slice(start));
  return words.join(' ');
}

export default defineRule({
  id: 'geo/json-ld-visible-content',
  dimension: 'geo',
  title: 'Structured data matches the visible content',
  failureTitle: 'Structured data describes content the page does not show',
  description:
    'Compares JSON-LD with the rendered text of the HTML (ignoring case and punctuation): every FAQPage question must appear in the page body (fail otherwise, as Google requires FAQ content to be visible), and each Article headline should appear in the body or the <title> (warning).',
  why: 'Search engines treat structured data that is not on the page as spam and may ignore all of it; answer engines that quote markup the reader cannot see lose trust in the source.',
  fix: 'Generate JSON-LD from the same source as the visible page, so the questions, answers and headline are word-for-word what readers see.',
  impact: 'moderate',
  tags: ['best-practice'],
  references: ['https://developers.google.com/search/docs/appearance/structured-data/sd-policies#content'],
  check(ctx) {
    const found = counting(ctx);
    const page = ctx.page;
    const faqs = nodesOf(page, FAQ);
    const articles = nodesOf(page, ARTICLE_TYPES);
    if (faqs.length === 0 && articles.length === 0) return ctx.notApplicable('No FAQPage or Article in the JSON-LD.');
    const body = norm(fastText(page.index.byTag.get('body')?.[0] ?? page.document));
    const titleEl = page.index.byTag.get('title')?.[0];
    const title = titleEl ? norm(boundedText(titleEl, 1000)) : '';
    let checked = 0;
    for (const f of faqs) {
      for (const q of list(f.node['mainEntity']).map((x) => deref(page, x))) {
        const name = isObject(q) ? text(q['name']) : null;
        if (!name || checked >= MAX_CHECKS) continue;
        checked++;
        if (!body.includes(norm(name))) found.report(f.block.element, `FAQ question "${name.slice(0, 80)}" does not appear in the page text.`);
      }
    }
    for (const a of articles) {
      const h = text(a.node['headline']);
      if (!h || checked >= MAX_CHECKS) continue;
      checked++;
      const n = norm(h);
      if (!body.includes(n) && !title.includes(n)) found.warn(a.block.element, `${label(a)}: the headline does not appear in the page text or title.`);
    }
    if (checked === 0) return ctx.notApplicable('The FAQPage and Article data have no questions or headlines to compare.');
    return found.count ? undefined : ctx.pass(`${checked} question(s)/headline(s) found in the page text.`);
  },
});
