import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './preload-count.ts';

const pre = (n: number) => Array.from({ length: n }, (_, i) => `<link rel="preload" as="image" href="/i${i}.jpg">`).join('');

export default ruleFixtures(rule, [
  { name: 'two preloads and one high-priority image', html: `${pre(2)}<img src="/hero.jpg" fetchpriority="high">`, expect: 'pass' },
  { name: 'ten preloads', html: pre(10), expect: 'warn', finding: /10 resources are preloaded/ },
  { name: 'every image high priority', html: '<img src="/a.jpg" fetchpriority="high"><img src="/b.jpg" fetchpriority="high"><img src="/c.jpg" fetchpriority="high">', expect: 'warn', finding: /3 elements have fetchpriority="high"/ },
  { name: 'no hints', html: '<img src="/a.jpg">', expect: 'not-applicable' },
]);
