import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './ai-user-fetchers-allowed.ts';
import { ROBOTS_ERROR, ROBOTS_MISSING, robots } from '../lib/fixture-data.ts';

export default ruleFixtures(rule, [
  { name: 'only training blocked', html: '<p>x</p>', ...robots('User-agent: GPTBot\nDisallow: /\n'), expect: 'pass' },
  { name: 'no robots.txt', html: '<p>x</p>', ...ROBOTS_MISSING, expect: 'pass' },
  { name: 'ChatGPT-User blocked', html: '<p>x</p>', ...robots('User-agent: ChatGPT-User\nUser-agent: Claude-User\nDisallow: /\n'), expect: 'fail', finding: /ChatGPT-User \(OpenAI\) may not fetch/ },
  { name: 'a minor fetcher blocked', html: '<p>x</p>', ...robots('User-agent: Kimi-User\nDisallow: /\n'), expect: 'warn', finding: /Kimi-User/ },
  { name: 'blocked path other than the page', html: '<p>x</p>', url: 'https://example.com/blog/post', ...robots('User-agent: ChatGPT-User\nDisallow: /admin/\n'), expect: 'pass' },
  { name: 'robots.txt not fetched', html: '<p>x</p>', expect: 'not-applicable' },
  { name: 'robots.txt failed', html: '<p>x</p>', ...ROBOTS_ERROR, expect: 'error' },
]);
