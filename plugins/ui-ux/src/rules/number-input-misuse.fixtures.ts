import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './number-input-misuse.ts';

export default ruleFixtures(rule, [
  { name: 'quantity', html: '<form><input type="number" name="quantity" min="1"></form>', expect: 'pass' },
  { name: 'phone as number', html: '<form><input type="number" name="phone"></form>', expect: 'fail', finding: /phone number.*type="tel"/ },
  { name: 'zip as number', html: '<form><input type="number" id="zipCode"></form>', expect: 'fail', finding: /postal code/ },
  { name: 'cvc by autocomplete', html: '<form><input type="number" name="x" autocomplete="cc-csc"></form>', expect: 'fail', finding: /security code/ },
  { name: 'no number inputs', html: '<form><input name="zip" inputmode="numeric"></form>', expect: 'not-applicable' },
]);
