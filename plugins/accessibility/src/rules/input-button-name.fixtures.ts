import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './input-button-name.ts';

export default ruleFixtures(rule, [
  { name: 'values and default submit', html: '<input type="button" value="Add to basket"><input type="submit">', expect: 'pass' },
  { name: 'button without value', html: '<input type="button" id="buy">', expect: 'fail', finding: /buy/ },
  { name: 'submit with empty value', html: '<input type="submit" value="" name="go">', expect: 'fail', finding: /empty value/ },
  { name: 'no input buttons', html: '<button>OK</button>', expect: 'not-applicable' },
]);
