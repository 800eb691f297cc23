import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './listitem.ts';

export default ruleFixtures(rule, [
  { name: 'li in ul and role=list', html: '<ul><li>A</li></ul><div role="list"><li>B</li></div>', expect: 'pass' },
  { name: 'li in a div', html: '<div class="nav"><li>Home</li></div>', expect: 'fail', finding: /Home/ },
  { name: 'li in a list with another role', html: '<ul role="navigation"><li>Home</li></ul>', expect: 'fail' },
  { name: 'no li', html: '<p>Hi</p>', expect: 'not-applicable' },
]);
