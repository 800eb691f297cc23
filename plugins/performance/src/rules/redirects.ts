import { defineRule } from '@pagegrade/core';

export default defineRule({
  id: 'performance/redirects',
  dimension: 'performance',
  title: 'The page is reached without redirects',
  failureTitle: 'The page is reached through redirects',
  description:
    'Counts the HTTP redirects between the requested URL and the final page: one is a warning, two or more a failure. ' +
    'Counted in the SEO score too, where each hop costs crawl budget.',
  why: 'Each redirect is a full extra request–response round trip (often with a new connection) before the HTML can even start downloading. Search engines pay the same hops in crawl budget, may give up on long chains, and pass link signals less reliably through them.',
  fix: 'Link to the final URL directly (scheme, host, trailing slash), point canonical tags and the sitemap at it, and make each old URL redirect straight to it in one 301/308 hop.',
  impact: 'moderate',
  tags: ['lighthouse:redirects'],
  needs: ['headers'],
  alsoScores: [{ dimension: 'seo', impact: 'moderate' }],
  formerIds: ['seo/redirect-chain'],
  check(ctx) {
    const hops = ctx.page.redirects;
    if (hops.length === 0) return ctx.pass('No redirects.');
    const chain = [...hops.map((h) => `${h.url} (${h.status})`), ctx.page.url].join(' → ');
    if (hops.length === 1) return ctx.warning(`One redirect: ${chain}.`);
    return ctx.fail(`${hops.length} redirects: ${chain}.`);
  },
});
