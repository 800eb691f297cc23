import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './modern-image-formats.ts';

const jpeg = (size: number, width: number, height: number) => ({ headers: { 'content-type': 'image/jpeg' }, size, image: { type: 'jpg', width, height } });

export default ruleFixtures(rule, [
  { name: 'fetched webp and avif images', html: '<img src="/a.webp" alt=""><img src="/b.avif" alt="">', resources: { '/a.webp': { headers: { 'content-type': 'image/webp' }, size: 90000, image: { type: 'webp', width: 1200, height: 800 } }, '/b.avif': { headers: { 'content-type': 'image/avif' }, size: 60000, image: { type: 'avif', width: 1200, height: 800 } } }, expect: 'pass' },
  { name: 'picture with an avif source', html: '<picture><source type="image/avif" srcset="/hero.avif"><img src="/hero.jpg" alt=""></picture>', expect: 'pass' },
  { name: 'a large photo: its AVIF estimate from the pixel size is far smaller', html: '<img src="/photos/beach.jpg" alt="">', resources: { '/photos/beach.jpg': jpeg(480_000, 1600, 1067) }, expect: 'fail', finding: /beach\.jpg \(jpg, 468\.8 KiB, 1600×1067\) has no WebP or AVIF version; AVIF would save about 190\.9 KiB/ },
  { name: 'a well-compressed jpeg that AVIF would barely shrink', html: '<img src="/thumb.jpg" alt="">', resources: { '/thumb.jpg': jpeg(30_000, 400, 400) }, expect: 'pass' },
  { name: 'the bytes decide over the Content-Type', html: '<img src="/x" alt="">', resources: { '/x': { headers: { 'content-type': 'image/jpeg' }, size: 200_000, image: { type: 'webp', width: 1200, height: 800 } } }, expect: 'pass' },
  { name: 'a png by content type without its pixel size', html: '<img src="/chart" alt="">', resources: { '/chart': { body: 'x'.repeat(40000), headers: { 'content-type': 'image/png' } } }, expect: 'fail', finding: /served|image\/png, 39\.1 KiB\)/ },
  { name: 'a small fetched png is not worth converting', html: '<img src="/dot.png" alt="">', resources: { '/dot.png': { body: 'x'.repeat(2000), headers: { 'content-type': 'image/png' } } }, expect: 'pass' },
  { name: 'a jpeg known only by its name cannot be weighed', html: '<img src="/photos/beach.jpg" alt="">', expect: 'needs-review', finding: /by its file name/ },
  { name: 'a negotiating image CDN', html: '<img src="https://res.cloudinary.com/demo/image/upload/f_auto/sample.jpg" alt="">', expect: 'not-applicable' },
  { name: 'no images', html: '<p>Text</p>', expect: 'not-applicable' },
]);
