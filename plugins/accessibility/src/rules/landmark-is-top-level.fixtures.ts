import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './landmark-is-top-level.ts';

export default ruleFixtures(rule, [
  { name: 'top-level landmarks, aside in main', html: '<body><header>Site</header><main><aside>Related</aside></main><footer>©</footer></body>', expect: 'pass' },
  { name: 'main inside navigation', html: '<body><nav><div role="main">Content</div></nav></body>', expect: 'fail', finding: /main landmark .* inside the navigation/ },
  { name: 'banner role inside main', html: '<body><main><div role="banner" class="hero">Hero</div></main></body>', expect: 'fail', finding: /hero/ },
  { name: 'no such landmarks', html: '<body><nav>x</nav></body>', expect: 'not-applicable' },
]);
