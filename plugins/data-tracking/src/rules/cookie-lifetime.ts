import { defineRule } from '@pagegrade/core';
import { documentCookies, trackingCookieOwner } from '../lib/cookies.ts';

/** 13 months (CNIL: maximum lifetime of audience-measurement and consent cookies), as 395 days. */
const MAX_SECONDS = 395 * 86_400;

export default defineRule({
  id: 'data-tracking/cookie-lifetime',
  dimension: 'dataTracking',
  title: 'Cookies expire within 13 months',
  failureTitle: 'Cookies are set to live longer than 13 months',
  description: 'Reads Max-Age (which wins) or Expires, relative to the fetch time, of each cookie set on the document response and warns for any lifetime over 13 months (395 days). Not applicable when the response sets no cookie.',
  why: 'The French CNIL (guidelines of 17 September 2020) limits tracking and consent cookies to 13 months, after which consent must be asked again; long-lived identifiers let a visit be linked to behaviour years later.',
  fix: 'Cap cookie lifetimes at 13 months (Max-Age=34128000 or less) and configure analytics tools accordingly (e.g. GA4 cookie_expires).',
  impact: 'minor',
  tags: ['best-practice'],
  needs: ['headers'],
  references: ['https://www.cnil.fr/fr/cookies-et-autres-traceurs/regles/cookies/que-dit-la-loi'],
  check(ctx) {
    const cookies = documentCookies(ctx.page);
    if (cookies.length === 0) return ctx.notApplicable('The document response sets no cookie.');
    let long = 0;
    for (const c of cookies) {
      if (c.lifetime !== null && c.lifetime > MAX_SECONDS) {
        const owner = trackingCookieOwner(c.name);
        const days = Math.round(c.lifetime / 86_400);
        long++;
        ctx.warn(null, `Cookie ${c.name}${owner ? ` (${owner})` : ''} lives ${days} days (about ${Math.round(days / 30.4)} months).`);
      }
    }
    if (long > 0) return undefined;
    return ctx.pass(`All ${cookies.length} cookie${cookies.length === 1 ? '' : 's'} expire within 13 months or with the session.`);
  },
});
