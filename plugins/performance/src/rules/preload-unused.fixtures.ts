import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './preload-unused.ts';

export default ruleFixtures(rule, [
  { name: 'preloaded hero used by img', html: '<link rel="preload" as="image" href="/hero.jpg"><img src="/hero.jpg" alt="">', expect: 'pass' },
  { name: 'preload-then-apply stylesheet pattern', html: `<link rel="preload" as="style" href="/late.css" onload="this.rel='stylesheet'">`, expect: 'pass' },
  { name: 'font used by inline @font-face', html: '<link rel="preload" as="font" href="/f/inter.woff2" crossorigin><style>@font-face{font-family:Inter;src:url(/f/inter.woff2) format("woff2")}</style>', expect: 'pass' },
  { name: 'preloaded image not used', html: '<link rel="preload" as="image" href="/old-banner.jpg"><img src="/new-banner.jpg" alt="">', expect: 'warn', finding: /old-banner\.jpg is preloaded but nothing/ },
  { name: 'query string mismatch', html: '<link rel="preload" as="style" href="/main.css?v=1"><link rel="stylesheet" href="/main.css?v=2">', expect: 'warn', finding: /main\.css\?v=1/ },
  { name: 'script preloads are not judged', html: '<link rel="preload" as="script" href="/chunk.js">', expect: 'not-applicable' },
]);
