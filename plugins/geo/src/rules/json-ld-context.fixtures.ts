import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './json-ld-context.ts';
import { ld } from '../lib/fixture-data.ts';

export default ruleFixtures(rule, [
  { name: 'https context', html: ld({ '@context': 'https://schema.org', '@type': 'Organization', name: 'Oak' }), expect: 'pass' },
  { name: 'graph with one context', html: ld({ '@context': 'http://schema.org/', '@graph': [{ '@type': 'WebSite' }, { '@type': 'Organization' }] }), expect: 'pass' },
  { name: 'vocab object', html: ld({ '@context': { '@vocab': 'https://schema.org/' }, '@type': 'Thing' }), expect: 'pass' },
  { name: 'missing context', html: ld({ '@type': 'Organization', name: 'Oak' }), expect: 'fail', finding: /block 1 has no @context/ },
  { name: 'wrong context', html: ld([{ '@context': 'https://schema.org', '@type': 'Thing' }, { '@context': 'https://example.org/vocab', '@type': 'Thing' }]), expect: 'fail', finding: /block 1 item 2 has @context/ },
  { name: 'no JSON-LD', html: '<p>x</p>', expect: 'not-applicable' },
]);
