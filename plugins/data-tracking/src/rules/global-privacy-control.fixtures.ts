import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './global-privacy-control.ts';

const json = { 'content-type': 'application/json' };

export default ruleFixtures(rule, [
  { name: 'gpc true', resources: { '/.well-known/gpc.json': { headers: json, body: '{"gpc": true, "lastUpdate": "2025-01-15"}' } }, expect: 'pass', finding: /2025-01-15/ },
  { name: 'missing file', resources: { '/.well-known/gpc.json': { status: 404, body: 'Not found' } }, expect: 'warn', finding: /404/ },
  { name: 'gpc false', resources: { '/.well-known/gpc.json': { headers: json, body: '{"gpc": false}' } }, expect: 'warn', finding: /"gpc": false/ },
  { name: 'bad lastUpdate', resources: { '/.well-known/gpc.json': { headers: json, body: '{"gpc": true, "lastUpdate": "15/01/2025"}' } }, expect: 'warn', finding: /lastUpdate/ },
  { name: 'invalid JSON', resources: { '/.well-known/gpc.json': { headers: json, body: '{gpc: true' } }, expect: 'fail', finding: /not valid JSON/ },
  { name: 'not fetched', html: '<p>x</p>', expect: 'not-applicable' },
  { name: 'fetch failed', resources: { '/.well-known/gpc.json': { error: 'timeout' } }, expect: 'error' },
]);
