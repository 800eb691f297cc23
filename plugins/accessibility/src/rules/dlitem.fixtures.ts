import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './dlitem.ts';

export default ruleFixtures(rule, [
  { name: 'inside dl and dl > div', html: '<dl><dt>A</dt><div><dd>B</dd></div></dl>', expect: 'pass' },
  { name: 'dd outside dl', html: '<div><dt>Price</dt><dd>10 €</dd></div>', expect: 'fail', finding: /Price/ },
  { name: 'inside a dl turned into a navigation', html: '<dl role="navigation"><dt>Menu</dt><dd><a href="/">Home</a></dd></dl>', expect: 'fail', finding: /Menu/ },
  { name: 'inside a div group with a role', html: '<dl><div role="listitem"><dt>Tea</dt><dd>2 €</dd></div></dl>', expect: 'fail', finding: /Tea/ },
  { name: 'hidden by a style sheet', html: '<style>.x{display:none}</style><div class="x"><dt>Tea</dt></div>', expect: 'not-applicable' },
  { name: 'no dt/dd', html: '<p>Hi</p>', expect: 'not-applicable' },
]);
