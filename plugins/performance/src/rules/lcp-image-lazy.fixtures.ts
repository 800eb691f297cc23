import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './lcp-image-lazy.ts';

export default ruleFixtures(rule, [
  { name: 'eager hero', html: '<header><img src="/logo.svg" width="120" height="40"></header><main><img src="/hero.jpg" width="1200" height="600"><img src="/b.jpg" loading="lazy"></main>', expect: 'pass' },
  { name: 'lazy hero', html: '<header><img src="/logo.svg" width="120" height="40" loading="lazy"></header><main><h1>Shop</h1><img src="/hero.jpg" width="1200" height="600" loading="lazy"></main>', expect: 'fail', finding: 'The likely LCP image /hero.jpg has loading="lazy".' },
  { name: 'contradictory hints', html: '<p>Intro</p><img src="/banner.webp" fetchpriority="high" loading="lazy">', expect: 'fail', finding: /contradict/, findings: 1 },
  { name: 'only small icons', html: '<img src="/icon.png" width="32" height="32"><p>Text</p>', expect: 'not-applicable' },
  // Rendered mode: the browser's LCP element is judged, whatever the markup suggests.
  {
    name: 'rendered: the measured LCP image (a small-looking one without sizes) is lazy',
    html: '<html><head></head><body><main><img src="/hero.jpg" width="1200" height="600"><img src="/promo.jpg" loading="lazy"></main></body></html>',
    rendered: { metrics: { largestContentfulPaint: 3100, largestContentfulPaintElement: 'html>body>main>img:nth-child(2)' } },
    expect: 'fail',
    finding: 'The measured LCP image /promo.jpg has loading="lazy".',
  },
  {
    name: 'rendered: the measured LCP image is eager though a lazy one would be guessed',
    html: '<html><head></head><body><main><img src="/big.jpg" width="1200" height="600" loading="lazy"><img src="/hero.jpg"></main></body></html>',
    rendered: { metrics: { largestContentfulPaint: 1900, largestContentfulPaintElement: 'html>body>main>img:nth-child(2)' } },
    expect: 'pass',
  },
  {
    name: 'rendered: the LCP element is a heading',
    html: '<html><head></head><body><main><h1>Sale</h1><img src="/hero.jpg" width="1200" height="600" loading="lazy"></main></body></html>',
    rendered: { metrics: { largestContentfulPaint: 1500, largestContentfulPaintElement: 'html>body>main>h1' } },
    expect: 'not-applicable',
    finding: /Measured: the LCP element is a <h1>.*see performance\/largest-contentful-paint/,
  },
]);
