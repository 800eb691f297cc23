import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './index-signals-consistent.ts';

const sm = (...locs: string[]) => ({ '/sitemap.xml': { body: `<urlset>${locs.map((l) => `<url><loc>${l}</loc></url>`).join('')}</urlset>` } });

export default ruleFixtures(rule, [
  { name: 'consistent', url: 'https://example.com/a', resources: sm('https://example.com/a'), html: '<link rel="canonical" href="https://example.com/a">', expect: 'pass' },
  { name: 'noindex plus foreign canonical', url: 'https://example.com/a', html: '<meta name="robots" content="noindex"><link rel="canonical" href="https://example.com/b">', expect: 'warn', finding: /together with a canonical to https:\/\/example\.com\/b/ },
  {
    name: 'noindex blocked by robots.txt',
    url: 'https://example.com/private/x',
    resources: { '/robots.txt': { body: 'User-agent: *\nDisallow: /private/\n' } },
    html: '<meta name="robots" content="noindex">',
    expect: 'warn',
    finding: /cannot be seen/,
  },
  { name: 'noindex in sitemap', url: 'https://example.com/a', resources: sm('https://example.com/a'), html: '<meta name="robots" content="noindex">', expect: 'warn', finding: /lists https:\/\/example\.com\/a for indexing/ },
  {
    name: 'hreflang on a non-canonical page',
    url: 'https://example.com/a?sort=price',
    html: '<link rel="canonical" href="https://example.com/a"><link rel="alternate" hreflang="de" href="https://example.com/de/a">',
    expect: 'warn',
    finding: /ignore hreflang on non-canonical pages/,
  },
  { name: 'non-canonical in sitemap', url: 'https://example.com/a', resources: sm('https://example.com/a'), html: '<link rel="canonical" href="https://example.com/b">', expect: 'warn', finding: /list only canonical URLs/ },
]);
