import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './robots-ai-conflicts.ts';
import { ROBOTS_MISSING, robots, ROBOTS_ERROR } from '../lib/fixture-data.ts';

export default ruleFixtures(rule, [
  { name: 'one group per crawler', html: '<p>x</p>', ...robots('User-agent: GPTBot\nUser-agent: CCBot\nDisallow: /\n\nUser-agent: OAI-SearchBot\nAllow: /\n'), expect: 'pass' },
  { name: 'allowed and disallowed the same path', html: '<p>x</p>', ...robots('User-agent: GPTBot\nDisallow: /\nAllow: /\n'), expect: 'fail', finding: 'GPTBot is both allowed and disallowed "/"' },
  { name: 'conflict across two groups', html: '<p>x</p>', ...robots('User-agent: ClaudeBot\nDisallow: /blog/\n\nUser-agent: ClaudeBot\nAllow: /blog/\n'), expect: 'fail', finding: /named in 2 groups/ },
  { name: 'empty group at end of file', html: '<p>x</p>', ...robots('User-agent: *\nAllow: /\n\nUser-agent: GPTBot\nSitemap: https://example.com/sitemap.xml\n'), expect: 'warn', finding: /restricts nothing/ },
  { name: 'no AI crawler named', html: '<p>x</p>', ...robots('User-agent: *\nDisallow: /admin\n'), expect: 'not-applicable' },
  { name: 'no robots.txt', html: '<p>x</p>', ...ROBOTS_MISSING, expect: 'not-applicable' },
  { name: 'robots.txt not fetched', html: '<p>x</p>', expect: 'not-applicable' },
  { name: 'robots.txt failed', html: '<p>x</p>', ...ROBOTS_ERROR, expect: 'error' },
]);
