import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './pattern-hint.ts';

export default ruleFixtures(rule, [
  { name: 'title', html: '<input name="zip" pattern="[0-9]{5}" title="Five digits">', expect: 'pass' },
  { name: 'described by', html: '<input name="zip" pattern="[0-9]{5}" aria-describedby="h"><p id="h">Five digits, e.g. 75001</p>', expect: 'pass' },
  { name: 'no hint', html: '<input name="zip" pattern="[0-9]{5}">', expect: 'warn', finding: /\[0-9\]\{5\}/ },
  { name: 'no patterns', html: '<input name="zip">', expect: 'not-applicable' },
]);
