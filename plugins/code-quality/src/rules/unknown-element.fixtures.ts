import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './unknown-element.ts';

export default ruleFixtures(rule, [
  { name: 'html, custom and svg elements', html: '<main><my-widget></my-widget><search><form></form></search><svg><linearGradient></linearGradient><foo></foo></svg></main>', expect: 'pass' },
  { name: 'misspelt section', html: '<secton><p>x</p></secton>', expect: 'fail', finding: /<secton> is not an HTML element/ },
  { name: 'word residue', html: '<p>x<o:p></o:p></p><p>y<o:p></o:p></p>', expect: 'fail', finding: /<o:p> .*2 occurrences.*namespaced/ },
]);
