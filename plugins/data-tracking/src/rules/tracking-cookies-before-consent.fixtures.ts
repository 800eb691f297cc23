import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './tracking-cookies-before-consent.ts';

const ct = { 'content-type': 'text/html' };

export default ruleFixtures(rule, [
  { name: 'session and CSRF cookies', headers: { ...ct, 'set-cookie': ['PHPSESSID=abc; Path=/; Secure; HttpOnly', 'XSRF-TOKEN=x; Secure'] }, expect: 'pass' },
  { name: 'no cookies', headers: ct, expect: 'pass' },
  { name: 'server-set _ga and _fbp', headers: { ...ct, 'set-cookie': ['_ga=GA1.1.123.456; Max-Age=63072000; Path=/', '_fbp=fb.1.123.456; Path=/'] }, expect: 'fail', findings: 2, finding: /_fbp is a Meta/ },
  { name: 'bare file', bare: true, html: '<p>x</p>', expect: 'not-applicable' },
]);
