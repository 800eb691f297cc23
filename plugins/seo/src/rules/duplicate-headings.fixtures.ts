import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './duplicate-headings.ts';

export default ruleFixtures(rule, [
  { name: 'distinct', html: '<h1>Oak tables</h1><h2>Sizes</h2><h2>Finishes</h2>', expect: 'pass' },
  { name: 'same h1 twice', html: '<h1>Oak tables</h1><h1>Oak  Tables</h1>', expect: 'warn', finding: /2 headings read "Oak tables"/ },
  { name: 'repeated h2', html: '<h1>Shop</h1><h2>Details</h2><h2>Details</h2><h2>details</h2>', expect: 'warn', finding: /3 headings read "Details"/ },
  { name: 'one heading', html: '<h1>Shop</h1>', expect: 'not-applicable' },
]);
