import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './aria-valid-attr-value.ts';

export default ruleFixtures(rule, [
  {
    name: 'valid values',
    html: '<button aria-expanded="false" aria-haspopup="menu" aria-controls="m">Menu</button><ul id="m" aria-live="polite" aria-relevant="additions text"></ul><h2 id="t">Title</h2><section aria-labelledby="t"></section><a href="/" aria-current="page">Home</a>',
    expect: 'pass',
  },
  { name: 'yes instead of true', html: '<button aria-pressed="yes">Bold</button>', expect: 'fail', finding: /aria-pressed="yes"/ },
  { name: 'bad token', html: '<div aria-live="loud"></div>', expect: 'fail', finding: /aria-live/ },
  { name: 'labelledby points nowhere', html: '<input aria-labelledby="name-label">', expect: 'fail', finding: /name-label/ },
  { name: 'owns points nowhere', html: '<div role="listbox" aria-owns="opt-1" aria-label="Fruit"></div>', expect: 'warn', finding: /added by script/ },
  { name: 'collapsed control with a popup not rendered yet', html: '<button aria-controls="menu-1" aria-expanded="false">Menu</button>', expect: 'pass' },
  { name: 'not an integer', html: '<div role="heading" aria-level="two">Hi</div>', expect: 'fail', finding: /integer/ },
  { name: 'no aria attributes', html: '<p>Hi</p>', expect: 'not-applicable' },
]);
