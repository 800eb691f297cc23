import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './request-count.ts';

const imgs = (n: number) => Array.from({ length: n }, (_, i) => `<img src="/p/${i}.jpg" loading="lazy">`).join('');

export default ruleFixtures(rule, [
  { name: 'a few resources', html: '<link rel="stylesheet" href="/a.css"><script src="/a.js"></script><img src="/a.jpg"><img src="/a.jpg">', expect: 'pass', finding: '3 distinct resource URLs (1 script, 1 stylesheet, 1 image).' },
  { name: 'a hundred images', html: imgs(100), expect: 'warn', finding: /100 distinct/ },
  { name: 'two hundred images', html: imgs(200), expect: 'fail' },
]);
