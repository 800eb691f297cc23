import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './total-byte-weight.ts';

const img = (n: number) => ({ body: 'x'.repeat(n), headers: { 'content-type': 'image/jpeg' } });

export default ruleFixtures(rule, [
  { name: 'a light page with everything fetched', html: '<img src="/a.jpg">', resources: { '/a.jpg': img(300 * 1024) }, expect: 'pass', finding: /image 300\.0 KiB/ },
  { name: 'a text-only page', html: '<p>Hello</p>', expect: 'pass' },
  { name: 'three megabytes', html: '<img src="/a.jpg">', resources: { '/a.jpg': img(3 * 1024 * 1024) }, expect: 'warn' },
  { name: 'six megabytes', html: '<img src="/a.jpg"><img src="/b.jpg">', resources: { '/a.jpg': img(3 * 1024 * 1024), '/b.jpg': img(3 * 1024 * 1024) }, expect: 'fail', finding: /over 3 responses/ },
  { name: 'bare file', bare: true, html: '<p>x</p>', expect: 'not-applicable' },
  { name: 'images not fetched', html: '<img src="/a.jpg"><img src="/b.jpg">', expect: 'needs-review', finding: /2 referenced resources are not in the snapshot/ },
]);
