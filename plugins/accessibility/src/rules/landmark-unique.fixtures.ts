import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './landmark-unique.ts';

export default ruleFixtures(rule, [
  { name: 'named navigations', html: '<body><nav aria-label="Main"></nav><main>x</main><nav aria-label="Footer"></nav></body>', expect: 'pass' },
  { name: 'two unnamed navigations', html: '<body><nav class="top"></nav><main>x</main><nav class="bottom"></nav></body>', expect: 'fail', finding: /bottom/ },
  { name: 'asides inside articles are not landmarks (HTML-AAM)', html: '<body><main><article><h2>One</h2><aside class="share">Share</aside></article><article><h2>Two</h2><aside class="share">Share</aside></article></main><aside>Related</aside></body>', expect: 'pass' },
  { name: 'two unnamed asides at body level', html: '<body><main>x</main><aside class="ads">Ads</aside><aside class="related">Related</aside></body>', expect: 'fail', finding: /related/ },
  { name: 'a second navigation hidden by a style sheet', html: '<style>.drawer{display:none}</style><body><nav class="top"></nav><main>x</main><nav class="drawer"></nav></body>', expect: 'pass' },
  { name: 'single landmark', html: '<body><main>x</main></body>', expect: 'not-applicable' },
]);
