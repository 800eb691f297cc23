import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './ai-search-crawlers-allowed.ts';
import { ROBOTS_ERROR, ROBOTS_MISSING, robots } from '../lib/fixture-data.ts';

export default ruleFixtures(rule, [
  { name: 'training blocked, search allowed', html: '<p>x</p>', ...robots('User-agent: GPTBot\nUser-agent: ClaudeBot\nDisallow: /\n\nUser-agent: *\nAllow: /\n'), expect: 'pass' },
  { name: 'no robots.txt', html: '<p>x</p>', ...ROBOTS_MISSING, expect: 'pass' },
  { name: 'OAI-SearchBot blocked', html: '<p>x</p>', ...robots('User-agent: OAI-SearchBot\nDisallow: /\n'), expect: 'warn', finding: /OAI-SearchBot \(OpenAI\) may not fetch https:\/\/example\.com\/: blocked by a group naming OAI-SearchBot \(robots\.txt line 2\)/ },
  { name: 'most answer engines blocked', html: '<p>x</p>', ...robots('User-agent: OAI-SearchBot\nUser-agent: Claude-SearchBot\nUser-agent: PerplexityBot\nUser-agent: Applebot\nDisallow: /\n'), expect: 'fail', findings: 4 },
  { name: 'everything blocked for everyone', html: '<p>x</p>', ...robots('User-agent: *\nDisallow: /\n'), expect: 'fail', finding: /PerplexityBot .* `User-agent: \*` group/, findings: 9 },
  { name: 'only a small AI search crawler blocked', html: '<p>x</p>', ...robots('User-agent: LinkupBot\nDisallow: /\n'), expect: 'warn', finding: /LinkupBot/ },
  { name: 'robots.txt not fetched', html: '<p>x</p>', expect: 'not-applicable' },
  { name: 'robots.txt failed', html: '<p>x</p>', ...ROBOTS_ERROR, expect: 'error' },
]);
