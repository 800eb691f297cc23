import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './landmark-no-duplicate-contentinfo.ts';

export default ruleFixtures(rule, [
  { name: 'one footer', html: '<body><main><section><footer>Section footer</footer></section></main><footer>© Acme</footer></body>', expect: 'pass' },
  { name: 'two footers', html: '<body><footer class="links">Links</footer><footer class="legal">© Acme</footer></body>', expect: 'fail', finding: /legal/ },
  { name: 'no footer', html: '<body><main>Hi</main></body>', expect: 'not-applicable' },
]);
