import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './login-autocomplete.ts';

export default ruleFixtures(rule, [
  { name: 'tokens', html: '<form><input name="u" autocomplete="username"><input type="password" name="p" autocomplete="current-password"><button>Sign in</button></form>', expect: 'pass' },
  { name: 'off on form', html: '<form autocomplete="off"><input name="u" autocomplete="username"><input type="password" name="p"></form>', expect: 'fail', finding: /from its form/ },
  { name: 'off on field', html: '<form><input type="password" name="p" autocomplete="off"></form>', expect: 'fail' },
  { name: 'no tokens', html: '<form><input name="login"><input type="password" name="pw"></form>', expect: 'warn', finding: /autocomplete="username"/ },
  { name: 'no password', html: '<form><input name="q"></form>', expect: 'not-applicable' },
]);
