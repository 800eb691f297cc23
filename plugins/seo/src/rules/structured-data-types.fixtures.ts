import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './structured-data-types.ts';

const ld = (json: string) => `<script type="application/ld+json">${json}</script>`;

export default ruleFixtures(rule, [
  { name: 'context and type', html: ld('{"@context":"https://schema.org","@type":"Organization","name":"Oak & Co"}'), expect: 'pass' },
  { name: 'graph inherits context', html: ld('{"@context":"https://schema.org","@graph":[{"@type":"WebSite","name":"Oak"},{"@type":"Organization","name":"Oak"}]}'), expect: 'pass' },
  { name: 'context object with vocab', html: ld('{"@context":{"@vocab":"http://schema.org/"},"@type":"Person","name":"Ann"}'), expect: 'pass' },
  { name: 'no context', html: ld('{"@type":"Organization","name":"Oak"}'), expect: 'fail', finding: /Organization item has no @context/ },
  { name: 'no type', html: ld('{"@context":"https://schema.org","name":"Oak"}'), expect: 'fail', finding: /\("Oak"\) has no @type/ },
  { name: 'microdata relative itemtype', html: '<div itemscope itemtype="Product"></div>', expect: 'fail', finding: /itemtype "Product" is not an absolute URL/ },
  { name: 'microdata no itemtype', html: '<div itemscope><span itemprop="name">x</span></div>', expect: 'warn', finding: /no itemtype/ },
  { name: 'none', html: '<p>x</p>', expect: 'not-applicable' },
]);
