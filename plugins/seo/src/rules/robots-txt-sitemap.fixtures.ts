import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './robots-txt-sitemap.ts';

const robots = (body: string) => ({ '/robots.txt': { body, headers: { 'content-type': 'text/plain' } } });

export default ruleFixtures(rule, [
  { name: 'declares a sitemap', resources: robots('User-agent: *\nDisallow:\nSitemap: https://example.com/sitemap.xml\n'), html: '', expect: 'pass' },
  { name: 'no sitemap line', resources: robots('User-agent: *\nDisallow:\n'), html: '', expect: 'warn', finding: /no Sitemap line/ },
  { name: 'relative sitemap', resources: robots('User-agent: *\nDisallow:\nSitemap: /sitemap.xml\n'), html: '', expect: 'fail', finding: /Line 3: Sitemap "\/sitemap\.xml"/ },
  { name: 'no robots.txt', resources: { '/robots.txt': { status: 404 } }, html: '', expect: 'warn', finding: /no robots\.txt/ },
  { name: 'not fetched', html: '', expect: 'not-applicable' },
  { name: 'robots.txt fetch failed', resources: { '/robots.txt': { status: 503 } }, html: '', expect: 'error' },
]);
