import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './image-aspect-ratio.ts';

/** The header of a PNG of this size: the signature and an IHDR chunk, all a size reader needs. */
function png(width: number, height: number): Uint8Array {
  const b = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(b, 0);
  b.writeUInt32BE(13, 8);
  b.write('IHDR', 12, 'ascii');
  b.writeUInt32BE(width, 16);
  b.writeUInt32BE(height, 20);
  b.writeUInt8(8, 24);
  b.writeUInt8(2, 25);
  return b;
}

const photo = { '/photo.png': { bytes: png(640, 480), headers: { 'content-type': 'image/png' } } };

export default ruleFixtures(rule, [
  { name: 'attributes in the natural ratio', html: '<img src="/photo.png" width="320" height="240" alt="">', resources: photo, expect: 'pass' },
  { name: 'within Lighthouse\'s 2 px', html: '<img src="/photo.png" width="321" height="240" alt="">', resources: photo, expect: 'pass' },
  { name: 'square box for a 4:3 image', html: '<img src="/photo.png" width="300" height="300" alt="">', resources: photo, expect: 'fail', finding: /photo\.png is 640 × 480 \(ratio 1\.33\) but is displayed at 300 × 300 \(ratio 1\.00\)/ },
  { name: 'CSS height auto keeps the ratio', html: '<style>img{max-width:100%;height:auto}</style><img src="/photo.png" width="300" height="300" alt="">', resources: photo, expect: 'pass' },
  { name: 'CSS size overrides the attributes', html: '<style>.hero{width:400px;height:100px}</style><img class="hero" src="/photo.png" width="640" height="480" alt="">', resources: photo, expect: 'fail', finding: /displayed at 400 × 100/ },
  { name: 'a plain aspect-ratio with one side auto', html: '<img src="/photo.png" style="width:200px;aspect-ratio:1" alt="">', resources: photo, expect: 'fail', finding: /displayed at 200 × 200/ },
  { name: 'object-fit cover crops instead', html: '<img src="/photo.png" width="300" height="300" style="object-fit:cover" alt="">', resources: photo, expect: 'pass' },
  { name: 'a srcset candidate of the box\'s ratio', html: '<img src="/photo.png" srcset="/square.png 2x" width="300" height="300" alt="">', resources: { ...photo, '/square.png': { bytes: png(600, 600), headers: { 'content-type': 'image/png' } } }, expect: 'pass' },
  { name: 'size that depends on layout', html: '<img src="/photo.png" style="width:50%;height:300px" alt="">', resources: photo, expect: 'needs-review' },
  { name: 'no image bytes in the snapshot', html: '<img src="/photo.png" width="300" height="300" alt="">', expect: 'not-applicable' },
  { name: 'no images', html: '<p>text</p>', expect: 'not-applicable' },
]);
