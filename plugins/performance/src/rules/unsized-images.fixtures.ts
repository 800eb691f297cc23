import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './unsized-images.ts';

export default ruleFixtures(rule, [
  { name: 'width and height attributes', html: '<img src="a.jpg" width="640" height="480" alt="">', expect: 'pass' },
  { name: 'inline style with aspect-ratio', html: '<img src="a.jpg" style="width:100%; aspect-ratio: 4/3" alt="">', expect: 'pass' },
  { name: 'no dimensions', html: '<img src="/img/hero.jpg" alt="">', expect: 'fail', finding: 'Image /img/hero.jpg has no width or height.' },
  { name: 'only a width', html: '<img src="b.png" width="300" alt=""><img src="c.png" style="height:auto" width="300" alt="">', expect: 'fail', findings: 2, finding: /b\.png has no height/ },
  { name: 'a tracking pixel positioned out of the flow', html: '<img src="https://t.example/px.gif" style="position:absolute;visibility:hidden" alt=""><img src="a.jpg" width="10" height="10" alt="">', expect: 'pass' },
  { name: 'an image positioned by a style sheet, or inside a hidden block', html: '<style>.px{position:fixed;left:-9999px}.off{display:none}</style><img class="px" src="px.gif" alt=""><div class="off"><img src="b.jpg" alt=""></div><img src="c.jpg" alt="">', expect: 'fail', findings: 1, finding: /c\.jpg has no width or height/ },
  { name: 'sizes from a style sheet', html: '<style>.hero img{width:100%;aspect-ratio:16/9}.thumb{width:120px;height:80px}</style><div class="hero"><img src="h.jpg" alt=""></div><img class="thumb" src="t.jpg" alt="">', expect: 'pass' },
  { name: 'a style sheet that sets only a width', html: '<style>img{width:100%;height:auto}</style><img src="w.jpg" alt="">', expect: 'fail', finding: /w\.jpg has no height/ },
  { name: 'a linked sheet the snapshot lacks may size the image', html: '<link rel="stylesheet" href="/site.css"><img src="/img/hero.jpg" alt="">', expect: 'needs-review', finding: /style sheets missing from the snapshot/ },
  { name: 'a sized image beside one a missing sheet may size', html: '<link rel="stylesheet" href="/site.css"><img src="/a.jpg" width="40" height="40" alt=""><img src="/img/hero.jpg" alt="">', expect: 'needs-review', finding: /1 image is sized; 1 image has no width and height/ },
  { name: 'with the sheet fetched, its sizes decide', html: '<link rel="stylesheet" href="/site.css"><img src="/img/hero.jpg" alt="">', resources: { '/site.css': { headers: { 'content-type': 'text/css' }, body: 'p { margin: 0 }' } }, expect: 'fail', finding: /hero\.jpg has no width or height/ },
  { name: 'no images', html: '<p>Text</p>', expect: 'not-applicable' },
  { name: 'rendered: the layout shifts are measured', html: '<html><head></head><body><img src="/img/hero.jpg" alt=""></body></html>', rendered: { metrics: { cumulativeLayoutShift: 0.3 } }, expect: 'not-applicable', finding: 'Measured: see performance/cumulative-layout-shift.', findings: 1 },
]);
