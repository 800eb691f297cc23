import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './mcp-server-card.ts';

const at = (body: string, status = 200) => ({ resources: { '/.well-known/mcp': { status, body, headers: { 'content-type': 'application/json' } } } });
export default ruleFixtures(rule, [
  { name: 'complete card', html: '<p>x</p>', ...at(JSON.stringify({ name: 'example-oak', version: '1.2.0', transports: [{ type: 'streamable-http', url: '/mcp' }] })), expect: 'pass' },
  { name: 'serverInfo form', html: '<p>x</p>', ...at(JSON.stringify({ serverInfo: { name: 'oak', version: '1' }, transport: { type: 'http', endpoint: 'https://example.com/mcp' } })), expect: 'pass' },
  { name: 'missing', html: '<p>x</p>', ...at('', 404), expect: 'warn', finding: /no MCP server card/ },
  { name: 'no endpoint', html: '<p>x</p>', ...at(JSON.stringify({ name: 'oak', version: '1' })), expect: 'fail', finding: /no transport endpoint/ },
  { name: 'no version', html: '<p>x</p>', ...at(JSON.stringify({ name: 'oak', url: 'https://example.com/mcp' })), expect: 'warn', finding: /no server version/ },
  { name: 'invalid JSON', html: '<p>x</p>', ...at('{name: oak}'), expect: 'fail', finding: /not valid JSON/ },
  { name: 'not fetched', html: '<p>x</p>', expect: 'not-applicable' },
  { name: 'server error', html: '<p>x</p>', ...at('', 503), expect: 'error' },
]);
