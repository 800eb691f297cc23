import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './robots-txt-allows-page.ts';

const robots = (body: string) => ({ '/robots.txt': { body, headers: { 'content-type': 'text/plain' } } });

export default ruleFixtures(rule, [
  { name: 'allowed', url: 'https://example.com/shop/', resources: robots('User-agent: *\nDisallow: /admin/\n'), html: '<p>x</p>', expect: 'pass' },
  { name: 'no robots.txt', resources: { '/robots.txt': { status: 404 } }, html: '<p>x</p>', expect: 'pass', finding: /No robots\.txt/ },
  { name: 'disallow all', resources: robots('User-agent: *\nDisallow: /\n'), html: '<p>x</p>', expect: 'fail', finding: /line 2 disallows https:\/\/example\.com\/ for Googlebot/ },
  {
    name: 'googlebot group overrides *',
    url: 'https://example.com/shop/',
    resources: robots('User-agent: *\nDisallow: /\n\nUser-agent: Googlebot\nUser-agent: Bingbot\nAllow: /\n'),
    html: '<p>x</p>',
    expect: 'pass',
  },
  { name: 'only bingbot blocked', url: 'https://example.com/shop/', resources: robots('User-agent: bingbot\nDisallow: /shop\n'), html: '<p>x</p>', expect: 'fail', finding: /for Bingbot/ },
  { name: 'robots.txt not fetched', html: '<p>x</p>', expect: 'not-applicable' },
  { name: 'robots.txt server error', resources: { '/robots.txt': { status: 503 } }, html: '<p>x</p>', expect: 'error' },
]);
