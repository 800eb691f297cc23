import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './json-ld-id-references.ts';
import { ld } from '../lib/fixture-data.ts';

export default ruleFixtures(rule, [
  {
    name: 'resolved reference',
    html: ld({ '@context': 'https://schema.org', '@graph': [{ '@type': 'Article', headline: 'Oak', author: { '@id': '#ann' } }, { '@type': 'Person', '@id': '#ann', name: 'Ann Carver' }] }),
    expect: 'pass',
  },
  { name: 'dangling reference', html: ld({ '@context': 'https://schema.org', '@type': 'Article', headline: 'Oak', publisher: { '@id': 'https://example.com/#org' } }), expect: 'warn', finding: /publisher refers to "https:\/\/example\.com\/#org"/ },
  { name: 'no references', html: ld({ '@context': 'https://schema.org', '@type': 'Article', headline: 'Oak', author: { '@type': 'Person', name: 'Ann' } }), expect: 'not-applicable' },
]);
