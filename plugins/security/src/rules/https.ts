import { defineRule } from '@pagegrade/core';

export default defineRule({
  id: 'security/https',
  dimension: 'security',
  title: 'The page is served over HTTPS',
  failureTitle: 'The page is served over plain HTTP',
  description: 'Checks that the final URL of the page, after redirects, uses the https: scheme.',
  why: 'Over plain HTTP anyone on the network path (public Wi-Fi, an ISP, a compromised router) can read and rewrite the page, inject scripts and steal what users type. Browsers mark such pages "Not secure" and withhold powerful features.',
  fix: 'Obtain a certificate (Let\'s Encrypt is free), serve the site over HTTPS and redirect every http:// URL to its https:// equivalent with a 301 or 308.',
  impact: 'critical',
  needs: ['site'],
  tags: ['lighthouse:is-on-https'],
  cap: [
    { max: 20, scope: 'dimension', reason: 'the page is not served over HTTPS.' },
    // Observatory and SSL Labs fail a site without HTTPS outright; a page that anyone on the path can read or change is not a good page.
    { max: 50, scope: 'overall', reason: 'the page is not served over HTTPS, so anyone on the network path can read and change it.' },
  ],
  references: ['https://developer.mozilla.org/en-US/docs/Web/Security/Transport_Layer_Security'],
  check(ctx) {
    const { page } = ctx;
    const loc = page.location;
    if (!loc || (loc.protocol !== 'http:' && loc.protocol !== 'https:')) return ctx.notApplicable(`The page was not fetched over the web (${page.url.slice(0, 60)}), so its transport cannot be judged.`);
    if (loc.protocol === 'https:') return ctx.pass(`Served from ${page.url.slice(0, 100)}.`);
    const downgraded = page.requestedUrl.startsWith('https:');
    return ctx.fail(downgraded ? `The HTTPS URL ${page.requestedUrl.slice(0, 100)} redirects to plain-HTTP ${page.url.slice(0, 100)}.` : `The page is served over plain HTTP at ${page.url.slice(0, 100)}.`);
  },
});
