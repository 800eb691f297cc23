import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './json-ld-organization.ts';
import { ld } from '../lib/fixture-data.ts';

export default ruleFixtures(rule, [
  { name: 'complete', html: ld({ '@context': 'https://schema.org', '@type': 'Organization', name: 'Example Oak', url: 'https://example.com/', logo: { '@type': 'ImageObject', url: 'https://example.com/logo.png' } }), expect: 'pass' },
  { name: 'in a graph', html: ld({ '@context': 'https://schema.org', '@graph': [{ '@type': 'Corporation', name: 'Oak Ltd', url: 'https://example.com/', logo: 'https://example.com/l.png' }] }), expect: 'pass' },
  { name: 'no name', html: ld({ '@context': 'https://schema.org', '@type': 'Organization', url: 'https://example.com/', logo: 'https://example.com/l.png' }), expect: 'fail', finding: /Organization has no "name"/ },
  { name: 'no logo', html: ld({ '@context': 'https://schema.org', '@type': 'Organization', name: 'Example Oak', url: 'https://example.com/' }), expect: 'warn', finding: /Organization "Example Oak" has no "logo"/ },
  { name: 'only a nested publisher', html: ld({ '@context': 'https://schema.org', '@type': 'Article', headline: 'x', publisher: { '@type': 'Organization', name: 'Oak' } }), expect: 'not-applicable' },
]);
