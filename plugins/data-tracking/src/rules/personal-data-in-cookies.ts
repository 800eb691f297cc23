import { defineRule } from '@pagegrade/core';
import { documentCookies } from '../lib/cookies.ts';
import { decodeLenient, EMAIL } from '../lib/pii.ts';

export default defineRule({
  id: 'data-tracking/personal-data-in-cookies',
  dimension: 'dataTracking',
  title: 'Cookies carry no readable personal data',
  failureTitle: 'A cookie stores an email address in clear text',
  description: 'Decodes the value of each cookie set on the document response and fails when it contains an email address. Not applicable when the response sets no cookie.',
  why: 'Cookies travel with every request to the site and to anything sharing its domain, are readable by every script on the page unless HttpOnly, and end up in logs and analytics; an identifier should be an opaque random token, not the address itself.',
  fix: 'Store an opaque session id in the cookie and keep the email address server-side.',
  impact: 'serious',
  tags: ['best-practice'],
  needs: ['headers'],
  check(ctx) {
    const cookies = documentCookies(ctx.page);
    if (cookies.length === 0) return ctx.notApplicable('The document response sets no cookie.');
    let bad = 0;
    for (const c of cookies) {
      const v = decodeLenient(c.value.slice(0, 4096));
      if (EMAIL.test(v)) {
        bad++;
        ctx.report(null, `Cookie ${c.name} contains an email address.`);
      }
    }
    if (bad > 0) return undefined;
    return ctx.pass(`${cookies.length} cookie value${cookies.length === 1 ? '' : 's'} checked; none holds an email address.`);
  },
});
