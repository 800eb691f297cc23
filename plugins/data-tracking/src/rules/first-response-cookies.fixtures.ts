import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './first-response-cookies.ts';

const ct = { 'content-type': 'text/html' };

export default ruleFixtures(rule, [
  { name: 'no cookies', headers: ct, expect: 'pass', finding: /no cookie/ },
  { name: 'a session cookie', headers: { ...ct, 'set-cookie': 'sid=abc; Path=/; HttpOnly; Secure' }, expect: 'pass', finding: /1 cookie: sid/ },
  { name: 'seven cookies', headers: { ...ct, 'set-cookie': ['a=1', 'b=2', 'c=3', 'd=4', 'e=5', 'f=6', '_ga=GA1.2.3.4'] }, expect: 'warn', finding: /_ga \(Google Analytics\)/ },
  { name: 'bare file', bare: true, html: '<p>x</p>', expect: 'not-applicable' },
]);
