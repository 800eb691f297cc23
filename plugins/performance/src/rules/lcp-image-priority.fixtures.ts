import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './lcp-image-priority.ts';

export default ruleFixtures(rule, [
  { name: 'fetchpriority high', html: '<main><img src="/hero.jpg" fetchpriority="high" width="1200" height="600"></main>', expect: 'pass' },
  { name: 'preloaded', html: '<head><link rel="preload" as="image" href="/hero.jpg"></head><main><img src="/hero.jpg" width="1200" height="600"></main>', expect: 'pass', finding: /preloaded/ },
  { name: 'no hint', html: '<main><h1>Title</h1><img src="/hero.jpg" width="1200" height="600"></main>', expect: 'warn', finding: /\/hero\.jpg has no fetchpriority/ },
  { name: 'a hero known large by its fetched bytes', html: '<main><h1>Title</h1><img src="/hero.jpg"></main>', resources: { '/hero.jpg': { headers: { 'content-type': 'image/jpeg' }, size: 200_000, image: { type: 'jpg', width: 1600, height: 900 } } }, expect: 'warn', finding: /\/hero\.jpg has no fetchpriority/ },
  { name: 'a first image of unknown size is not taken for the main image', html: '<div id="top"><ul><li><a href="/"><img src="/sites-button.gif"></a></li></ul></div><main><h1>Title</h1></main>', expect: 'not-applicable' },
  { name: 'no candidate', html: `<p>${'text '.repeat(400)}</p><img src="/late.jpg">`, expect: 'not-applicable' },
  {
    name: 'rendered: the measured LCP image, of no declared size, has no hint',
    html: '<html><head></head><body><div id="top"><img src="/carousel-1.jpg"></div><main><h1>Title</h1></main></body></html>',
    rendered: { metrics: { largestContentfulPaint: 2900, largestContentfulPaintElement: 'html>body>div>img' } },
    expect: 'warn',
    finding: 'The measured LCP image /carousel-1.jpg has no fetchpriority="high" and is not preloaded.',
  },
  {
    name: 'rendered: the LCP element was not saved with the DOM',
    html: '<html><head></head><body><main><img src="/hero.jpg" width="1200" height="600"></main></body></html>',
    rendered: { metrics: { largestContentfulPaint: 2900, largestContentfulPaintElement: null } },
    expect: 'not-applicable',
    finding: /^Measured: the browser named no LCP element/,
  },
]);
