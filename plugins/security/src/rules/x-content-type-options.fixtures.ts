import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './x-content-type-options.ts';

export default ruleFixtures(rule, [
  { name: 'nosniff', headers: { 'x-content-type-options': 'nosniff' }, expect: 'pass' },
  { name: 'missing', headers: { 'content-type': 'text/html' }, expect: 'fail', finding: /No X-Content-Type-Options/ },
  { name: 'wrong value', headers: { 'x-content-type-options': 'no-sniff' }, expect: 'fail', finding: /"no-sniff"/ },
  { name: 'bare file', bare: true, html: '<p>x</p>', expect: 'not-applicable' },
]);
