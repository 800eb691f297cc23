import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './largest-contentful-paint.ts';

const html = '<html><head><title>t</title></head><body><header>Shop</header><img src="/hero.jpg" alt="Hero" width="800" height="400"></body></html>';
const hero = 'html>body>img:nth-child(2)';

export default ruleFixtures(rule, [
  { name: 'painted at 1.9 s', html, rendered: { metrics: { largestContentfulPaint: 1900, largestContentfulPaintElement: hero } }, expect: 'pass', finding: /LCP 1\.90 s: good.*The LCP element is html>body>img/, findings: 1 },
  { name: 'painted at 3.2 s: the hero image is the finding', html, rendered: { metrics: { largestContentfulPaint: 3200, largestContentfulPaintElement: hero } }, expect: 'warn', finding: /^The LCP element, painted at 3200 ms\.$/, findings: 2 },
  { name: 'painted at 5 s', html, rendered: { metrics: { largestContentfulPaint: 5000, largestContentfulPaintElement: hero } }, expect: 'fail', finding: /LCP 5\.00 s: poor, Lighthouse mobile score 0\.2/ },
  { name: 'the element left the DOM', html, rendered: { metrics: { largestContentfulPaint: 5000, largestContentfulPaintElement: 'html>body>div.gone' } }, expect: 'fail', finding: /html>body>div\.gone; no longer in the DOM/ },
  { name: 'no LCP reported', html, rendered: { metrics: { largestContentfulPaint: null } }, expect: 'error' },
  { name: 'the trace could not be simulated: the reason', html, rendered: { metrics: { largestContentfulPaint: null, simulationError: 'The page\'s trace passed 400000 events and was cut, so its lab figures could not be simulated.' } }, expect: 'error', finding: /trace passed 400000 events/ },
  { name: 'a static snapshot', html, expect: 'not-applicable', finding: /Measured only in rendered mode/ },
]);
