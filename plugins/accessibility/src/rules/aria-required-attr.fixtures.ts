import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './aria-required-attr.ts';

export default ruleFixtures(rule, [
  { name: 'checkbox with aria-checked, slider with value', html: '<span role="checkbox" aria-checked="false" tabindex="0">Remember me</span><div role="slider" aria-valuenow="3" tabindex="0"></div>', expect: 'pass' },
  { name: 'native switch supplies checked', html: '<input type="checkbox" role="switch" id="s"><label for="s">Wi-Fi</label>', expect: 'pass' },
  { name: 'heading level has a default', html: '<div role="heading">Title</div>', expect: 'not-applicable' },
  { name: 'custom checkbox without state', html: '<div role="checkbox" tabindex="0" class="remember">Remember me</div>', expect: 'fail', finding: /aria-checked/ },
  { name: 'expanded combobox without controls', html: '<input role="combobox" aria-expanded="true">', expect: 'fail', finding: /aria-controls/ },
  { name: 'collapsed combobox', html: '<input role="combobox" aria-expanded="false">', expect: 'pass' },
]);
