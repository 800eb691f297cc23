import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './preload-as.ts';

export default ruleFixtures(rule, [
  { name: 'valid preloads', html: '<link rel="preload" href="/app.js" as="script"><link rel="preload" href="/f.woff2" as="font" type="font/woff2" crossorigin>', expect: 'pass' },
  { name: 'missing as', html: '<link rel="preload" href="/hero.jpg">', expect: 'fail', finding: 'Preload of /hero.jpg has no as attribute.' },
  { name: 'invalid as', html: '<link rel="preload" href="/main.css" as="stylesheet">', expect: 'fail', finding: /as="stylesheet"/ },
  { name: 'no preloads', html: '<link rel="stylesheet" href="/a.css">', expect: 'not-applicable' },
]);
