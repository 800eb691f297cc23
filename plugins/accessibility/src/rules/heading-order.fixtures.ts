import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './heading-order.ts';

export default ruleFixtures(rule, [
  { name: 'one level at a time', html: '<h1>Shop</h1><h2>Tables</h2><h3>Oak</h3><h2>Chairs</h2>', expect: 'pass' },
  { name: 'skip from h2 to h4', html: '<h1>Shop</h1><h2>Tables</h2><h4>Oak</h4>', expect: 'fail', finding: /Level 4 heading "Oak" follows a level 2/ },
  { name: 'aria-level counts', html: '<h1>Shop</h1><div role="heading" aria-level="3">Deep</div>', expect: 'fail', finding: /Deep/ },
  { name: 'one heading', html: '<h1>Shop</h1>', expect: 'not-applicable' },
]);
