import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './structured-data-present.ts';

export default ruleFixtures(rule, [
  { name: 'json-ld', html: '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"Oak & Co"}</script>', expect: 'pass', finding: /1 JSON-LD block/ },
  { name: 'microdata', html: '<div itemscope itemtype="https://schema.org/Product"><span itemprop="name">Table</span></div>', expect: 'pass', finding: /1 microdata item/ },
  { name: 'rdfa', html: '<div vocab="https://schema.org/" typeof="Person"><span property="name">Ann</span></div>', expect: 'pass' },
  { name: 'none', html: '<p>Oak tables</p>', expect: 'warn', finding: /No JSON-LD, microdata or RDFa/ },
]);
