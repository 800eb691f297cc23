import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './agent-skills.ts';

const at = (body: string, status = 200) => ({ resources: { '/.well-known/agent-skills/index.json': { status, body, headers: { 'content-type': 'application/json' } } } });
export default ruleFixtures(rule, [
  { name: 'valid index', html: '<p>x</p>', ...at(JSON.stringify({ skills: [{ name: 'order-a-table', description: 'Configure and order a made-to-measure table', url: '/.well-known/agent-skills/order-a-table/SKILL.md' }] })), expect: 'pass' },
  { name: 'missing', html: '<p>x</p>', ...at('', 404), expect: 'warn', finding: /no agent skills index/ },
  { name: 'no description', html: '<p>x</p>', ...at(JSON.stringify({ skills: [{ name: 'order-a-table', url: '/s.md' }] })), expect: 'fail', finding: /"order-a-table" has no description/ },
  { name: 'no location', html: '<p>x</p>', ...at(JSON.stringify({ skills: [{ name: 'order', description: 'Order a table' }] })), expect: 'warn', finding: /SKILL\.md/ },
  { name: 'no skills array', html: '<p>x</p>', ...at('{"name":"oak"}'), expect: 'fail', finding: /no "skills" array/ },
  { name: 'not fetched', html: '<p>x</p>', expect: 'not-applicable' },
  { name: 'server error', html: '<p>x</p>', ...at('', 503), expect: 'error' },
]);
