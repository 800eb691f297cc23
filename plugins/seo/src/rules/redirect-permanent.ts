import { defineRule } from '@pagegrade/core';

const TEMPORARY = new Set([302, 303, 307]);

function parse(u: string): URL | null {
  try {
    return new URL(u);
  } catch {
    return null;
  }
}

/** The hop only canonicalises the URL: scheme, www prefix, host case or a trailing slash change, the rest stays. */
function isCanonicalisation(from: URL, to: URL): boolean {
  const host = (h: string) => h.toLowerCase().replace(/^www\./, '');
  const path = (p: string) => (p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p).toLowerCase();
  return host(from.hostname) === host(to.hostname) && path(from.pathname) === path(to.pathname) && from.search === to.search;
}

export default defineRule({
  id: 'seo/redirect-permanent',
  dimension: 'seo',
  title: 'URL canonicalisation redirects are permanent',
  failureTitle: 'The page is reached through a temporary redirect where a permanent one belongs',
  description:
    'For each redirect hop that only changes scheme, www prefix or trailing slash (a permanent move of the same page), checks that it uses 301 or 308 rather than 302, 303 or 307. Temporary redirects that change the path (language or login redirects) are left alone.',
  why: 'A temporary redirect tells search engines the old URL stays the real one, so they may keep indexing it and not consolidate signals on the final URL.',
  fix: 'Answer http→https, www/non-www and trailing-slash redirects with 301 (or 308) Moved Permanently.',
  impact: 'moderate',
  tags: ['best-practice'],
  needs: ['headers'],
  references: ['https://developers.google.com/search/docs/crawling-indexing/301-redirects'],
  check(ctx) {
    const hops = ctx.page.redirects;
    if (hops.length === 0) return ctx.notApplicable('The page was reached without redirects.');
    hops.forEach((hop, i) => {
      const next = hops[i + 1]?.url ?? ctx.page.url;
      const from = parse(hop.url);
      const to = parse(next);
      if (from && to && TEMPORARY.has(hop.status) && isCanonicalisation(from, to)) {
        ctx.warn(null, `${hop.url} → ${next} is a ${hop.status} (temporary) redirect of the same page; use 301 or 308.`);
      }
    });
    return undefined;
  },
});
