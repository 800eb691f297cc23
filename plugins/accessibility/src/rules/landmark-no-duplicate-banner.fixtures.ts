import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './landmark-no-duplicate-banner.ts';

export default ruleFixtures(rule, [
  { name: 'one banner, article headers do not count', html: '<body><header>Site</header><main><article><header>Post</header></article></main></body>', expect: 'pass' },
  { name: 'two banners', html: '<body><header>Site</header><div role="banner" class="promo">Sale</div></body>', expect: 'fail', finding: /promo/ },
  { name: 'no banner', html: '<body><main>Hi</main></body>', expect: 'not-applicable' },
]);
