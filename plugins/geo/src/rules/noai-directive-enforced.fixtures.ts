import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './noai-directive-enforced.ts';
import { ROBOTS_MISSING, robots, ROBOTS_ERROR } from '../lib/fixture-data.ts';

const ALL = 'User-agent: GPTBot\nUser-agent: ClaudeBot\nUser-agent: Google-Extended\nUser-agent: Applebot-Extended\nUser-agent: CCBot\nUser-agent: meta-externalagent\nUser-agent: Bytespider\nDisallow: /\n';
export default ruleFixtures(rule, [
  { name: 'noai backed by robots.txt', html: '<meta name="robots" content="noai, noimageai">', ...robots(ALL), expect: 'pass' },
  { name: 'noai alone', html: '<meta name="robots" content="noai">', ...robots('User-agent: *\nAllow: /\n'), expect: 'warn', finding: /lets GPTBot, ClaudeBot/ },
  { name: 'noai header without robots.txt', html: '<p>x</p>', headers: { 'content-type': 'text/html', 'x-robots-tag': 'noai' }, ...ROBOTS_MISSING, expect: 'warn', finding: /X-Robots-Tag/ },
  { name: 'no noai directive', html: '<meta name="robots" content="index, follow">', ...robots(ALL), expect: 'not-applicable' },
  { name: 'robots.txt not fetched', html: '<p>x</p>', expect: 'not-applicable' },
  { name: 'robots.txt failed', html: '<p>x</p>', ...ROBOTS_ERROR, expect: 'error' },
]);
