import { defineRule } from '@pagegrade/core';

export default defineRule({
  id: 'performance/redirects',
  dimension: 'performance',
  title: 'The page is reached without redirects',
  failureTitle: 'The page is reached through redirects',
  description: 'Counts the HTTP redirects between the requested URL and the final page: one is a warning, two or more a failure.',
  why: 'Each redirect is a full extra request–response round trip (often with a new connection) before the HTML can even start downloading.',
  fix: 'Link to the final URL directly (scheme, host, trailing slash), update canonical links and sitemaps, and collapse redirect chains into one hop.',
  impact: 'moderate',
  tags: ['lighthouse:redirects'],
  needs: ['headers'],
  create(ctx) {
    return {
      end() {
        const hops = ctx.page.redirects;
        if (hops.length === 0) return ctx.pass('No redirects.');
        const chain = [...hops.map((h) => `${h.url} (${h.status})`), ctx.page.url].join(' → ');
        if (hops.length === 1) return ctx.warning(`One redirect: ${chain}.`);
        return ctx.fail(`${hops.length} redirects: ${chain}.`);
      },
    };
  },
});
