import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './form-submit-button.ts';

export default ruleFixtures(rule, [
  { name: 'button', html: '<form><input name="a"><input name="b"><button>Send</button></form>', expect: 'pass' },
  { name: 'input submit', html: '<form><input name="q"><input type="submit" value="Search"></form>', expect: 'pass' },
  { name: 'external submit', html: '<form id="f"><input name="q"><select name="s"><option>a</option></select></form><button form="f">Go</button>', expect: 'pass' },
  { name: 'no submit', html: '<form id="signup"><input name="name"><input name="email"><button type="button">Next</button></form>', expect: 'fail', finding: /#signup has 2 fields/ },
  { name: 'single field', html: '<form action="/search"><input name="q"></form>', expect: 'warn', finding: /action="\/search"/ },
  { name: 'no forms', html: '<p>Hi</p>', expect: 'not-applicable' },
]);
