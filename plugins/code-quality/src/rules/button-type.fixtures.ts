import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './button-type.ts';

export default ruleFixtures(rule, [
  { name: 'typed buttons', html: '<form><input name="q"><button type="button">Clear</button><button type="submit">Search</button></form><button>Menu</button>', expect: 'pass' },
  { name: 'untyped helper button', html: '<form><input type="password"><button class="toggle">Show password</button><button type="submit">Log in</button></form>', expect: 'warn', finding: /"Show password" has no type/ },
  { name: 'no form buttons', html: '<button>Menu</button>', expect: 'not-applicable' },
]);
