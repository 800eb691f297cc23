import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './page-has-heading-one.ts';

export default ruleFixtures(rule, [
  { name: 'h1 present', html: '<h1>Oak tables</h1><p>Made in Devon</p>', expect: 'pass' },
  { name: 'starts at h2', html: '<h2>Oak tables</h2><p>Made in Devon</p>', expect: 'fail', finding: /level 2/ },
  { name: 'hidden h1 does not count', html: '<h1 hidden>Oak</h1><p>Made in Devon</p>', expect: 'fail', finding: /no headings/ },
  { name: 'empty page', html: '<html><body></body></html>', expect: 'not-applicable' },
]);
