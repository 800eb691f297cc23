import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './structured-data-parseable.ts';

export default ruleFixtures(rule, [
  { name: 'valid object', html: '<script type="application/ld+json">{"@context":"https://schema.org","@type":"WebSite","name":"Oak"}</script>', expect: 'pass' },
  { name: 'valid array of objects', html: '<script type="application/ld+json">[{"@context":"https://schema.org","@type":"Organization","name":"Oak"},{"@context":"https://schema.org","@type":"WebSite","name":"Oak"}]</script>', expect: 'pass' },
  { name: 'trailing comma', html: '<script type="application/ld+json">{"@type":"WebSite","name":"Oak",}</script>', expect: 'fail', finding: /block 1 does not parse/ },
  { name: 'second block broken', html: '<script type="application/ld+json">{"@type":"WebSite","name":"Oak"}</script><script type="application/ld+json">{"@type": "Organization" "name": "Oak"}</script>', expect: 'fail', finding: /block 2 does not parse/, findings: 1 },
  { name: 'empty block', html: '<script type="application/ld+json">  </script>', expect: 'fail', finding: /empty/ },
  { name: 'bare string', html: '<script type="application/ld+json">"Organization"</script>', expect: 'fail', finding: /bare string/ },
  { name: 'array of strings', html: '<script type="application/ld+json">["a", "b"]</script>', expect: 'fail', finding: /not objects/ },
  { name: 'no json-ld', html: '<p>x</p>', expect: 'not-applicable' },
]);
