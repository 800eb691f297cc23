import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './content-signals.ts';
import { ROBOTS_MISSING, robots, ROBOTS_ERROR } from '../lib/fixture-data.ts';

export default ruleFixtures(rule, [
  { name: 'well-formed signals', html: '<p>x</p>', ...robots('User-agent: *\nContent-Signal: search=yes, ai-input=yes, ai-train=no\nAllow: /\n'), expect: 'pass', finding: /ai-train=no/ },
  { name: 'unknown key', html: '<p>x</p>', ...robots('User-agent: *\nContent-Signal: search=yes, ai-training=no\n'), expect: 'fail', finding: /unknown content signal "ai-training"/ },
  { name: 'bad value', html: '<p>x</p>', ...robots('User-agent: *\nContent-Signal: ai-train=false\n'), expect: 'fail', finding: /must be yes or no/ },
  { name: 'not a pair', html: '<p>x</p>', ...robots('User-agent: *\nContent-Signal: no AI training please\n'), expect: 'fail', finding: /not a key=value pair/ },
  { name: 'outside a group', html: '<p>x</p>', ...robots('Content-Signal: ai-train=no\nUser-agent: *\nAllow: /\n'), expect: 'warn', finding: /before any User-agent/ },
  { name: 'no signals', html: '<p>x</p>', ...robots('User-agent: *\nAllow: /\n'), expect: 'not-applicable' },
  { name: 'no robots.txt', html: '<p>x</p>', ...ROBOTS_MISSING, expect: 'not-applicable' },
  { name: 'robots.txt not fetched', html: '<p>x</p>', expect: 'not-applicable' },
  { name: 'robots.txt failed', html: '<p>x</p>', ...ROBOTS_ERROR, expect: 'error' },
]);
