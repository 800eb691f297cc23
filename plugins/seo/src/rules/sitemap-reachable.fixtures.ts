import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './sitemap-reachable.ts';

const xml = '<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://example.com/</loc></url></urlset>';

export default ruleFixtures(rule, [
  { name: 'sitemap present', resources: { '/sitemap.xml': { body: xml, headers: { 'content-type': 'application/xml' } } }, html: '', expect: 'pass' },
  { name: 'undeclared sitemap missing', resources: { '/sitemap.xml': { status: 404 } }, html: '', expect: 'warn', finding: /No sitemap at https:\/\/example\.com\/sitemap\.xml \(HTTP 404\)/ },
  {
    name: 'declared sitemap missing',
    resources: { '/robots.txt': { body: 'User-agent: *\nDisallow:\nSitemap: https://example.com/sitemap.xml\n' }, '/sitemap.xml': { status: 404 } },
    html: '',
    expect: 'fail',
    finding: /declared in robots\.txt answers HTTP 404/,
  },
  { name: 'html instead of xml', resources: { '/sitemap.xml': { body: '<!DOCTYPE html><html><body>Home</body></html>', headers: { 'content-type': 'text/html' } } }, html: '', expect: 'fail', finding: /HTML page/ },
  { name: 'not fetched', html: '', expect: 'not-applicable' },
  { name: 'fetch error', resources: { '/sitemap.xml': { error: 'timeout' } }, html: '', expect: 'error' },
]);
