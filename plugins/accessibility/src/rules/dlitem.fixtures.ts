import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './dlitem.ts';

export default ruleFixtures(rule, [
  { name: 'inside dl and dl > div', html: '<dl><dt>A</dt><div><dd>B</dd></div></dl>', expect: 'pass' },
  { name: 'dd outside dl', html: '<div><dt>Price</dt><dd>10 €</dd></div>', expect: 'fail', finding: /Price/ },
  { name: 'no dt/dd', html: '<p>Hi</p>', expect: 'not-applicable' },
]);
