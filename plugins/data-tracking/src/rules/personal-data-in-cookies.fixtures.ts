import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './personal-data-in-cookies.ts';

const ct = { 'content-type': 'text/html' };

export default ruleFixtures(rule, [
  { name: 'opaque session id', headers: { ...ct, 'set-cookie': 'sid=8f14e45fceea167a5a36dedd4bea2543; Secure; HttpOnly' }, expect: 'pass' },
  { name: 'email in cookie', headers: { ...ct, 'set-cookie': 'user=jane.doe%40example.org; Path=/' }, expect: 'fail', finding: /Cookie user contains an email/ },
  { name: 'no cookies', headers: ct, expect: 'not-applicable' },
]);
