import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './x-xss-protection.ts';

export default ruleFixtures(rule, [
  { name: 'absent', headers: { 'content-type': 'text/html' }, expect: 'pass' },
  { name: 'zero', headers: { 'x-xss-protection': '0' }, expect: 'pass' },
  { name: 'mode=block', headers: { 'x-xss-protection': '1; mode=block' }, expect: 'warn', finding: /1; mode=block/ },
  { name: 'bare file', bare: true, html: '<p>x</p>', expect: 'not-applicable' },
]);
