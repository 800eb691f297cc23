import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './ai-training-policy.ts';
import { ROBOTS_ERROR, ROBOTS_MISSING, robots } from '../lib/fixture-data.ts';

export default ruleFixtures(rule, [
  { name: 'named and refused', html: '<p>x</p>', ...robots('User-agent: GPTBot\nUser-agent: Google-Extended\nDisallow: /\n\nUser-agent: *\nAllow: /\n'), expect: 'pass', finding: /refused GPTBot, Google-Extended/ },
  { name: 'named and welcomed', html: '<p>x</p>', ...robots('User-agent: ClaudeBot\nAllow: /\n'), expect: 'pass', finding: /allowed ClaudeBot/ },
  { name: 'only the star group', html: '<p>x</p>', ...robots('User-agent: *\nDisallow: /admin/\n'), expect: 'warn', finding: /User-agent: \*/ },
  { name: 'no robots.txt', html: '<p>x</p>', ...ROBOTS_MISSING, expect: 'warn', finding: /no robots\.txt/ },
  { name: 'robots.txt not fetched', html: '<p>x</p>', expect: 'not-applicable' },
  { name: 'robots.txt failed', html: '<p>x</p>', ...ROBOTS_ERROR, expect: 'error' },
]);
