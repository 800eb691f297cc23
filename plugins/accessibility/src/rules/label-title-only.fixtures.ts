import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './label-title-only.ts';

export default ruleFixtures(rule, [
  { name: 'visible label', html: '<label for="n">Name</label><input id="n" title="Your full name">', expect: 'pass' },
  { name: 'title only', html: '<input name="phone" title="Phone number">', expect: 'fail', finding: /title "Phone number"/ },
  { name: 'placeholder only', html: '<input type="email" name="email" placeholder="Email address">', expect: 'fail', finding: /placeholder/ },
  { name: 'no named fields', html: '<input name="x">', expect: 'not-applicable' },
]);
