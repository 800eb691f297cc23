import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './aria-allowed-role.ts';

export default ruleFixtures(rule, [
  { name: 'allowed roles', html: '<ul role="menu"><li role="menuitem">A</li></ul><a href="/" role="button">Go</a>', expect: 'pass' },
  { name: 'role on textarea', html: '<textarea role="button" name="msg"></textarea>', expect: 'fail', finding: /textarea/ },
  { name: 'decorative image given a role', html: '<img src="line.png" alt="" role="img">', expect: 'fail', finding: /line\.png/ },
  { name: 'redundant role', html: '<nav role="navigation"><a href="/">Home</a></nav>', expect: 'warn', finding: /repeats its implicit role/ },
  { name: 'roles ARIA in HTML allows', html: '<h2 role="tab">Prices</h2><img src="go.png" alt="Go" role="button"><ul role="tablist"><li role="tab">One</li></ul><div role="button">Div</div><article><header role="banner">Site</header></article><input type="checkbox" role="switch" aria-label="Dark mode">', expect: 'pass' },
  { name: 'a heading turned into a button', html: '<h2 role="button">Open menu</h2>', expect: 'fail', finding: /role="button" is not allowed on <h2/ },
  { name: 'a link turned into a heading', html: '<a href="/news" role="heading" aria-level="2">News</a>', expect: 'fail', finding: /heading/ },
  { name: 'an image without alt text given a control role', html: '<img src="icon.png" role="button">', expect: 'fail', finding: /icon\.png/ },
  { name: 'a DPUB back link on an element that is not a link', html: '<span role="doc-backlink">Back</span>', expect: 'fail', finding: /refines the link role/ },
  { name: 'a DPUB back link on a link', html: '<a href="#ref1" role="doc-backlink">Back</a>', expect: 'pass' },
  { name: 'a role on a hidden element is left for review', html: '<h2 role="button" hidden>Open menu</h2>', expect: 'warn', finding: /Needs review/ },
  { name: 'a role on an element hidden by a style sheet is left for review', html: '<style>.later{display:none}</style><h2 class="later" role="button">Open menu</h2>', expect: 'warn' },
  { name: 'custom elements are not judged', html: '<my-toggle role="switch" aria-checked="false">Dark mode</my-toggle>', expect: 'not-applicable' },
  { name: 'no roles', html: '<p>Hi</p>', expect: 'not-applicable' },
]);
