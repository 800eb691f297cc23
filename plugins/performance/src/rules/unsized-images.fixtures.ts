import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './unsized-images.ts';

export default ruleFixtures(rule, [
  { name: 'width and height attributes', html: '<img src="a.jpg" width="640" height="480" alt="">', expect: 'pass' },
  { name: 'inline style with aspect-ratio', html: '<img src="a.jpg" style="width:100%; aspect-ratio: 4/3" alt="">', expect: 'pass' },
  { name: 'no dimensions', html: '<img src="/img/hero.jpg" alt="">', expect: 'fail', finding: 'Image /img/hero.jpg has no width or height.' },
  { name: 'only a width', html: '<img src="b.png" width="300" alt=""><img src="c.png" style="height:auto" width="300" alt="">', expect: 'fail', findings: 2, finding: /b\.png has no height/ },
  { name: 'no images', html: '<p>Text</p>', expect: 'not-applicable' },
]);
