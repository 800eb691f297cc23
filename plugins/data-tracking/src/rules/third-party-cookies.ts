import { defineRule, isPageOrSiteFile, parseSetCookie, registrableDomain, type Page, type Resource, type SetCookie } from '@pagegrade/core';
import type { Element } from 'domhandler';
import { pageDomain, pageRefs, short } from '../lib/refs.ts';

/** Resource roles that the crawler fetched for itself (robots.txt …), not requests the page makes. */

/** Set-Cookie fields read per response: a response with more is pathological, not informative. */
const MAX_FIELDS = 50;

/**
 * Whether a cookie set on a cross-site response is a third-party cookie the browser would keep:
 * `SameSite=None` with `Secure` (RFC 6265bis §5.6.7, 5.7: without Secure it is refused; Lax, Strict
 * and the Lax default are not stored from a cross-site subresource), and not `Partitioned` (CHIPS
 * keys a partitioned cookie to the top-level site, so it cannot follow the visitor across sites;
 * Chrome's third-party cookie warnings leave it out). The value of SameSite is case-insensitive.
 */
function isThirdPartyCookie(c: SetCookie): boolean {
  return c.sameSite !== null && c.sameSite.toLowerCase() === 'none' && c.secure && !c.attrs.has('partitioned');
}

/** The element that makes the page request a URL (its script, link, img …), or null. */
function elementFor(page: Page, url: string): Element | null {
  for (const r of pageRefs(page)) if (r.url === url && r.element) return r.element;
  return null;
}

function cookiesOf(res: Resource, now: Date | null): SetCookie[] {
  const out: SetCookie[] = [];
  for (const field of res.headers.all('set-cookie')) {
    // A foreign HAR may fold several Set-Cookie fields into one value, one per line.
    for (const line of field.split('\n')) {
      if (out.length >= MAX_FIELDS) return out;
      const c = line.trim() ? parseSetCookie(line, res.url, now) : null;
      if (c) out.push(c);
    }
  }
  return out;
}

export default defineRule({
  id: 'data-tracking/third-party-cookies',
  dimension: 'dataTracking',
  title: 'No third-party cookies are set',
  failureTitle: 'Responses from other sites set third-party cookies',
  description: 'Reads the Set-Cookie headers of every captured subresource response from another site (another registrable domain than the page\'s) and fails on each cookie a browser would keep as a third-party cookie: SameSite=None with Secure and without Partitioned. Cookies of other kinds are refused in that context anyway. Only the responses in the snapshot are judged: the fetcher captures stylesheets and scripts, a browser capture (HAR) also images, frames and the requests scripts make. Requests that failed (timeout, DNS, refused) had no response and are not counted. Not applicable when the snapshot holds no response from another site.',
  why: 'A third-party cookie lets the other site recognise the visitor on every site that embeds it, which is cross-site tracking; browsers block such cookies more and more (Safari and Firefox by default, Chrome by the user\'s choice), so features that depend on them break.',
  fix: 'Ask the vendor for a version that does not set cross-site cookies, serve the resource from your own site, or, where a cookie is needed per embedding site, set it with the Partitioned attribute (CHIPS).',
  impact: 'moderate',
  tags: ['lighthouse:third-party-cookies'],
  needs: ['fetched'],
  check(ctx) {
    const { page } = ctx;
    const own = pageDomain(page);
    let responses = 0;
    let cookies = 0;
    for (const res of page.resources) {
      if (isPageOrSiteFile(res.role) || (!res.url.startsWith('https://') && !res.url.startsWith('http://'))) continue;
      const domain = registrableDomain(res.url);
      // A request that failed got no response, so it set no cookie and proves nothing.
      if (domain === null || domain === own || !res.received) continue;
      responses++;
      for (const c of cookiesOf(res, page.fetchedAt)) {
        if (!isThirdPartyCookie(c)) continue;
        cookies++;
        ctx.report(elementFor(page, res.url), `${short(res.url)} (${domain}) sets the cookie ${c.name || '(no name)'} with SameSite=None${c.domain ? ` for ${c.domain}` : ''}.`);
      }
    }
    if (responses === 0) return ctx.notApplicable('The snapshot holds no response from another site.');
    if (cookies > 0) return undefined;
    return ctx.pass(`None of the ${responses} captured response${responses === 1 ? '' : 's'} from other sites sets a third-party cookie.`);
  },
});
