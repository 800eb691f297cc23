import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './referrer-policy.ts';

export default ruleFixtures(rule, [
  { name: 'strict-origin-when-cross-origin', headers: { 'referrer-policy': 'strict-origin-when-cross-origin' }, expect: 'pass' },
  { name: 'fallback list', headers: { 'referrer-policy': 'no-referrer, strict-origin-when-cross-origin' }, expect: 'pass' },
  { name: 'no policy: browser default', headers: { 'content-type': 'text/html' }, expect: 'pass' },
  { name: 'unsafe-url header', headers: { 'referrer-policy': 'unsafe-url' }, expect: 'fail', finding: /full URL/ },
  { name: 'meta always overrides header', headers: { 'referrer-policy': 'no-referrer' }, html: '<head><meta name="referrer" content="always"></head>', expect: 'fail', finding: /meta name="referrer" content="always"/ },
  { name: 'no-referrer-when-downgrade', headers: { 'referrer-policy': 'no-referrer-when-downgrade' }, expect: 'warn', finding: /other HTTPS site/ },
  { name: 'unknown value', headers: { 'referrer-policy': 'strict' }, expect: 'warn', finding: /no recognised value/ },
  { name: 'element unsafe-url', html: '<a href="https://other.example/" referrerpolicy="unsafe-url">x</a>', expect: 'fail', finding: /<a href="https:\/\/other\.example\/"/ },
  { name: 'bare file without policy', bare: true, html: '<p>x</p>', expect: 'not-applicable' },
]);
