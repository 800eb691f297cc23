import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './cookie-secure.ts';

export default ruleFixtures(rule, [
  { name: 'secure', headers: { 'set-cookie': ['sid=1; Secure; HttpOnly; SameSite=Lax', 'theme=dark; Path=/; secure'] }, expect: 'pass' },
  { name: 'one insecure', headers: { 'set-cookie': ['sid=1; Secure; HttpOnly', 'theme=dark; Path=/'] }, expect: 'fail', finding: /"theme" is set without Secure/, findings: 1 },
  { name: 'folded HAR header', headers: { 'set-cookie': 'a=1; Secure\nb=2; Path=/' }, expect: 'fail', finding: /"b"/ },
  { name: 'deletion ignored', headers: { 'set-cookie': 'old=; Max-Age=0' }, expect: 'not-applicable' },
  { name: 'no cookies', headers: { 'content-type': 'text/html' }, expect: 'not-applicable' },
  { name: 'http page', url: 'http://example.com/', headers: { 'set-cookie': 'a=1' }, expect: 'not-applicable' },
]);
