import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './json-ld-website.ts';
import { ld } from '../lib/fixture-data.ts';

const base = { '@context': 'https://schema.org', '@type': 'WebSite', name: 'Example Oak', url: 'https://example.com/' };
export default ruleFixtures(rule, [
  { name: 'name and url', html: ld(base), expect: 'pass' },
  { name: 'with a search action', html: ld({ ...base, potentialAction: { '@type': 'SearchAction', target: { '@type': 'EntryPoint', urlTemplate: 'https://example.com/s?q={query}' }, 'query-input': 'required name=query' } }), expect: 'pass' },
  { name: 'no name', html: ld({ ...base, name: undefined }), expect: 'fail', finding: /WebSite has no "name"/ },
  { name: 'placeholder mismatch', html: ld({ ...base, potentialAction: { '@type': 'SearchAction', target: 'https://example.com/s?q={q}', 'query-input': 'required name=search_term_string' } }), expect: 'fail', finding: /does not name the placeholder \{q\}/ },
  { name: 'no placeholder', html: ld({ ...base, potentialAction: { '@type': 'SearchAction', target: 'https://example.com/search' } }), expect: 'fail', finding: /no \{placeholder\}/ },
  { name: 'no WebSite', html: ld({ '@context': 'https://schema.org', '@type': 'Organization', name: 'Oak' }), expect: 'not-applicable' },
]);
