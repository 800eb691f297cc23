import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './cookie-lifetime.ts';

const ct = { 'content-type': 'text/html' };

export default ruleFixtures(rule, [
  { name: 'session and one-year cookies', headers: { ...ct, 'set-cookie': ['sid=1; HttpOnly', 'lang=en; Max-Age=31536000'] }, expect: 'pass' },
  { name: 'two-year Max-Age', headers: { ...ct, 'set-cookie': '_ga=GA1.1.1.1; Max-Age=63072000; Path=/' }, expect: 'warn', finding: /_ga \(Google Analytics\) lives 730 days/ },
  { name: 'Expires far in the future', fetchedAt: '2026-06-01T00:00:00Z', headers: { ...ct, 'set-cookie': 'uid=9; Expires=Wed, 01 Jun 2039 00:00:00 GMT' }, expect: 'warn', finding: /uid lives/ },
  { name: 'no cookies', headers: ct, expect: 'not-applicable' },
]);
