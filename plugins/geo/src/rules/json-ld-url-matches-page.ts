import { defineRule, dom } from '@pagegrade/core';
import { ARTICLE_TYPES, label, mainNodesOf, urlValue } from '../lib/jsonld.ts';
import { counting } from '../lib/page.ts';

const PAGE_TYPES = new Set([
  ...ARTICLE_TYPES, 'Product', 'WebPage', 'FAQPage', 'QAPage', 'AboutPage', 'ContactPage', 'CollectionPage', 'ItemPage', 'ProfilePage',
  'SearchResultsPage', 'MedicalWebPage', 'RealEstateListing', 'Recipe', 'Event', 'JobPosting', 'Course',
]);

/** Origin, path without trailing slash, and query: the parts that identify a page. */
function key(u: string, base: string): string | null {
  try {
    const x = new URL(u, base);
    return `${x.origin.toLowerCase()}${x.pathname.replace(/\/+$/, '')}${x.search}`;
  } catch {
    return null;
  }
}

export default defineRule({
  id: 'geo/json-ld-url-matches-page',
  dimension: 'geo',
  title: 'Structured data about the page points to this page',
  failureTitle: 'Structured data about the page names a different URL',
  description:
    'For the JSON-LD objects that describe the page itself (top-level or mainEntity Article, Product, WebPage, FAQPage, Recipe, Event …): their `url` and `mainEntityOfPage` must identify this page — the fetched URL or its rel="canonical" URL (ignoring fragment and trailing slash). A different URL warns. Not applicable when no such object gives a URL.',
  why: 'Answer engines cite the URL the structured data gives; a template that stamps the home page or another article\'s URL into every page sends citations and knowledge-graph facts to the wrong page.',
  fix: 'Fill `url` and `mainEntityOfPage` from the page\'s canonical URL when rendering the JSON-LD, not from a site-wide constant.',
  impact: 'moderate',
  tags: ['best-practice'],
  references: ['https://schema.org/mainEntityOfPage'],
  check(ctx) {
    const found = counting(ctx);
    const page = ctx.page;
    // The page's own keys (its URL and canonical forms), worked out when a JSON-LD URL is compared.
    let accepted: Set<string> | null = null;
    const acceptedKeys = (): Set<string> => {
      const keys = new Set<string>();
      const self = key(page.url, page.url);
      if (self) keys.add(self);
      for (const link of page.index.byTag.get('link') ?? []) {
        if (!dom.tokens(link, 'rel').includes('canonical')) continue;
        const k = key(dom.attr(link, 'href') ?? '', page.baseUrl);
        if (k) keys.add(k);
      }
      return keys;
    };
    let checked = 0;
    for (const n of mainNodesOf(page, PAGE_TYPES)) {
      for (const prop of ['url', 'mainEntityOfPage']) {
        const v = urlValue(n.node[prop]);
        if (!v || v.startsWith('#') || (prop === 'mainEntityOfPage' && v === 'true')) continue;
        const k = key(v, page.baseUrl);
        if (!k) continue;
        checked++;
        if (!(accepted ??= acceptedKeys()).has(k)) found.warn(n.block.element, `${label(n)} ${prop} is ${v}, not this page (${page.url}).`);
      }
    }
    if (checked === 0) return ctx.notApplicable('No JSON-LD object about the page gives a url or mainEntityOfPage.');
    return found.count ? undefined : ctx.pass(`${checked} URL(s) in the structured data identify this page.`);
  },
});
