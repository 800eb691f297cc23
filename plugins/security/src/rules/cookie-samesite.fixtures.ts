import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './cookie-samesite.ts';

export default ruleFixtures(rule, [
  { name: 'lax and strict', headers: { 'set-cookie': ['a=1; Secure; SameSite=Lax', 'b=2; SameSite=strict'] }, expect: 'pass' },
  { name: 'none with secure', headers: { 'set-cookie': 'embed=1; SameSite=None; Secure' }, expect: 'pass' },
  { name: 'none without secure', headers: { 'set-cookie': 'embed=1; SameSite=None' }, expect: 'fail', finding: /without Secure/ },
  { name: 'invalid value', headers: { 'set-cookie': 'a=1; SameSite=yes' }, expect: 'fail', finding: /SameSite="yes"/ },
  { name: 'missing', headers: { 'set-cookie': 'a=1; Secure' }, expect: 'warn', finding: /"a" has no SameSite/ },
  { name: 'no cookies', headers: { 'content-type': 'text/html' }, expect: 'not-applicable' },
]);
