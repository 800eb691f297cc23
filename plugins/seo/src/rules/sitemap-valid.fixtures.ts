import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './sitemap-valid.ts';

const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';
const sm = (body: string) => ({ '/sitemap.xml': { body, headers: { 'content-type': 'application/xml' } } });
const urls = (...locs: string[]) => `<?xml version="1.0" encoding="UTF-8"?>\n<urlset ${NS}>${locs.map((l) => `<url><loc>${l}</loc></url>`).join('\n')}</urlset>`;

export default ruleFixtures(rule, [
  { name: 'valid urlset', resources: sm(urls('https://example.com/', 'https://example.com/a?x=1&amp;y=2')), html: '', expect: 'pass' },
  { name: 'valid index', resources: sm(`<sitemapindex ${NS}><sitemap><loc>https://example.com/s1.xml</loc><lastmod>2026-01-01</lastmod></sitemap></sitemapindex>`), html: '', expect: 'pass' },
  {
    name: 'image extension loc is not the page loc',
    resources: sm(`<urlset ${NS} xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"><url><loc>https://example.com/a</loc><image:image><image:loc>/i/a.jpg</image:loc></image:image></url></urlset>`),
    html: '',
    expect: 'pass',
  },
  { name: 'relative loc', resources: sm(urls('https://example.com/', '/about')), html: '', expect: 'fail', finding: /<loc>\/about<\/loc> is not an absolute/ },
  { name: 'wrong root', resources: sm('<?xml version="1.0"?><rss><channel></channel></rss>'), html: '', expect: 'fail', finding: /root element .* is <rss>/ },
  { name: 'empty urlset', resources: sm(`<urlset ${NS}></urlset>`), html: '', expect: 'fail', finding: /lists no <url> entries/ },
  { name: 'url without loc', resources: sm(`<urlset ${NS}><url><lastmod>2026-01-01</lastmod></url></urlset>`), html: '', expect: 'fail', finding: /1 entry without a <loc>/ },
  { name: 'no namespace', resources: sm('<urlset><url><loc>https://example.com/</loc></url></urlset>'), html: '', expect: 'warn', finding: /namespace/ },
  { name: 'http entries on an https site', resources: sm(urls('http://example.com/a')), html: '', expect: 'warn', finding: /uses http:\/\/ on an https site/ },
  { name: 'other host', resources: sm(urls('https://cdn.example.org/x')), html: '', expect: 'warn', finding: /another host/ },
  { name: 'too many urls', resources: sm(urls(...Array.from({ length: 50_001 }, (_, i) => `https://example.com/p${i}`))), html: '', expect: 'fail', finding: /50,001 entries exceed/ },
  { name: 'missing sitemap', resources: { '/sitemap.xml': { status: 404 } }, html: '', expect: 'not-applicable' },
  { name: 'sitemap not fetched', html: '', expect: 'not-applicable' },
  { name: 'sitemap fetch failed', resources: { '/sitemap.xml': { error: 'timeout' } }, html: '', expect: 'error' },
]);
