import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './json-ld-article.ts';
import { ld } from '../lib/fixture-data.ts';

const full = {
  '@context': 'https://schema.org',
  '@type': 'BlogPosting',
  headline: 'How to oil an oak table',
  author: { '@type': 'Person', name: 'Ann Carver', url: 'https://example.com/ann' },
  datePublished: '2026-03-01T09:00:00+00:00',
  dateModified: '2026-04-02T10:00:00+00:00',
  image: 'https://example.com/oil.jpg',
};
export default ruleFixtures(rule, [
  { name: 'complete', html: ld(full), expect: 'pass' },
  { name: 'author by @id in a graph', html: ld({ '@context': 'https://schema.org', '@graph': [{ ...full, '@context': undefined, author: { '@id': '#ann' } }, { '@type': 'Person', '@id': '#ann', name: 'Ann Carver' }] }), expect: 'pass' },
  { name: 'no author', html: ld({ ...full, author: undefined }), expect: 'fail', finding: /BlogPosting "How to oil an oak table" has no "author"/ },
  { name: 'author without name', html: ld({ ...full, author: { '@type': 'Person', url: 'https://example.com/ann' } }), expect: 'fail', finding: /has no "name"/ },
  { name: 'no datePublished', html: ld({ ...full, datePublished: undefined }), expect: 'fail', finding: /datePublished/ },
  { name: 'string author and no image', html: ld({ ...full, author: 'Ann Carver', image: undefined }), expect: 'warn', findings: 2 },
  { name: 'teasers in an ItemList are not judged', html: ld({ '@context': 'https://schema.org', '@type': 'ItemList', itemListElement: [{ '@type': 'ListItem', position: 1, item: { '@type': 'BlogPosting', headline: 'Teaser' } }] }), expect: 'not-applicable' },
  { name: 'no Article', html: ld({ '@context': 'https://schema.org', '@type': 'Organization', name: 'Oak' }), expect: 'not-applicable' },
]);
