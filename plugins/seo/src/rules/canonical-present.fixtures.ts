import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './canonical-present.ts';

export default ruleFixtures(rule, [
  { name: 'link element', html: '<link rel="canonical" href="https://example.com/">', expect: 'pass' },
  { name: 'link header', headers: { 'content-type': 'text/html', link: '<https://example.com/>; rel="canonical"' }, html: '<p>x</p>', expect: 'pass' },
  { name: 'none', html: '<title>x</title>', expect: 'warn', finding: /No <link rel="canonical">/ },
]);
