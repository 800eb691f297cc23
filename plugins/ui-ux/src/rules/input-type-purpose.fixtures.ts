import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './input-type-purpose.ts';

export default ruleFixtures(rule, [
  { name: 'right types', html: '<form><input type="email" name="email"><input type="tel" name="phone"><input name="first_name"></form>', expect: 'pass' },
  { name: 'email as text', html: '<form><input type="text" name="user_email"></form>', expect: 'fail', finding: /name="user_email".*type="email"/ },
  { name: 'phone by id', html: '<form><input id="phoneNumber"></form>', expect: 'fail', finding: /phone number/ },
  { name: 'autocomplete url', html: '<form><input name="site" autocomplete="url"></form>', expect: 'fail', finding: /type="url"/ },
  { name: 'no text inputs', html: '<form><input type="checkbox" name="email_optin"></form>', expect: 'not-applicable' },
]);
