import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './cross-origin-resource-policy.ts';

export default ruleFixtures(rule, [
  { name: 'same-origin', headers: { 'cross-origin-resource-policy': 'same-origin' }, expect: 'pass' },
  { name: 'same-site', headers: { 'cross-origin-resource-policy': 'same-site' }, expect: 'pass' },
  { name: 'missing', headers: { 'content-type': 'text/html' }, expect: 'warn', finding: /No Cross-Origin-Resource-Policy/ },
  { name: 'cross-origin', headers: { 'cross-origin-resource-policy': 'cross-origin' }, expect: 'warn', finding: /any site/ },
  { name: 'invalid', headers: { 'cross-origin-resource-policy': 'same-origin, same-site' }, expect: 'fail', finding: /browsers ignore it/ },
  { name: 'bare file', bare: true, html: '<p>x</p>', expect: 'not-applicable' },
]);
