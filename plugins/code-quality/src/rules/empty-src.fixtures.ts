import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './empty-src.ts';

export default ruleFixtures(rule, [
  { name: 'real urls and an empty link href', html: '<img src="a.png" alt=""><script src="/a.js"></script><a href="">Reload</a><img data-src="b.png" alt="">', expect: 'pass' },
  { name: 'empty image src', html: '<img src="" data-src="hero.jpg" alt="Hero">', expect: 'fail', finding: /has an empty src/ },
  { name: 'empty stylesheet href', html: '<link rel="stylesheet" href=" ">', expect: 'fail', finding: /<link rel="stylesheet" href=" "> has an empty href/ },
  { name: 'empty iframe src', html: '<iframe src=""></iframe>', expect: 'fail' },
]);
