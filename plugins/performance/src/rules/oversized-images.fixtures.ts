import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './oversized-images.ts';

const img = (n: number, type = 'image/jpeg') => ({ body: 'x'.repeat(n), headers: { 'content-type': type } });

export default ruleFixtures(rule, [
  { name: 'small images', html: '<img src="/a.jpg">', resources: { '/a.jpg': img(80 * 1024) }, expect: 'pass' },
  { name: 'a 400 KiB photo', html: '<img src="/b.jpg">', resources: { '/b.jpg': img(400 * 1024) }, expect: 'warn', finding: 'Image https://example.com/b.jpg is 400.0 KiB (image/jpeg).' },
  { name: 'a 3 MiB PNG', html: '<img src="/c.png">', resources: { '/c.png': img(3 * 1024 * 1024, 'image/png') }, expect: 'fail', finding: /3\.00 MiB/ },
  { name: 'no images fetched', html: '<img src="/a.jpg">', expect: 'not-applicable' },
]);
