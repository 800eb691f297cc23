import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './select-name.ts';

export default ruleFixtures(rule, [
  { name: 'labelled select', html: '<label for="c">Country</label><select id="c"><option>France</option></select>', expect: 'pass' },
  { name: 'unlabelled select', html: '<select name="sort"><option>Price</option></select>', expect: 'fail', finding: /"sort"/ },
  { name: 'no selects', html: '<input aria-label="x">', expect: 'not-applicable' },
  { name: "a disabled select with role none is no form field", html: "<select role=\"none\" disabled><option>Small</option><option>Large</option></select>", expect: 'not-applicable' },
]);
