import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './paste-blocked.ts';

export default ruleFixtures(rule, [
  { name: 'plain fields', html: '<form><input type="password" name="p"></form>', expect: 'pass' },
  { name: 'onpaste return false', html: '<form><input type="email" name="email_confirm" onpaste="return false"></form>', expect: 'fail', finding: /email_confirm.*cancels paste/ },
  { name: 'script listener', html: '<input id="x"><script>document.getElementById("x").addEventListener("paste", function (e) { e.preventDefault(); });</script>', expect: 'needs-review' },
  { name: 'listener that does not cancel', html: '<input id="x"><script>x.addEventListener("paste", (e) => console.log(e));</script>', expect: 'pass' },
]);
