import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './cross-origin-opener-policy.ts';

export default ruleFixtures(rule, [
  { name: 'same-origin', headers: { 'cross-origin-opener-policy': 'same-origin' }, expect: 'pass' },
  { name: 'allow-popups with reporting', headers: { 'cross-origin-opener-policy': 'same-origin-allow-popups; report-to="coop"' }, expect: 'pass' },
  { name: 'missing', headers: { 'content-type': 'text/html' }, expect: 'warn', finding: /No Cross-Origin-Opener-Policy/ },
  { name: 'unsafe-none', headers: { 'cross-origin-opener-policy': 'unsafe-none' }, expect: 'warn', finding: /unsafe-none/ },
  { name: 'invalid', headers: { 'cross-origin-opener-policy': 'same-site' }, expect: 'fail', finding: /"same-site" is not a valid value/ },
  { name: 'bare file', bare: true, html: '<p>x</p>', expect: 'not-applicable' },
]);
