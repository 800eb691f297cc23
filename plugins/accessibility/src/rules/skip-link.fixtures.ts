import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './skip-link.ts';

export default ruleFixtures(rule, [
  { name: 'target exists', html: '<a href="#main">Skip to content</a><main id="main">x</main><a href="#legacy">Old</a><a name="legacy"></a>', expect: 'pass' },
  { name: 'missing target', html: '<a href="#content" class="skip">Skip to content</a><main id="main">x</main>', expect: 'fail', finding: /#content/ },
  { name: 'routes and top are ignored', html: '<a href="#/cart">Cart</a><a href="#top">Top</a><a href="#">Menu</a>', expect: 'not-applicable' },
]);
