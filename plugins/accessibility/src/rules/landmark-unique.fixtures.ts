import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './landmark-unique.ts';

export default ruleFixtures(rule, [
  { name: 'named navigations', html: '<body><nav aria-label="Main"></nav><main>x</main><nav aria-label="Footer"></nav></body>', expect: 'pass' },
  { name: 'two unnamed navigations', html: '<body><nav class="top"></nav><main>x</main><nav class="bottom"></nav></body>', expect: 'fail', finding: /bottom/ },
  { name: 'single landmark', html: '<body><main>x</main></body>', expect: 'not-applicable' },
]);
