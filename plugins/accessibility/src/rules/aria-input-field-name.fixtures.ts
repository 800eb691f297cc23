import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './aria-input-field-name.ts';

export default ruleFixtures(rule, [
  { name: 'labelled combobox', html: '<span id="l">Country</span><div role="combobox" aria-labelledby="l" aria-expanded="false"></div>', expect: 'pass' },
  { name: 'textbox is not named by its content', html: '<div role="textbox" contenteditable="true" class="editor">Type here</div>', expect: 'fail', finding: /editor/ },
  { name: 'no custom fields', html: '<input aria-label="Name">', expect: 'not-applicable' },
]);
