import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './ai-catalog.ts';

const at = (body: string, status = 200) => ({ resources: { '/.well-known/ai-catalog.json': { status, body, headers: { 'content-type': 'application/json' } } } });
export default ruleFixtures(rule, [
  { name: 'valid catalogue', html: '<p>x</p>', ...at(JSON.stringify({ specVersion: '1.0', entries: [{ id: 'oak-mcp', name: 'Oak catalogue', type: 'mcp', url: 'https://example.com/mcp' }] })), expect: 'pass' },
  { name: 'missing', html: '<p>x</p>', ...at('', 404), expect: 'warn', finding: /answers 404/ },
  { name: 'not JSON', html: '<p>x</p>', ...at('<html>oops</html>'), expect: 'fail', finding: /not valid JSON/ },
  { name: 'no entries', html: '<p>x</p>', ...at('{"specVersion":"1.0"}'), expect: 'fail', finding: /no "entries" array/ },
  { name: 'entry without url', html: '<p>x</p>', ...at(JSON.stringify({ entries: [{ name: 'Oak API' }] })), expect: 'fail', finding: /"Oak API" has no url/ },
  { name: 'not fetched', html: '<p>x</p>', expect: 'not-applicable' },
  { name: 'server error', html: '<p>x</p>', ...at('', 502), expect: 'error' },
]);
