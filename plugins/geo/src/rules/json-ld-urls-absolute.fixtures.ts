import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './json-ld-urls-absolute.ts';
import { ld } from '../lib/fixture-data.ts';

export default ruleFixtures(rule, [
  { name: 'absolute', html: ld({ '@context': 'https://schema.org', '@type': 'Organization', name: 'Oak', url: 'https://example.com/', logo: 'https://example.com/l.png' }), expect: 'pass' },
  { name: 'relative logo', html: ld({ '@context': 'https://schema.org', '@type': 'Organization', name: 'Oak', url: 'https://example.com/', logo: '/l.png' }), expect: 'warn', finding: 'Organization "Oak" logo "/l.png" is not an absolute' },
  { name: 'relative image in a list', html: ld({ '@context': 'https://schema.org', '@type': 'Article', headline: 'Oak', image: ['https://example.com/a.jpg', 'b.jpg'] }), expect: 'warn', findings: 1 },
  { name: 'no URL values', html: ld({ '@context': 'https://schema.org', '@type': 'Organization', name: 'Oak' }), expect: 'not-applicable' },
]);
