import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './hreflang-x-default.ts';

const alt = (lang: string, href: string) => `<link rel="alternate" hreflang="${lang}" href="${href}">`;

export default ruleFixtures(rule, [
  { name: 'has x-default', html: alt('en', 'https://example.com/en/') + alt('x-default', 'https://example.com/'), expect: 'pass' },
  { name: 'no x-default', html: alt('en', 'https://example.com/en/') + alt('de', 'https://example.com/de/'), expect: 'warn', finding: /No x-default among 2 hreflang alternates/ },
  { name: 'two x-defaults', html: alt('x-default', 'https://example.com/') + alt('x-default', 'https://example.com/en/'), expect: 'fail', finding: /2 different URLs/ },
  { name: 'no hreflang', html: '<p>x</p>', expect: 'not-applicable' },
]);
