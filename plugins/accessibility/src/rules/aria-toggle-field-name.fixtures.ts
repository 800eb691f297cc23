import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './aria-toggle-field-name.ts';

export default ruleFixtures(rule, [
  { name: 'named checkbox', html: '<span role="checkbox" aria-checked="false" tabindex="0">Subscribe</span>', expect: 'pass' },
  { name: 'unnamed switch', html: '<button role="switch" aria-checked="true"></button><div role="switch" aria-checked="true" class="toggle"></div>', expect: 'fail', finding: /toggle/ },
  { name: 'no toggles', html: '<input type="checkbox" id="a"><label for="a">A</label>', expect: 'not-applicable' },
]);
