import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './no-eval.ts';

export default ruleFixtures(rule, [
  { name: 'no eval', html: '<script>const data = JSON.parse(text); var g = Function("return this")(); obj.eval(1);</script>', expect: 'pass' },
  { name: 'eval call', html: '<script>var cfg = eval("(" + json + ")");</script>', expect: 'fail', finding: /eval\(\) in inline/ },
  { name: 'function constructor', html: '<script>var f = new Function("a", "return a * 2");</script>', expect: 'fail', finding: /new Function\(\)/ },
  { name: 'no scripts', html: '<p>x</p>', expect: 'not-applicable' },
]);
