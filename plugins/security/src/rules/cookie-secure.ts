import { defineRule } from '@pagegrade/core';
import { cookieLabel, cookiesOf, isDeletion } from '../lib/cookies.ts';

export default defineRule({
  id: 'security/cookie-secure',
  dimension: 'security',
  title: 'Cookies set by the HTTPS page are Secure',
  failureTitle: 'Cookies are set without the Secure flag',
  description: 'Checks every Set-Cookie of the HTTPS document response and of the redirects leading to it for the Secure attribute. Cookies being deleted (Max-Age ≤ 0 or an Expires before the fetch) are ignored.',
  why: 'A cookie without Secure is also sent on plain-HTTP requests to the same host, where anyone on the network can read it; a stolen session cookie is a stolen account.',
  fix: 'Add `Secure` to every cookie (most frameworks have a "secure cookies" setting), ideally together with HttpOnly and SameSite.',
  impact: 'serious',
  tags: ['observatory:cookies'],
  needs: ['headers', 'https'],
  references: ['https://httpwg.org/http-extensions/draft-ietf-httpbis-rfc6265bis.html#name-the-secure-attribute'],
  check(ctx) {
    const cookies = cookiesOf(ctx.page).filter((c) => !isDeletion(c));
    if (!cookies.length) return ctx.notApplicable('The page sets no cookies.');
    for (const c of cookies) if (!c.secure) ctx.report(null, `${cookieLabel(c)} is set without Secure${c.setBy !== ctx.page.url ? ` (by the redirect from ${c.setBy.slice(0, 80)})` : ''}.`);
    return undefined;
  },
});
