import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './disabled-submit-button.ts';

export default ruleFixtures(rule, [
  { name: 'enabled submit', html: '<form><input name="email"><button>Subscribe</button></form>', expect: 'pass' },
  { name: 'disabled button', html: '<form><input name="email"><button type="submit" disabled>Subscribe</button></form>', expect: 'warn', finding: /Subscribe.*disabled on load/ },
  { name: 'disabled input submit', html: '<form><input name="q"><input type="submit" value="Search" disabled></form>', expect: 'warn', finding: /Search/ },
  { name: 'no forms', html: '<button disabled>Next slide</button>', expect: 'not-applicable' },
]);
