import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './json-ld-valid.ts';
import { ld } from '../lib/fixture-data.ts';

export default ruleFixtures(rule, [
  { name: 'valid block', html: ld({ '@context': 'https://schema.org', '@type': 'Organization', name: 'Example Oak' }), expect: 'pass' },
  { name: 'trailing comma', html: '<script type="application/ld+json">{"@type": "Organization", "name": "Oak",}</script>', expect: 'fail', finding: /block 1 does not parse/ },
  { name: 'bare string', html: '<script type="application/ld+json">"Organization"</script>', expect: 'fail', finding: /bare string/ },
  { name: 'array of strings', html: '<script type="application/ld+json">["a", "b"]</script>', expect: 'fail', finding: /not objects/ },
  { name: 'no JSON-LD', html: '<p>x</p>', expect: 'not-applicable' },
]);
