import { defineRule } from '@pagegrade/core';

/** Lighthouse's `redirects` audit and Google's guidance both treat every hop as a cost. Googlebot follows at most 10 hops. */
const WARN_HOPS = 2;
const FAIL_HOPS = 3;

export default defineRule({
  id: 'seo/redirect-chain',
  dimension: 'seo',
  title: 'The requested URL reaches the page in at most one redirect',
  failureTitle: 'The page is reached through a chain of redirects',
  description: `Counts the HTTP redirects between the requested URL and the final page: ${WARN_HOPS} hops warn, ${FAIL_HOPS} or more fail.`,
  why: 'Every hop costs a round trip for visitors and crawl budget for search engines, and long chains risk crawlers giving up before the page; link signals pass less reliably through chains.',
  fix: 'Point links, canonical tags and the sitemap at the final URL, and make each old URL redirect straight to it in one 301/308 hop.',
  impact: 'moderate',
  tags: ['lighthouse:redirects'],
  needs: ['headers'],
  create(ctx) {
    return {
      end() {
        const hops = ctx.page.redirects;
        if (hops.length === 0) return ctx.pass('The requested URL answered directly, without redirects.');
        const chain = [...hops.map((h) => `${h.url} (${h.status})`), ctx.page.url].join(' → ');
        if (hops.length >= FAIL_HOPS) return ctx.fail(`${hops.length} redirects: ${chain}.`);
        if (hops.length >= WARN_HOPS) return ctx.warning(`${hops.length} redirects: ${chain}.`);
        return ctx.pass(`One redirect: ${chain}.`);
      },
    };
  },
});
