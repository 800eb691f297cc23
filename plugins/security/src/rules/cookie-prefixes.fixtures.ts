import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './cookie-prefixes.ts';

export default ruleFixtures(rule, [
  { name: 'valid __Host-', headers: { 'set-cookie': '__Host-sid=1; Secure; Path=/; HttpOnly; SameSite=Lax' }, expect: 'pass' },
  { name: 'valid __Secure-', headers: { 'set-cookie': '__Secure-pref=1; Secure; Domain=example.com' }, expect: 'pass' },
  { name: '__Host- with Domain', headers: { 'set-cookie': '__Host-sid=1; Secure; Path=/; Domain=example.com' }, expect: 'fail', finding: /has Domain=example\.com/ },
  { name: '__Host- without path', headers: { 'set-cookie': '__Host-sid=1; Secure' }, expect: 'fail', finding: /no Path=\// },
  { name: '__Secure- without Secure', headers: { 'set-cookie': '__Secure-id=1; Path=/' }, expect: 'fail', finding: /has no Secure/ },
  { name: 'on http page', url: 'http://example.com/', headers: { 'set-cookie': '__Secure-id=1; Secure' }, expect: 'fail', finding: /plain HTTP/ },
  { name: 'no prefixed cookies', headers: { 'set-cookie': 'a=1' }, expect: 'not-applicable' },
]);
