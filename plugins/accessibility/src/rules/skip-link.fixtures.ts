import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './skip-link.ts';

export default ruleFixtures(rule, [
  { name: 'target exists', html: '<a href="#main">Skip to content</a><nav><a href="/">Home</a></nav><main id="main">x</main>', expect: 'pass' },
  { name: 'named anchor target', html: '<a href="#legacy">Skip to content</a><a href="/">Home</a><a name="legacy"></a><p>x</p>', expect: 'pass' },
  { name: 'the page\'s own URL plus a fragment', url: 'https://example.com/guide', html: '<a href="/guide#main">Skip to content</a><a href="/guide">Guide</a><main id="main">x</main>', expect: 'pass' },
  { name: 'missing target', html: '<a href="#content" class="skip">Skip to content</a><nav><a href="/">Home</a></nav><main id="main">x</main>', expect: 'fail', finding: /#content/ },
  { name: 'hidden target', html: '<a href="#content">Skip to content</a><nav><a href="/">Home</a></nav><div id="content" hidden>x</div><main>x</main>', expect: 'fail', finding: /which is hidden/ },
  {
    name: 'links after the navigation are not skip links',
    html: '<nav><a href="/">Home</a></nav><main><a href="#sizes">Sizes</a><a href="#care">Care</a><h2 id="sizes">Sizes</h2></main>',
    expect: 'not-applicable',
  },
  { name: 'no link away from the page', html: '<a href="#faq">FAQ</a><h2 id="faq">FAQ</h2>', expect: 'not-applicable' },
  { name: 'routes and top are ignored', html: '<a href="#/cart">Cart</a><a href="#top">Top</a><a href="#">Menu</a><a href="/">Home</a>', expect: 'not-applicable' },
]);
