import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './json-ld-entity-links.ts';
import { ld } from '../lib/fixture-data.ts';

export default ruleFixtures(rule, [
  { name: 'with sameAs', html: ld({ '@context': 'https://schema.org', '@type': 'Organization', name: 'Example Oak', sameAs: ['https://www.wikidata.org/wiki/Q1', 'https://www.linkedin.com/company/example-oak'] }), expect: 'pass' },
  { name: 'without sameAs', html: ld({ '@context': 'https://schema.org', '@type': 'Person', name: 'Ann Carver' }), expect: 'warn', finding: /Person "Ann Carver" has no sameAs/ },
  { name: 'sameAs not a URL', html: ld({ '@context': 'https://schema.org', '@type': 'Organization', name: 'Oak', sameAs: 'Example Oak Ltd' }), expect: 'warn' },
  { name: 'no entity', html: ld({ '@context': 'https://schema.org', '@type': 'WebPage', name: 'Home' }), expect: 'not-applicable' },
]);
