import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './structured-data-present.ts';
import { ld } from '../lib/fixture-data.ts';

export default ruleFixtures(rule, [
  { name: 'JSON-LD', html: ld({ '@context': 'https://schema.org', '@type': 'Organization', name: 'Example Oak' }), expect: 'pass', finding: /Organization/ },
  { name: 'microdata', html: '<div itemscope itemtype="https://schema.org/Product"><span itemprop="name">Oak table</span></div>', expect: 'pass' },
  { name: 'RDFa', html: '<div vocab="https://schema.org/" typeof="Person"><span property="name">Ann</span></div>', expect: 'pass' },
  { name: 'none', html: '<h1>Oak tables</h1><p>Handmade.</p>', expect: 'fail', finding: /No JSON-LD/ },
  { name: 'JSON-LD without types', html: ld({ '@context': 'https://schema.org', name: 'x' }), expect: 'fail', finding: /no block yields/ },
]);
