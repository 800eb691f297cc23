import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './listitem.ts';

export default ruleFixtures(rule, [
  { name: 'li in ul and role=list', html: '<ul><li>A</li></ul><div role="list"><li>B</li></div>', expect: 'pass' },
  { name: 'li in a div', html: '<div class="nav"><li>Home</li></div>', expect: 'fail', finding: /Home/ },
  { name: 'li in a list with another role', html: '<ul role="navigation"><li>Home</li></ul>', expect: 'fail' },
  { name: 'items of a presentational list', html: '<ul role="none" class="menu"><li><a href="/">Home</a></li></ul>', expect: 'pass' },
  { name: 'li in a list turned into a tablist', html: '<ol role="tablist"><li>One</li></ol>', expect: 'fail', finding: /One/ },
  { name: 'li hidden by a style sheet', html: '<style>.stray{display:none}</style><div><li class="stray">Home</li></div>', expect: 'not-applicable' },
  { name: 'no li', html: '<p>Hi</p>', expect: 'not-applicable' },
]);
