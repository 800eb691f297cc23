import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './no-implied-eval.ts';

export default ruleFixtures(rule, [
  { name: 'function arguments', html: '<script>setTimeout(() => go(), 10); window.setInterval(tick, 1000);</script>', expect: 'pass' },
  { name: 'string argument', html: '<script>setTimeout("rotate()", 5000);</script>', expect: 'fail', finding: /setTimeout\(\) with a code string/ },
  { name: 'concatenated string on window', html: '<script>window.setInterval("show(" + i + ")", 100);</script>', expect: 'fail', finding: /setInterval/ },
  { name: 'no scripts', html: '<p>x</p>', expect: 'not-applicable' },
]);
