import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './label-content-name-mismatch.ts';

export default ruleFixtures(rule, [
  { name: 'name starts with the visible text', html: '<button aria-label="Buy now: oak table">Buy now!</button>', expect: 'pass' },
  { name: 'name differs from visible text', html: '<a href="/cart" aria-label="Open shopping basket">Cart</a>', expect: 'warn', finding: /shows "cart"/ },
  { name: 'no labelled controls with text', html: '<button aria-label="Close">×</button>', expect: 'not-applicable' },
]);
