import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './restrictive-maxlength.ts';

export default ruleFixtures(rule, [
  { name: 'generous limits', html: '<input type="email" name="email" maxlength="254"><input name="family-name" autocomplete="family-name" maxlength="100">', expect: 'pass' },
  { name: 'short surname', html: '<input name="surname" maxlength="15">', expect: 'warn', finding: /only 15 characters/ },
  { name: 'short email', html: '<input type="email" id="email" maxlength="30">', expect: 'warn', finding: /email/ },
  { name: 'no maxlength', html: '<input name="email" type="email">', expect: 'not-applicable' },
]);
