import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './landmark-one-main.ts';

export default ruleFixtures(rule, [
  { name: 'main element', html: '<body><header>Logo</header><main><h1>Shop</h1></main></body>', expect: 'pass' },
  { name: 'role=main', html: '<div role="main"><h1>Shop</h1></div>', expect: 'pass' },
  { name: 'no main', html: '<body><div id="content"><h1>Shop</h1></div></body>', expect: 'fail', finding: /No <main>/ },
  { name: 'empty page', html: '<body></body>', expect: 'not-applicable' },
]);
