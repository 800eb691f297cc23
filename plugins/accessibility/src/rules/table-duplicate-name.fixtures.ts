import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './table-duplicate-name.ts';

export default ruleFixtures(rule, [
  { name: 'different texts', html: '<table summary="Rows are months, columns are regions"><caption>Sales 2024</caption><tr><td>1</td></tr></table>', expect: 'pass' },
  { name: 'same text', html: '<table summary="Sales 2024"><caption>Sales  2024</caption><tr><td>1</td></tr></table>', expect: 'fail', finding: /Sales 2024/ },
  { name: 'caption only', html: '<table><caption>Sales</caption><tr><td>1</td></tr></table>', expect: 'not-applicable' },
]);
