import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './aria-required-attr.ts';

export default ruleFixtures(rule, [
  { name: 'checkbox with aria-checked, slider with value', html: '<span role="checkbox" aria-checked="false" tabindex="0">Remember me</span><div role="slider" aria-valuenow="3" tabindex="0"></div>', expect: 'pass' },
  { name: 'native switch supplies checked', html: '<input type="checkbox" role="switch" id="s"><label for="s">Wi-Fi</label>', expect: 'pass' },
  { name: 'a heading role needs its level', html: '<div role="heading">Title</div>', expect: 'fail', finding: /aria-level/ },
  { name: 'a heading role with its level', html: '<div role="heading" aria-level="2">Title</div>', expect: 'pass' },
  { name: 'a role the element has natively is not judged', html: '<input type="checkbox" role="checkbox" aria-label="Agree">', expect: 'not-applicable' },
  { name: 'a focusable separator needs a value', html: '<div role="separator" tabindex="0" class="splitter"></div>', expect: 'fail', finding: /aria-valuenow/ },
  { name: 'a static separator needs nothing', html: '<div role="separator"></div>', expect: 'pass' },
  { name: 'options have a default selection state', html: '<ul role="listbox" aria-label="Tags"><li role="option">Red</li></ul>', expect: 'pass' },
  { name: 'a hidden element is not exposed', html: '<div role="checkbox" hidden></div>', expect: 'not-applicable' },
  { name: 'custom checkbox without state', html: '<div role="checkbox" tabindex="0" class="remember">Remember me</div>', expect: 'fail', finding: /aria-checked/ },
  { name: 'expanded combobox without controls', html: '<input role="combobox" aria-expanded="true">', expect: 'fail', finding: /aria-controls/ },
  { name: 'a combobox must say whether it is expanded', html: '<input role="combobox" aria-controls="list"><ul id="list" role="listbox" aria-label="Tags"></ul>', expect: 'fail', finding: /aria-expanded/ },
  { name: 'collapsed combobox', html: '<input role="combobox" aria-expanded="false">', expect: 'pass' },
]);
