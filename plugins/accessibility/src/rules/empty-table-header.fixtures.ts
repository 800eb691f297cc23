import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './empty-table-header.ts';

export default ruleFixtures(rule, [
  { name: 'headers with text', html: '<table><tr><th>Plan</th><th><abbr title="Price per month">€/mo</abbr></th></tr></table>', expect: 'pass' },
  { name: 'empty corner header', html: '<table><tr><th class="corner"></th><th>Q1</th></tr><tr><th>Sales</th><td>1</td></tr></table>', expect: 'fail', finding: /corner/ },
  { name: 'no th', html: '<table><tr><td>1</td></tr></table>', expect: 'not-applicable' },
]);
