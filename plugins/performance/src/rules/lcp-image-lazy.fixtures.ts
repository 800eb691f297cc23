import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './lcp-image-lazy.ts';

export default ruleFixtures(rule, [
  { name: 'eager hero', html: '<header><img src="/logo.svg" width="120" height="40"></header><main><img src="/hero.jpg" width="1200" height="600"><img src="/b.jpg" loading="lazy"></main>', expect: 'pass' },
  { name: 'lazy hero', html: '<header><img src="/logo.svg" width="120" height="40" loading="lazy"></header><main><h1>Shop</h1><img src="/hero.jpg" width="1200" height="600" loading="lazy"></main>', expect: 'fail', finding: 'The likely LCP image /hero.jpg has loading="lazy".' },
  { name: 'contradictory hints', html: '<p>Intro</p><img src="/banner.webp" fetchpriority="high" loading="lazy">', expect: 'fail', finding: /contradict/, findings: 1 },
  { name: 'only small icons', html: '<img src="/icon.png" width="32" height="32"><p>Text</p>', expect: 'not-applicable' },
]);
