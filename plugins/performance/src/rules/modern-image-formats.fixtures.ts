import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './modern-image-formats.ts';

export default ruleFixtures(rule, [
  { name: 'webp and avif images', html: '<img src="/a.webp" alt=""><img src="/b.avif" alt="">', expect: 'pass' },
  { name: 'picture with an avif source', html: '<picture><source type="image/avif" srcset="/hero.avif"><img src="/hero.jpg" alt=""></picture>', expect: 'pass' },
  { name: 'a jpeg by extension', html: '<img src="/photos/beach.jpg" alt="">', expect: 'fail', finding: /beach\.jpg \(\.jpg by its file name\)/ },
  { name: 'a png by content type', html: '<img src="/chart" alt="">', resources: { '/chart': { body: 'x'.repeat(40000), headers: { 'content-type': 'image/png' } } }, expect: 'fail', finding: /served as image\/png/ },
  { name: 'a small fetched png is skipped', html: '<img src="/dot.png" alt="">', resources: { '/dot.png': { body: 'x'.repeat(2000), headers: { 'content-type': 'image/png' } } }, expect: 'not-applicable' },
  { name: 'a negotiating image CDN', html: '<img src="https://res.cloudinary.com/demo/image/upload/f_auto/sample.jpg" alt="">', expect: 'not-applicable' },
  { name: 'no images', html: '<p>Text</p>', expect: 'not-applicable' },
]);
