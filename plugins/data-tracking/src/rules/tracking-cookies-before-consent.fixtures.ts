import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './tracking-cookies-before-consent.ts';

const ct = { 'content-type': 'text/html' };
const cookie = (name: string, domain: string) => ({ name, domain, path: '/', expires: -1, httpOnly: false, secure: true, sameSite: 'Lax', valueBytes: 20 });

export default ruleFixtures(rule, [
  { name: 'session and CSRF cookies', headers: { ...ct, 'set-cookie': ['PHPSESSID=abc; Path=/; Secure; HttpOnly', 'XSRF-TOKEN=x; Secure'] }, expect: 'pass' },
  { name: 'no cookies', headers: ct, expect: 'pass' },
  { name: 'server-set _ga and _fbp', headers: { ...ct, 'set-cookie': ['_ga=GA1.1.123.456; Max-Age=63072000; Path=/', '_fbp=fb.1.123.456; Path=/'] }, expect: 'fail', findings: 2, finding: /_fbp is a Meta/ },
  { name: 'bare file', bare: true, html: '<p>x</p>', expect: 'not-applicable' },
  // Rendered mode: the cookies the browser held after load, set by scripts too.
  { name: 'rendered: _ga set by the analytics script', headers: ct, rendered: { cookies: [cookie('_ga', '.example.com'), cookie('session', 'example.com')] }, expect: 'fail', findings: 1, finding: 'Cookie _ga (.example.com) is a Google Analytics tracking cookie, set before any interaction.' },
  { name: 'rendered: only a session cookie', headers: ct, rendered: { cookies: [cookie('session', 'example.com')] }, expect: 'pass', finding: /None of the 1 cookie the browser held after load \(session\)/ },
  { name: 'rendered: no cookie at all', headers: ct, rendered: {}, expect: 'pass', finding: /held no cookie/ },
]);
