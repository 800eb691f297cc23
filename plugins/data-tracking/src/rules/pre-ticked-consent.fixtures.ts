import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './pre-ticked-consent.ts';

export default ruleFixtures(rule, [
  { name: 'unticked opt-in', html: '<form><label><input type="checkbox" name="newsletter"> Send me the newsletter</label></form>', expect: 'pass' },
  { name: 'pre-ticked marketing box', html: '<form><input type="checkbox" id="m" name="opt" checked><label for="m">I agree to receive offers from partners</label></form>', expect: 'fail', finding: /pre-ticked/ },
  { name: 'unrelated checkbox', html: '<form><label><input type="checkbox" name="remember" checked> Remember me</label></form>', expect: 'not-applicable' },
]);
