import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './aria-tooltip-name.ts';

export default ruleFixtures(rule, [
  { name: 'tooltip with text', html: '<div role="tooltip" id="tip">Your password needs 12 characters</div>', expect: 'pass' },
  { name: 'empty tooltip', html: '<div role="tooltip" id="tip2"></div>', expect: 'fail', finding: /tip2/ },
  { name: 'no tooltips', html: '<p title="x">Hi</p>', expect: 'not-applicable' },
]);
