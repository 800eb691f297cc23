import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './landmark-no-duplicate-main.ts';

export default ruleFixtures(rule, [
  { name: 'one main, a hidden one ignored', html: '<body><main>Page</main><main hidden>Other view</main></body>', expect: 'pass' },
  { name: 'two mains', html: '<body><main>Page</main><div role="main" id="second">More</div></body>', expect: 'fail', finding: /second/ },
  { name: 'no main', html: '<body><p>Hi</p></body>', expect: 'not-applicable' },
]);
