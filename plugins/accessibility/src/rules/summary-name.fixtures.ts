import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './summary-name.ts';

export default ruleFixtures(rule, [
  { name: 'summary with text', html: '<details><summary>Shipping costs</summary><p>Free over 50 €</p></details>', expect: 'pass' },
  { name: 'empty summary', html: '<details><summary class="toggle"><i class="chevron"></i></summary><p>More</p></details>', expect: 'fail', finding: /toggle/ },
  { name: 'no details', html: '<p>Hi</p>', expect: 'not-applicable' },
]);
