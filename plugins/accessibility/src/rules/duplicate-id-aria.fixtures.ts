import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './duplicate-id-aria.ts';

export default ruleFixtures(rule, [
  { name: 'unique referenced ids', html: '<label for="e">Email</label><input id="e"><p id="hint">We never share it</p><input aria-describedby="hint" aria-label="x">', expect: 'pass' },
  { name: 'duplicated label target', html: '<label for="q">Search</label><input id="q"><input id="q" name="q2" aria-label="Search again">', expect: 'fail', finding: /id "q"/ },
  { name: 'duplicate ids nobody references', html: '<div id="a"></div><div id="a"></div>', expect: 'not-applicable' },
]);
