import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './sitemap-lastmod.ts';

const sm = (entries: Array<[string, string]>) => ({
  '/sitemap.xml': {
    body: `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.map(([l, m]) => `<url><loc>${l}</loc><lastmod>${m}</lastmod></url>`).join('')}</urlset>`,
    headers: { 'content-type': 'application/xml' },
  },
});

export default ruleFixtures(rule, [
  { name: 'good dates', resources: sm([['https://example.com/', '2026-05-20'], ['https://example.com/a', '2026-03-01T10:00:00+01:00']]), html: '', expect: 'pass' },
  { name: 'malformed', resources: sm([['https://example.com/', '20/05/2026']]), html: '', expect: 'warn', finding: /20\/05\/2026<\/lastmod> for https:\/\/example\.com\/ is not a W3C Datetime/ },
  { name: 'future', resources: sm([['https://example.com/', '2027-01-01']]), html: '', expect: 'warn', finding: /in the future/ },
  { name: 'all identical', resources: sm(Array.from({ length: 12 }, (_, i): [string, string] => [`https://example.com/p${i}`, '2026-05-31T23:59:00Z'])), html: '', expect: 'warn', finding: /All 12 entries have the same/ },
  { name: 'no lastmod', resources: { '/sitemap.xml': { body: '<urlset><url><loc>https://example.com/</loc></url></urlset>' } }, html: '', expect: 'not-applicable' },
  { name: 'sitemap not fetched', html: '', expect: 'not-applicable' },
  { name: 'sitemap fetch failed', resources: { '/sitemap.xml': { status: 502 } }, html: '', expect: 'error' },
]);
