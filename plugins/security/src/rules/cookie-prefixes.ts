import { defineRule } from '@pagegrade/core';
import { cookieLabel, cookiesOf } from '../lib/cookies.ts';

export default defineRule({
  id: 'security/cookie-prefixes',
  dimension: 'security',
  title: 'Prefixed cookies meet their prefix rules',
  failureTitle: 'Cookies break the rules of their __Host- or __Secure- prefix',
  description: 'Checks cookies named with a prefix (RFC 6265bis §4.1.3): `__Secure-` requires Secure and a secure page; `__Host-` also requires Path=/ and no Domain attribute. Browsers reject cookies that break these rules. Not applicable when no prefixed cookie is set.',
  why: 'A prefixed cookie that breaks its rules is silently dropped by the browser, so the login or preference it carries never sticks, and the protection the prefix was chosen for (a cookie no subdomain or HTTP page can overwrite) is lost.',
  fix: 'Set __Host- cookies as `__Host-name=value; Secure; Path=/` with no Domain, and __Secure- cookies with `Secure`, from HTTPS responses only.',
  impact: 'moderate',
  tags: ['observatory:cookies'],
  needs: ['headers'],
  references: ['https://httpwg.org/http-extensions/draft-ietf-httpbis-rfc6265bis.html#name-cookie-name-prefixes'],
  check(ctx) {
    const prefixed = cookiesOf(ctx.page).filter((c) => /^__(host|secure)-/i.test(c.name));
    if (!prefixed.length) return ctx.notApplicable('No __Host- or __Secure- cookies are set.');
    for (const c of prefixed) {
      const problems: string[] = [];
      if (!c.secure) problems.push('has no Secure');
      if (!c.setBy.startsWith('https:')) problems.push('is set over plain HTTP');
      if (/^__host-/i.test(c.name)) {
        if (c.attrs.has('domain')) problems.push(`has Domain=${(c.attrs.get('domain') ?? '').slice(0, 60)}`);
        if ((c.attrs.get('path') ?? '') !== '/') problems.push(c.attrs.has('path') ? `has Path=${(c.attrs.get('path') ?? '').slice(0, 60)} instead of /` : 'has no Path=/');
      }
      if (problems.length) ctx.report(null, `${cookieLabel(c)} ${problems.join(', ')}, so browsers reject it.`);
    }
    return undefined;
  },
});
