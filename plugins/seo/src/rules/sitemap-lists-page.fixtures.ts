import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './sitemap-lists-page.ts';

const sm = (...locs: string[]) => ({ '/sitemap.xml': { body: `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${locs.map((l) => `<url><loc>${l}</loc></url>`).join('')}</urlset>` } });

export default ruleFixtures(rule, [
  { name: 'listed', url: 'https://example.com/a', resources: sm('https://example.com/', 'https://example.com/a'), html: '', expect: 'pass' },
  { name: 'canonical listed', url: 'https://example.com/a?ref=x', resources: sm('https://example.com/a'), html: '<link rel="canonical" href="https://example.com/a">', expect: 'pass' },
  { name: 'not listed', url: 'https://example.com/b', resources: sm('https://example.com/', 'https://example.com/a'), html: '', expect: 'warn', finding: /https:\/\/example\.com\/b is not among the 2 URLs/ },
  { name: 'noindex page', url: 'https://example.com/b', resources: sm('https://example.com/'), html: '<meta name="robots" content="noindex">', expect: 'not-applicable' },
  { name: 'sitemap index', resources: { '/sitemap.xml': { body: '<sitemapindex><sitemap><loc>https://example.com/s1.xml</loc></sitemap></sitemapindex>' } }, html: '', expect: 'not-applicable' },
  { name: 'sitemap not fetched', html: '', expect: 'not-applicable' },
  { name: 'sitemap fetch failed', resources: { '/sitemap.xml': { error: 'timeout' } }, html: '', expect: 'error' },
]);
