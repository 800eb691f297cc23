import { defineRule } from '@pagegrade/core';
import { cookieLabel, cookiesOf, isDeletion } from '../lib/cookies.ts';

const VALUES = new Set(['strict', 'lax', 'none']);

export default defineRule({
  id: 'security/cookie-samesite',
  dimension: 'security',
  title: 'Cookies declare a valid SameSite attribute',
  failureTitle: 'Cookies have a missing or invalid SameSite attribute',
  description: 'Checks every cookie the document response (and its redirects) sets: SameSite=Strict or Lax passes; SameSite=None needs Secure, or browsers reject the cookie (fail); an unknown SameSite value fails; no SameSite is a warning (browsers then apply Lax, with exceptions, and older ones none).',
  why: 'SameSite stops the browser from attaching the cookie to requests started by other sites, the basis of cross-site request forgery and several cross-site leak attacks. Relying on the browser default is inconsistent across browsers.',
  fix: 'Give every cookie `SameSite=Lax` (or Strict for cookies never needed on incoming links); use `SameSite=None; Secure` only for cookies that must travel in cross-site contexts.',
  impact: 'moderate',
  tags: ['observatory:cookies'],
  needs: ['headers'],
  references: ['https://httpwg.org/http-extensions/draft-ietf-httpbis-rfc6265bis.html#name-the-samesite-attribute-2'],
  check(ctx) {
    const cookies = cookiesOf(ctx.page).filter((c) => !isDeletion(c));
    if (!cookies.length) return ctx.notApplicable('The page sets no cookies.');
    for (const c of cookies) {
      if (c.sameSite === null) {
        ctx.warn(null, `${cookieLabel(c)} has no SameSite attribute.`);
        continue;
      }
      const v = c.sameSite.toLowerCase();
      if (!VALUES.has(v)) ctx.report(null, `${cookieLabel(c)} has SameSite="${c.sameSite.slice(0, 30)}", which is not Strict, Lax or None.`);
      else if (v === 'none' && !c.secure) ctx.report(null, `${cookieLabel(c)} has SameSite=None without Secure, so browsers reject it.`);
    }
    return undefined;
  },
});
