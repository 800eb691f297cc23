import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './markdown-alternative.ts';
import { llms } from '../lib/fixture-data.ts';

export default ruleFixtures(rule, [
  { name: 'alternate link', html: '<head><link rel="alternate" type="text/markdown" href="/care.md"></head>', url: 'https://example.com/care', expect: 'pass' },
  { name: 'llms.txt links the .md of this page', html: '<p>Care</p>', url: 'https://example.com/care', ...llms('# Oak\n\n## Guides\n\n- [Care](https://example.com/care.md): oiling\n'), expect: 'pass' },
  { name: 'nothing', html: '<p>Care</p>', url: 'https://example.com/care', expect: 'warn', finding: /No <link rel="alternate"/ },
  { name: 'llms.txt without this page', html: '<p>Care</p>', url: 'https://example.com/care', ...llms('# Oak\n\n## Guides\n\n- [Sizes](https://example.com/sizes.md)\n'), expect: 'warn', finding: /does not link/ },
  { name: 'alternate without href', html: '<link rel="alternate" type="text/markdown">', expect: 'warn', finding: /no href/ },
]);
