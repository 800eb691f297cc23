import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './structured-data-parseable.ts';

export default ruleFixtures(rule, [
  { name: 'valid', html: '<script type="application/ld+json">{"@context":"https://schema.org","@type":"WebSite","name":"Oak"}</script>', expect: 'pass' },
  { name: 'trailing comma', html: '<script type="application/ld+json">{"@type":"WebSite","name":"Oak",}</script>', expect: 'fail', finding: /does not parse/ },
  { name: 'empty block', html: '<script type="application/ld+json">  </script>', expect: 'fail', finding: /empty/ },
  { name: 'no json-ld', html: '<p>x</p>', expect: 'not-applicable' },
]);
