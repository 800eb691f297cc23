import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './preload-font-crossorigin.ts';

export default ruleFixtures(rule, [
  { name: 'font preload with crossorigin', html: '<link rel="preload" href="/inter.woff2" as="font" type="font/woff2" crossorigin>', expect: 'pass' },
  { name: 'font preload without crossorigin', html: '<link rel="preload" href="/inter.woff2" as="font" type="font/woff2">', expect: 'fail', finding: 'The font preload of /inter.woff2 has no crossorigin attribute.' },
  { name: 'fetch preload without crossorigin', html: '<link rel="preload" href="/api/menu.json" as="fetch">', expect: 'fail', finding: /fetch preload/ },
  { name: 'only script preloads', html: '<link rel="preload" href="/a.js" as="script">', expect: 'not-applicable' },
]);
