import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './aria-tab-name.ts';

export default ruleFixtures(rule, [
  { name: 'tabs named by their text', html: '<div role="tablist"><div role="tab" aria-selected="true">Details</div><div role="tab">Reviews</div></div>', expect: 'pass' },
  { name: 'icon tab with aria-label', html: '<div role="tablist"><span role="tab" aria-label="Settings"><svg aria-hidden="true"></svg></span></div>', expect: 'pass' },
  { name: 'empty tab', html: '<div role="tablist"><div role="tab" id="t2"></div></div>', expect: 'fail', finding: /t2/ },
  { name: 'tab with only a hidden icon', html: '<div role="tablist"><span role="tab" id="t3"><i aria-hidden="true">⚙</i></span></div>', expect: 'fail', finding: /t3/ },
  { name: 'no tabs', html: '<p>Text</p>', expect: 'not-applicable' },
]);
