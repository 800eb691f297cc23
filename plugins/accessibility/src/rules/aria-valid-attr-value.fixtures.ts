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
  { name: 'labelledby points nowhere: left for review', html: '<input aria-labelledby="name-label">', expect: 'warn', finding: /name-label/ },
  { name: 'owns points nowhere', html: '<div role="listbox" aria-owns="opt-1" aria-label="Fruit"></div>', expect: 'warn', finding: /added by script/ },
  { name: 'collapsed control with a popup not rendered yet', html: '<button aria-controls="menu-1" aria-expanded="false">Menu</button>', expect: 'pass' },
  { name: 'not an integer', html: '<div role="heading" aria-level="two">Hi</div>', expect: 'fail', finding: /integer/ },
  { name: 'a level of 0', html: '<div role="heading" aria-level="0">Hi</div>', expect: 'fail', finding: /must be 1 or more/ },
  { name: 'a heading level beyond 6', html: '<div role="heading" aria-level="7">Fine print</div>', expect: 'warn', finding: /up to 6/ },
  { name: 'deep tree items and signed integers are fine', html: '<ul role="tree" aria-label="Files"><li role="treeitem" aria-level="9" aria-setsize="-1" aria-posinset="+2" aria-selected="false">a.txt</li></ul>', expect: 'pass' },
  { name: 'a hexadecimal number', html: '<div role="slider" aria-valuenow="0x10" aria-label="Volume"></div>', expect: 'fail', finding: /must be a number/ },
  { name: 'an error message that does not exist yet, on a valid field', html: '<input aria-errormessage="err" aria-label="Age">', expect: 'pass' },
  { name: 'an invalid field whose error message is hidden', html: '<input aria-invalid="true" aria-errormessage="err" aria-label="Age"><p id="err" hidden>Enter a number</p>', expect: 'fail', finding: /is hidden/ },
  { name: 'several details (WAI-ARIA 1.3)', html: '<img src="c.png" alt="Chart" aria-details="d1 d2"><p id="d1">A</p><p id="d2">B</p>', expect: 'pass' },
  { name: 'a hidden element is not judged', html: '<style>.menu{display:none}</style><div class="menu" aria-live="loud"></div><p>x</p>', expect: 'not-applicable' },
  { name: 'an unselected tab whose panel is not rendered', html: '<div role="tab" aria-selected="false" aria-controls="panel-2">Two</div>', expect: 'pass' },
  { name: 'no aria attributes', html: '<p>Hi</p>', expect: 'not-applicable' },
]);
