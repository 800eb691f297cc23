import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './deprecated-security-headers.ts';

export default ruleFixtures(rule, [
  { name: 'none', headers: { 'content-type': 'text/html' }, expect: 'pass' },
  { name: 'expect-ct', headers: { 'expect-ct': 'max-age=86400, enforce' }, expect: 'warn', finding: /expect-ct/ },
  { name: 'hpkp', headers: { 'public-key-pins': 'pin-sha256="abc="; max-age=5184000' }, expect: 'warn', finding: /lock users out/ },
  { name: 'bare file', bare: true, html: '<p>x</p>', expect: 'not-applicable' },
]);
