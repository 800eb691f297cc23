import type { Element } from 'domhandler';
import { defineRule, dom } from '@pagegrade/core';

/** Elements the HTML parser accepts in <head>; anything else ends the head (HTML "in head" insertion mode). */
const HEAD_OK = new Set(['title', 'meta', 'link', 'style', 'script', 'noscript', 'base', 'template']);
/** Elements valid inside <noscript> in <head>. */
const NOSCRIPT_OK = new Set(['meta', 'link', 'style']);

function isSeoMetadata(el: Element): string | null {
  if (el.name === 'title') return '<title>';
  if (el.name === 'meta') {
    const name = (dom.attr(el, 'name') ?? '').trim().toLowerCase();
    if (['robots', 'googlebot', 'bingbot', 'description'].includes(name)) return `<meta name="${name}">`;
    const prop = (dom.attr(el, 'property') ?? '').trim().toLowerCase();
    if (prop.startsWith('og:')) return `<meta property="${prop}">`;
  }
  if (el.name === 'link') {
    const rel = dom.tokens(el, 'rel');
    if (rel.includes('canonical')) return '<link rel="canonical">';
    if (rel.includes('alternate') && dom.hasAttr(el, 'hreflang')) return '<link rel="alternate" hreflang>';
  }
  return null;
}

export default defineRule({
  id: 'seo/head-valid-elements',
  dimension: 'seo',
  title: 'All search metadata is read before the <head> ends',
  failureTitle: 'An invalid element in <head> hides the search metadata after it',
  description:
    'Walks the children of <head> in order. The first element that does not belong there (anything but title, meta, link, style, script, noscript, base, template — or, inside a <noscript>, anything but meta, link, style), or the first text, ends the head for HTML parsers. ' +
    'If SEO metadata (title, robots, description, canonical, hreflang, Open Graph) follows it, the rule fails and names them; if none does, search engines still read all of it and the rule passes. ' +
    'Whether the head is valid markup at all is code-quality/head-content\'s question; this one asks only whether search engines lose metadata to it.',
  why: 'Browsers and Google treat an invalid element such as <img>, <iframe> or <div> in <head> as the start of <body>; Google documents that it stops reading head metadata there, so a canonical, hreflang or robots tag below it is silently ignored.',
  fix: 'Move the offending element into <body> (tracking-pixel <noscript><img></noscript> snippets belong right after <body>), or at least put all metadata above it.',
  impact: 'serious',
  tags: ['best-practice'],
  references: ['https://developers.google.com/search/docs/crawling-indexing/valid-page-metadata'],
  check(ctx) {
    const head = ctx.page.index.byTag.get('head')?.[0];
    if (!head) return ctx.notApplicable('The document has no <head> element.');
    const kids = head.children;
    let breaker: { el: Element; why: string } | null = null;
    let index = -1;
    for (let i = 0; i < kids.length && !breaker; i++) {
      const k = kids[i]!;
      if (dom.isText(k)) {
        if (k.data.trim() !== '') breaker = { el: head, why: `Text "${k.data.trim().slice(0, 40)}"` };
      } else if (!dom.isElement(k)) continue;
      else if (!HEAD_OK.has(k.name)) breaker = { el: k, why: `<${k.name}> (${dom.snippet(k, 60)})` };
      else if (k.name === 'noscript') {
        const bad = dom.childElements(k).find((c) => !NOSCRIPT_OK.has(c.name));
        if (bad) breaker = { el: bad, why: `<${bad.name}> inside <noscript> (${dom.snippet(bad, 60)})` };
      }
      if (breaker) index = i;
    }
    if (!breaker) return ctx.pass('Nothing in <head> ends it early.');
    const after: string[] = [];
    for (let i = index + 1; i < kids.length; i++) {
      const k = kids[i]!;
      const what = dom.isElement(k) ? isSeoMetadata(k) : null;
      if (what !== null && !after.includes(what)) after.push(what);
    }
    if (after.length === 0) return ctx.pass(`${breaker.why} ends the head, but after all of its search metadata.`);
    ctx.report(breaker.el, `${breaker.why} in <head> ends the head; the ${after.slice(0, 5).join(', ')} after it may be ignored.`);
    return undefined;
  },
});
