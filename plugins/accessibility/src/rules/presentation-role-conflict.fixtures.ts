import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './presentation-role-conflict.ts';

export default ruleFixtures(rule, [
  { name: 'layout table made presentational', html: '<table role="presentation"><tr><td>Layout</td></tr></table>', expect: 'pass' },
  { name: 'focusable presentational element', html: '<button role="presentation" class="cta">Buy</button>', expect: 'fail', finding: /focusable/ },
  { name: 'global aria attribute', html: '<img role="none" src="x.png" alt="" aria-label="Chart">', expect: 'fail', finding: /aria-label/ },
  { name: 'no presentational roles', html: '<p>Hi</p>', expect: 'not-applicable' },
]);
