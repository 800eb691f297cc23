import { defineRule, robotsTxt } from '@pagegrade/core';
import { describeSource, noindexSource } from '../lib/robots-meta.ts';
import { canonicalsOf, effectiveCanonical } from '../lib/canonical.ts';
import { sitemapOf } from '../lib/sitemap.ts';
import { plural, sameDocument } from '../lib/meta.ts';
import { alternatesOf } from '../lib/hreflang.ts';

export default defineRule({
  id: 'seo/index-signals-consistent',
  dimension: 'seo',
  title: 'Indexing signals agree with each other',
  failureTitle: 'The page sends contradictory indexing signals',
  description:
    "Cross-checks the page's indexing signals: noindex together with a canonical pointing to another URL; noindex on a page that robots.txt blocks (crawlers never see the noindex); a noindex page listed in the sitemap; a page whose canonical points elsewhere listed in the sitemap or carrying hreflang annotations. Each contradiction warns. robots.txt and the sitemap are used when they were fetched.",
  why: 'Search engines resolve contradictory signals by guessing, often not the way the site intended: a blocked noindex page can stay indexed, and a sitemap full of non-canonical URLs is trusted less.',
  fix: 'Pick one signal per intent: to drop a page use noindex and let it be crawled; to merge duplicates use a canonical without noindex; list only indexable canonical URLs in the sitemap.',
  impact: 'moderate',
  tags: ['best-practice'],
  references: ['https://developers.google.com/search/docs/crawling-indexing/block-indexing'],
  check(ctx) {
    const page = ctx.page;
    const noindex = noindexSource(page);
    const canonical = effectiveCanonical(page);
    const canonicalEl = canonicalsOf(page)[0]?.element ?? null;
    const elsewhere = canonical !== null && !sameDocument(canonical, page.url);
    const sm = sitemapOf(page);
    const listed = sm?.root === 'urlset' && sm.entries.some((e) => sameDocument(e.loc, page.url));
    if (noindex && elsewhere) ctx.warn(canonicalEl, `${describeSource(noindex)} together with a canonical to ${canonical}: search engines may carry the noindex over to the canonical URL.`);
    if (noindex && robotsTxt(page)?.isDisallowed(page.url, 'Googlebot')) {
      ctx.warn(noindex.element, `${describeSource(noindex)} cannot be seen: robots.txt blocks Googlebot from fetching ${page.url}, so it may stay indexed.`);
    }
    if (noindex && listed) ctx.warn(noindex.element, `${describeSource(noindex)} but ${sm!.resource.url} lists ${page.url} for indexing.`);
    const alternates = alternatesOf(page);
    if (elsewhere && alternates.length > 0) {
      ctx.warn(alternates[0]!.element ?? canonicalEl, `The page has ${plural(alternates.length, 'hreflang alternate')} but its canonical is another URL (${canonical}); search engines ignore hreflang on non-canonical pages.`);
    }
    if (!noindex && elsewhere && listed) ctx.warn(canonicalEl, `${sm!.resource.url} lists ${page.url}, whose canonical is another URL (${canonical}); list only canonical URLs.`);
    return undefined;
  },
});
