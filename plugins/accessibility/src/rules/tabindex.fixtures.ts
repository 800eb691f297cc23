import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './tabindex.ts';

export default ruleFixtures(rule, [
  { name: 'zero and minus one', html: '<div tabindex="0" role="button">A</div><div tabindex="-1">B</div>', expect: 'pass' },
  { name: 'positive tabindex', html: '<input tabindex="3" name="email" aria-label="Email">', expect: 'fail', finding: /tabindex="3"/ },
  { name: 'no tabindex', html: '<button>A</button>', expect: 'not-applicable' },
]);
