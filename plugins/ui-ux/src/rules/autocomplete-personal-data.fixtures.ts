import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './autocomplete-personal-data.ts';

export default ruleFixtures(rule, [
  { name: 'tokens present', html: '<form><input name="email" type="email" autocomplete="email"><input name="fname" autocomplete="billing given-name"></form>', expect: 'pass' },
  { name: 'missing token', html: '<form><input type="email" name="email"></form>', expect: 'warn', finding: /autocomplete="email"/ },
  { name: 'off on field', html: '<form><input name="postcode" autocomplete="off"></form>', expect: 'fail', finding: /postal-code data but autofill is turned off/ },
  { name: 'off on form', html: '<form autocomplete="off"><input name="phone" type="tel"></form>', expect: 'fail', finding: /on its form/ },
  { name: 'no personal fields', html: '<form><input name="q" type="search"><input name="quantity" type="number"></form>', expect: 'not-applicable' },
]);
