import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './permissions-policy.ts';

export default ruleFixtures(rule, [
  { name: 'valid', headers: { 'permissions-policy': 'camera=(), microphone=(), geolocation=(self "https://maps.example.com"), fullscreen=*' }, expect: 'pass' },
  { name: 'missing', headers: { 'content-type': 'text/html' }, expect: 'fail', finding: /No Permissions-Policy/ },
  { name: 'feature-policy syntax', headers: { 'permissions-policy': "geolocation 'none'" }, expect: 'fail', finding: /does not parse/ },
  { name: 'bad allowlist', headers: { 'permissions-policy': "camera='none'" }, expect: 'fail', finding: /Feature-Policy syntax/ },
  { name: 'legacy only', headers: { 'feature-policy': "camera 'none'" }, expect: 'warn', finding: /legacy Feature-Policy/ },
  { name: 'bare file', bare: true, html: '<p>x</p>', expect: 'not-applicable' },
]);
