import { defineRule } from '@pagegrade/core';
import { sitemapOf } from '../lib/sitemap.ts';
import { effectiveCanonical } from '../lib/canonical.ts';
import { noindexSource } from '../lib/robots-meta.ts';
import { sameDocument } from '../lib/meta.ts';

export default defineRule({
  id: 'seo/sitemap-lists-page',
  dimension: 'seo',
  title: 'The sitemap lists this page',
  failureTitle: 'The sitemap does not list this page',
  description: "When the fetched sitemap is a <urlset> (not an index) and complete, checks that it lists the page's canonical URL (or its own URL when there is no canonical). Missing warns. Pages marked noindex are not judged.",
  why: 'A sitemap that leaves out indexable pages is an incomplete map: search engines learn of the page only through links, and may treat the omission as a sign it is unimportant.',
  fix: 'Generate the sitemap from the same source as the pages so that every indexable, canonical URL is listed.',
  impact: 'minor',
  tags: ['best-practice'],
  needs: ['sitemap'],
  check(ctx) {
    const sm = sitemapOf(ctx.page);
    if (!sm || sm.root !== 'urlset') return ctx.notApplicable(sm?.root === 'sitemapindex' ? 'The sitemap is an index; the page may be listed in one of its child sitemaps.' : 'No <urlset> sitemap to look in.');
    if (sm.resource.truncated) return ctx.notApplicable('The sitemap was cut at the download limit, so absence cannot be judged.');
    if (noindexSource(ctx.page)) return ctx.notApplicable('The page is marked noindex, so it should not be in the sitemap.');
    const want = effectiveCanonical(ctx.page) ?? ctx.page.url;
    if (sm.entries.some((e) => sameDocument(e.loc, want))) return ctx.pass(`${want} is listed in ${sm.resource.url}.`);
    return ctx.warning(`${want} is not among the ${sm.entries.length} URLs of ${sm.resource.url}.`);
  },
});
