import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './responsive-images.ts';

export default ruleFixtures(rule, [
  { name: 'srcset with sizes', html: '<img src="/h-800.jpg" srcset="/h-480.jpg 480w, /h-800.jpg 800w, /h-1600.jpg 1600w" sizes="(min-width: 60em) 50vw, 100vw" width="1600" height="900" alt="">', expect: 'pass' },
  { name: 'picture with sources', html: '<picture><source srcset="/h.avif 1x, /h@2x.avif 2x" type="image/avif"><img src="/h.jpg" width="1600" height="900" alt=""></picture>', expect: 'not-applicable' },
  { name: 'a wide image without srcset', html: '<img src="/banner.jpg" width="1920" height="600" alt="">', expect: 'warn', finding: /banner\.jpg \(declared 1920 px wide\)/ },
  { name: 'a heavy fetched image', html: '<img src="/photo.jpg" alt="">', resources: { '/photo.jpg': { body: 'x'.repeat(200 * 1024), headers: { 'content-type': 'image/jpeg' } } }, expect: 'warn', finding: /200\.0 KiB/ },
  { name: 'a light image with many more pixels than a phone shows', html: '<img src="/map.png" alt="">', resources: { '/map.png': { headers: { 'content-type': 'image/png' }, size: 60 * 1024, image: { type: 'png', width: 2400, height: 1600 } } }, expect: 'warn', finding: /2400 px wide where a phone shows at most 721/ },
  { name: 'a light image a phone can show whole', html: '<img src="/card.png" alt="">', resources: { '/card.png': { headers: { 'content-type': 'image/png' }, size: 30 * 1024, image: { type: 'png', width: 700, height: 400 } } }, expect: 'not-applicable' },
  { name: 'w descriptors without sizes', html: '<img src="/t.jpg" srcset="/t-200.jpg 200w, /t-2000.jpg 2000w" alt="">', expect: 'fail', finding: /no sizes attribute/ },
  { name: 'small icons only', html: '<img src="/icon.png" width="48" height="48" alt=""><img src="/logo.svg" width="900" alt="">', expect: 'not-applicable' },
]);
