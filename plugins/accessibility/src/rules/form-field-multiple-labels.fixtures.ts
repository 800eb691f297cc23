import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './form-field-multiple-labels.ts';

export default ruleFixtures(rule, [
  { name: 'one label each', html: '<label for="a">Name</label><input id="a"><label>Email <input name="email"></label>', expect: 'pass' },
  { name: 'two labels', html: '<label for="p">Password</label><input id="p" type="password"><label for="p">At least 12 characters</label>', expect: 'warn', finding: /At least 12 characters/ },
  { name: 'no labels', html: '<input aria-label="x">', expect: 'not-applicable' },
]);
