import { defineRule } from '@pagegrade/core';
import { canonicalsOf } from '../lib/canonical.ts';

export default defineRule({
  id: 'seo/canonical-present',
  dimension: 'seo',
  title: 'The page declares a canonical URL',
  failureTitle: 'The page declares no canonical URL',
  description: 'Checks that the page names its preferred URL with <link rel="canonical"> or a Link: rel="canonical" response header. None warns.',
  why: 'The same page is usually reachable under several URLs (tracking parameters, trailing slashes, http/https); without a canonical, search engines pick one themselves and split ranking signals between duplicates.',
  fix: 'Add <link rel="canonical" href="https://…/this-page"> in <head> with the absolute, preferred URL of the page.',
  impact: 'minor',
  tags: ['best-practice'],
  references: ['https://developers.google.com/search/docs/crawling-indexing/consolidate-duplicate-urls'],
  check(ctx) {
    const list = canonicalsOf(ctx.page);
    if (list.length === 0) return ctx.warning('No <link rel="canonical"> and no canonical Link header.');
    return ctx.pass(`Canonical: ${list[0]!.href}.`);
  },
});
