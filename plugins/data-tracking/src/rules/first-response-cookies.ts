import { defineRule } from '@pagegrade/core';
import { documentCookies, trackingCookieOwner } from '../lib/cookies.ts';

/** This project's threshold: a session, a CSRF token, a load-balancer and a consent cookie cover most needs. */
const MAX_COOKIES = 5;

export default defineRule({
  id: 'data-tracking/first-response-cookies',
  dimension: 'dataTracking',
  title: 'The first response sets few cookies',
  failureTitle: 'The first response sets many cookies before the visitor does anything',
  description: `Counts the cookies set by Set-Cookie on the document response (and its redirects) and warns when there are more than ${MAX_COOKIES}, naming each with its recognised owner. Cookies set later by scripts or third parties are not visible in a static fetch.`,
  why: 'Cookies set on the very first response are stored before any consent choice; only strictly necessary ones (session, security, load balancing, the consent record itself) are allowed, and a long list rarely consists of those alone.',
  fix: 'Set only strictly necessary cookies on the first response; set preference and analytics cookies after the visitor acts or consents, and document each one in the cookie policy.',
  impact: 'moderate',
  tags: ['best-practice'],
  needs: ['headers'],
  check(ctx) {
    const cookies = documentCookies(ctx.page);
    if (cookies.length === 0) return ctx.pass('The document response sets no cookie.');
    const names = cookies.map((c) => {
      const owner = trackingCookieOwner(c.name);
      return owner ? `${c.name} (${owner})` : c.name;
    });
    const list = names.slice(0, 15).join(', ') + (names.length > 15 ? ', …' : '');
    if (cookies.length > MAX_COOKIES) return ctx.warning(`${cookies.length} cookies set on the first response: ${list}.`);
    return ctx.pass(`${cookies.length} cookie${cookies.length === 1 ? '' : 's'}: ${list}.`);
  },
});
