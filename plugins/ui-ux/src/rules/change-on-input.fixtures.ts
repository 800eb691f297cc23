import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './change-on-input.ts';

export default ruleFixtures(rule, [
  { name: 'harmless handler', html: '<select name="size" onchange="updatePrice(this.value)"><option>S</option></select>', expect: 'pass' },
  { name: 'auto-submit select', html: '<form><select name="sort" onchange="this.form.submit()"><option>Price</option></select></form>', expect: 'fail', finding: /this\.form\.submit\(\)/ },
  { name: 'navigating select', html: '<select name="lang" onchange="location.href = this.value"><option value="/fr">FR</option></select>', expect: 'fail', finding: /location\.href/ },
  { name: 'no handlers', html: '<select name="size"><option>S</option></select>', expect: 'not-applicable' },
]);
