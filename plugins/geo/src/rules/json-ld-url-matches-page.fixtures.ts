import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './json-ld-url-matches-page.ts';
import { ld } from '../lib/fixture-data.ts';

const url = 'https://example.com/blog/oil-oak';
const art = (extra: Record<string, unknown>) => ld({ '@context': 'https://schema.org', '@type': 'BlogPosting', headline: 'Oiling oak', ...extra });
export default ruleFixtures(rule, [
  { name: 'same URL', url, html: art({ url: 'https://example.com/blog/oil-oak/', mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://example.com/blog/oil-oak' } }), expect: 'pass' },
  { name: 'canonical URL', url: `${url}?utm_source=x`, html: `<link rel="canonical" href="${url}">${art({ url })}`, expect: 'pass' },
  { name: 'home page stamped on every post', url, html: art({ url: 'https://example.com/' }), expect: 'warn', finding: /url is https:\/\/example\.com\/, not this page/ },
  { name: 'another article', url, html: art({ mainEntityOfPage: 'https://example.com/blog/other-post' }), expect: 'warn', finding: /mainEntityOfPage/ },
  { name: 'organization url is not judged', url, html: ld({ '@context': 'https://schema.org', '@type': 'Organization', name: 'Oak', url: 'https://example.com/' }), expect: 'not-applicable' },
]);
