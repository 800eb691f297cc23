import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './og-url-matches-canonical.ts';

export default ruleFixtures(rule, [
  { name: 'agree', html: '<link rel="canonical" href="https://example.com/a"><meta property="og:url" content="https://example.com/a">', expect: 'pass' },
  { name: 'differ', html: '<link rel="canonical" href="https://example.com/a"><meta property="og:url" content="https://example.com/a/?ref=fb">', expect: 'warn', finding: /og:url is https:\/\/example\.com\/a\/\?ref=fb but the canonical URL is https:\/\/example\.com\/a/ },
  { name: 'no og:url', html: '<link rel="canonical" href="https://example.com/a">', expect: 'not-applicable' },
  { name: 'no canonical', html: '<meta property="og:url" content="https://example.com/a">', expect: 'not-applicable' },
]);
