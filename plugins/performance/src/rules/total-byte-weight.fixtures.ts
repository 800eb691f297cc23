import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './total-byte-weight.ts';

const img = (n: number) => ({ body: 'x'.repeat(n), headers: { 'content-type': 'image/jpeg' } });

export default ruleFixtures(rule, [
  { name: 'a light page with everything fetched', html: '<img src="/a.jpg">', resources: { '/a.jpg': img(300 * 1024) }, expect: 'pass', finding: /image 300\.0 KiB/ },
  { name: 'a text-only page', html: '<p>Hello</p>', expect: 'pass' },
  { name: 'three megabytes', html: '<img src="/a.jpg">', resources: { '/a.jpg': img(3 * 1024 * 1024) }, expect: 'warn' },
  { name: 'six megabytes', html: '<img src="/a.jpg"><img src="/b.jpg">', resources: { '/a.jpg': img(3 * 1024 * 1024), '/b.jpg': img(3 * 1024 * 1024) }, expect: 'fail', finding: /over 3 responses/ },
  { name: 'bare file', bare: true, html: '<p>x</p>', expect: 'not-applicable' },
  {
    name: 'rendered: the browser\'s requests by kind and party, a lazy image it never loaded not awaited',
    html: '<img src="/a.jpg"><img src="/later.jpg" loading="lazy"><script src="https://cdn.other.example/t.js"></script>',
    resources: { '/a.jpg': img(200 * 1024), 'https://cdn.other.example/t.js': { body: 'x'.repeat(100 * 1024), headers: { 'content-type': 'text/javascript' } } },
    rendered: {},
    expect: 'pass',
    finding: /transferred by the browser over 3 responses \(image 200\.0 KiB, script 100\.0 KiB, document [\d.]+ (B|KiB)\); 100\.0 KiB of it from other sites/,
  },
  { name: 'rendered: three megabytes of video', html: '<video src="/v.mp4" autoplay muted></video>', resources: { '/v.mp4': { body: 'x'.repeat(3 * 1024 * 1024), headers: { 'content-type': 'video/mp4' } } }, rendered: {}, expect: 'warn', finding: /media 3\.00 MiB/ },
  { name: 'images not fetched', html: '<img src="/a.jpg"><img src="/b.jpg">', expect: 'needs-review', finding: /2 referenced resources are not in the snapshot/ },
]);
