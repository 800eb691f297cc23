import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './hreflang-conflicts.ts';

const alt = (lang: string, href: string) => `<link rel="alternate" hreflang="${lang}" href="${href}">`;

export default ruleFixtures(rule, [
  { name: 'distinct codes', html: alt('en-GB', 'https://example.com/uk/') + alt('en-US', 'https://example.com/us/'), expect: 'pass' },
  { name: 'repeated same URL is fine', html: alt('en', 'https://example.com/en/') + alt('EN', 'https://example.com/en/'), expect: 'pass' },
  { name: 'one code, two URLs', html: alt('en', 'https://example.com/uk/') + alt('en', 'https://example.com/us/'), expect: 'fail', finding: /hreflang "en" points to 2 URLs/ },
  { name: 'no hreflang', html: '<p>x</p>', expect: 'not-applicable' },
]);
