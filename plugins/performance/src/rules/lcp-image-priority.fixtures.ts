import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './lcp-image-priority.ts';

export default ruleFixtures(rule, [
  { name: 'fetchpriority high', html: '<main><img src="/hero.jpg" fetchpriority="high" width="1200" height="600"></main>', expect: 'pass' },
  { name: 'preloaded', html: '<head><link rel="preload" as="image" href="/hero.jpg"></head><main><img src="/hero.jpg" width="1200" height="600"></main>', expect: 'pass', finding: /preloaded/ },
  { name: 'no hint', html: '<main><h1>Title</h1><img src="/hero.jpg" width="1200" height="600"></main>', expect: 'warn', finding: /\/hero\.jpg has no fetchpriority/ },
  { name: 'no candidate', html: `<p>${'text '.repeat(400)}</p><img src="/late.jpg">`, expect: 'not-applicable' },
]);
