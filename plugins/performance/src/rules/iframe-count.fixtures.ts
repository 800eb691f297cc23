import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './iframe-count.ts';

const frames = (n: number) => Array.from({ length: n }, (_, i) => `<iframe src="https://www.youtube.com/embed/v${i}" loading="lazy"></iframe>`).join('');

export default ruleFixtures(rule, [
  { name: 'one video embed', html: frames(1), expect: 'pass', finding: /1 frame \(www\.youtube\.com\)/ },
  { name: 'seven embeds', html: frames(7), expect: 'warn' },
  { name: 'twelve embeds', html: frames(12), expect: 'fail', finding: /12 frames/ },
  { name: 'noscript frames do not count', html: '<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-X"></iframe></noscript>', expect: 'not-applicable' },
]);
