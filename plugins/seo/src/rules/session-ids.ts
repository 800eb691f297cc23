import { defineRule, pageLinks } from '@pagegrade/core';
import { isWebPage } from '../lib/meta.ts';

/** Parameter names and path parameters that carry session identifiers in common platforms. */
const SESSION_PARAMS = new Set(['sid', 'sessionid', 'session_id', 'sessid', 'phpsessid', 'jsessionid', 'aspsessionid', 'cfid', 'cftoken', 'oscsid', 'zenid', 's_id']);

const NEEDS_LOOK = /[?;(]/;

/**
 * Text every URL that sessionIn can find a session id in holds, in some letter case: a substring
 * of each name and path marker, or a "%" (a percent-encoded name). A serialised URL
 * percent-encodes every non-ASCII character, so no other character lower-cases into a name.
 */
const MAY_HOLD_SESSION = /sid|session|cfid|cftoken|zenid|s_id|\(s\(|%/i;

function sessionIn(url: URL): string | null {
  // Every internal link is asked: without a query, ";" or "(" there is nothing to find.
  if (!NEEDS_LOOK.test(url.href)) return null;
  const path = url.pathname.toLowerCase();
  const semi = path.indexOf(';jsessionid=');
  if (semi >= 0) return 'jsessionid (path parameter)';
  if (path.includes('(s(')) return 'ASP.NET cookieless session (S(…))';
  for (const key of url.searchParams.keys()) if (SESSION_PARAMS.has(key.toLowerCase())) return key;
  return null;
}

export default defineRule({
  id: 'seo/session-ids',
  dimension: 'seo',
  title: 'URLs carry no session identifiers',
  failureTitle: 'Session identifiers appear in URLs',
  description: 'Looks for session identifiers (PHPSESSID, jsessionid, sid, ASP.NET (S(…)) and similar) in the page URL and in the URLs of its internal links. Any fails.',
  why: 'A session id gives every visit, and every crawl, a new URL for the same page: crawlers waste their budget on endless duplicates and the ids leak into search results and shared links.',
  fix: 'Keep sessions in cookies, not URLs (for example session.use_trans_sid=0 in PHP, tracking-mode COOKIE in Java).',
  impact: 'serious',
  needs: ['site'],
  tags: ['best-practice'],
  check(ctx) {
    const loc = ctx.page.location;
    if (!loc || !isWebPage(ctx.page)) return ctx.notApplicable('The page has no web URL (a saved file).');
    const own = sessionIn(loc);
    if (own) ctx.report(null, `The page URL carries a session id (${own}): ${ctx.page.url.slice(0, 120)}.`);
    let count = 0;
    for (const l of pageLinks(ctx.page)) {
      // Internal links whose URL text can hold a session parameter.
      if (!l.internal || l.url === null || !NEEDS_LOOK.test(l.url) || !MAY_HOLD_SESSION.test(l.url)) continue;
      const s = sessionIn(l.parsed!);
      if (s) ctx.report(l.element, ++count <= 20 ? `Internal link carries a session id (${s}): ${l.url!.slice(0, 120)}.` : 'Internal link carries a session id.');
    }
    return undefined;
  },
});
