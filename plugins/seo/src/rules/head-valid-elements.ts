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
  title: 'The <head> contains only head elements',
  failureTitle: 'An invalid element in <head> hides the metadata after it',
  description:
    'Walks the children of <head> in order. The first element that does not belong there (anything but title, meta, link, style, script, noscript, base, template — or, inside a <noscript>, anything but meta, link, style) ends the head for HTML parsers. If SEO metadata (title, robots, description, canonical, hreflang, Open Graph) follows it, the rule fails and names them; otherwise it warns.',
  why: 'Browsers and Google treat an invalid element such as <img>, <iframe> or <div> in <head> as the start of <body>; Google documents that it stops reading head metadata there, so a canonical, hreflang or robots tag below it is silently ignored.',
  fix: 'Move the offending element into <body> (tracking-pixel <noscript><img></noscript> snippets belong right after <body>), or at least put all metadata above it.',
  impact: 'serious',
  tags: ['best-practice'],
  references: ['https://developers.google.com/search/docs/crawling-indexing/valid-page-metadata'],
  create(ctx) {
    return {
      end() {
        const head = ctx.page.index.byTag.get('head')?.[0];
        if (!head) return ctx.notApplicable('The document has no <head> element.');
        const kids = dom.childElements(head);
        let breaker: { el: Element; why: string } | null = null;
        let index = -1;
        for (let i = 0; i < kids.length && !breaker; i++) {
          const el = kids[i]!;
          if (!HEAD_OK.has(el.name)) breaker = { el, why: `<${el.name}>` };
          else if (el.name === 'noscript') {
            const bad = dom.childElements(el).find((c) => !NOSCRIPT_OK.has(c.name));
            if (bad) breaker = { el: bad, why: `<${bad.name}> inside <noscript>` };
          }
          if (breaker) index = i;
        }
        if (!breaker) return ctx.pass(kids.length === 1 ? "The one element in <head> is valid there." : `All ${kids.length} elements in <head> are valid there.`);
        const after = kids.slice(index + 1).map(isSeoMetadata).filter((x): x is string => x !== null);
        const what = `${breaker.why} (${dom.snippet(breaker.el, 60)}) in <head>`;
        if (after.length) ctx.report(breaker.el, `${what} ends the head; the ${[...new Set(after)].slice(0, 5).join(', ')} after it may be ignored.`);
        else ctx.warn(breaker.el, `${what} ends the head early; no search metadata follows it yet.`);
        return undefined;
      },
    };
  },
});
