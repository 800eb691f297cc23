import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './adblock-detection.ts';

export default ruleFixtures(rule, [
  { name: 'ads without detection', html: '<script async src="https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js"></script>', expect: 'pass' },
  { name: 'BlockAdBlock library', html: '<script src="/js/blockadblock.js"></script>', expect: 'warn', finding: /blockadblock\.js/ },
  { name: 'inline bait check', html: '<script>window.canRunAds = false;</script><script src="/ads.js"></script><script>if (window.canRunAds === false) showNag();</script>', expect: 'warn', finding: /tests canRunAds/ },
  { name: 'Blockthrough', html: '<script async src="https://btloader.com/tag?o=5184339635601408&upapi=true"></script>', expect: 'warn', finding: /Blockthrough/ },
]);
