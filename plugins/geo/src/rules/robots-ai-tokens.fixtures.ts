import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './robots-ai-tokens.ts';
import { ROBOTS_MISSING, robots, ROBOTS_ERROR } from '../lib/fixture-data.ts';

export default ruleFixtures(rule, [
  { name: 'real tokens', html: '<p>x</p>', ...robots('User-agent: GPTBot\nUser-agent: ClaudeBot\nUser-agent: anthropic-ai\nDisallow: /\n'), expect: 'pass' },
  { name: 'invented tokens', html: '<p>x</p>', ...robots('User-agent: ChatGPT\nUser-agent: Gemini\nDisallow: /\n'), expect: 'warn', finding: /"chatgpt" is not a token any crawler sends; did you mean GPTBot/, findings: 2 },
  { name: 'only the superseded Anthropic token', html: '<p>x</p>', ...robots('User-agent: anthropic-ai\nDisallow: /\n'), expect: 'warn', finding: /active today is ClaudeBot/ },
  { name: 'no AI crawler named', html: '<p>x</p>', ...robots('User-agent: Googlebot\nDisallow: /tmp\n'), expect: 'not-applicable' },
  { name: 'no robots.txt', html: '<p>x</p>', ...ROBOTS_MISSING, expect: 'not-applicable' },
  { name: 'robots.txt not fetched', html: '<p>x</p>', expect: 'not-applicable' },
  { name: 'robots.txt failed', html: '<p>x</p>', ...ROBOTS_ERROR, expect: 'error' },
]);
