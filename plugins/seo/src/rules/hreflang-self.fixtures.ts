import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './hreflang-self.ts';

const alt = (lang: string, href: string) => `<link rel="alternate" hreflang="${lang}" href="${href}">`;

export default ruleFixtures(rule, [
  { name: 'self listed', url: 'https://example.com/en/', html: alt('en', 'https://example.com/en/') + alt('de', 'https://example.com/de/'), expect: 'pass' },
  {
    name: 'self via canonical',
    url: 'https://example.com/en/?ref=x',
    html: '<link rel="canonical" href="https://example.com/en/">' + alt('en', 'https://example.com/en/') + alt('de', 'https://example.com/de/'),
    expect: 'pass',
  },
  { name: 'self missing', url: 'https://example.com/en/', html: alt('de', 'https://example.com/de/') + alt('fr', 'https://example.com/fr/'), expect: 'warn', finding: /None of the 2 hreflang alternates \(de, fr\)/ },
  { name: 'only x-default is self', url: 'https://example.com/', html: alt('x-default', 'https://example.com/') + alt('de', 'https://example.com/de/'), expect: 'warn' },
  { name: 'no hreflang', html: '<p>x</p>', expect: 'not-applicable' },
]);
