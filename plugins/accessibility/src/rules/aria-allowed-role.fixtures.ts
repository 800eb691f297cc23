import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './aria-allowed-role.ts';

export default ruleFixtures(rule, [
  { name: 'allowed roles', html: '<ul role="menu"><li role="menuitem">A</li></ul><a href="/" role="button">Go</a>', expect: 'pass' },
  { name: 'role on textarea', html: '<textarea role="button" name="msg"></textarea>', expect: 'fail', finding: /textarea/ },
  { name: 'decorative image given a role', html: '<img src="line.png" alt="" role="img">', expect: 'fail', finding: /line\.png/ },
  { name: 'redundant role', html: '<nav role="navigation"><a href="/">Home</a></nav>', expect: 'warn', finding: /repeats its implicit role/ },
  { name: 'no roles', html: '<p>Hi</p>', expect: 'not-applicable' },
]);
