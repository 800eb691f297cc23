import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './robots-txt-crawl-delay.ts';

const robots = (body: string) => ({ '/robots.txt': { body, headers: { 'content-type': 'text/plain' } } });

export default ruleFixtures(rule, [
  { name: 'no crawl-delay', resources: robots('User-agent: *\nDisallow: /admin/\n'), html: '', expect: 'pass' },
  { name: 'small delay', resources: robots('User-agent: *\nCrawl-delay: 2\n'), html: '', expect: 'pass' },
  { name: 'delay 20 for all', resources: robots('User-agent: *\nCrawl-delay: 20\n'), html: '', expect: 'warn', finding: /Crawl-delay 20 s applies to Bingbot: at most 4,320 URLs a day/ },
  { name: 'delay 60 for bingbot', resources: robots('User-agent: bingbot\nCrawl-delay: 60\n\nUser-agent: *\nDisallow:\n'), html: '', expect: 'fail', finding: /Crawl-delay 60 s applies to Bingbot/ },
  { name: 'no robots.txt', resources: { '/robots.txt': { status: 404 } }, html: '', expect: 'not-applicable' },
  { name: 'robots.txt not fetched', html: '', expect: 'not-applicable' },
  { name: 'robots.txt fetch failed', resources: { '/robots.txt': { status: 500 } }, html: '', expect: 'error' },
]);
