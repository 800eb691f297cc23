import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './security-txt.ts';

const TXT = 'Contact: mailto:security@example.com\nExpires: 2026-12-31T23:00:00.000Z\n';

export default ruleFixtures(rule, [
  { name: 'present', resources: { '/.well-known/security.txt': { headers: { 'content-type': 'text/plain; charset=utf-8' }, body: TXT } }, expect: 'pass' },
  { name: 'missing', resources: { '/.well-known/security.txt': { status: 404, headers: { 'content-type': 'text/html' }, body: 'Not found' } }, expect: 'fail', finding: /answers 404/ },
  { name: 'soft 404', resources: { '/.well-known/security.txt': { headers: { 'content-type': 'text/html' }, body: '<!doctype html><title>Home</title>' } }, expect: 'fail', finding: /an HTML page/ },
  { name: 'soft 404 with css', resources: { '/.well-known/security.txt': { headers: { 'content-type': 'text/html' }, body: '<html><style>\ncolor: red\n</style></html>' } }, expect: 'fail', finding: /an HTML page/ },
  { name: 'legacy location only', resources: { '/.well-known/security.txt': { status: 404 }, '/security.txt': { headers: { 'content-type': 'text/plain' }, body: TXT } }, expect: 'warn', finding: /legacy location/ },
  { name: 'not fetched', expect: 'not-applicable' },
  { name: 'fetch failed', resources: { '/.well-known/security.txt': { error: 'timeout' } }, expect: 'error' },
]);
