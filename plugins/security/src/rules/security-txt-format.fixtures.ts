import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './security-txt-format.ts';

const BODY = 'Contact: mailto:s@example.com\nExpires: 2026-12-01T00:00:00Z\n';

export default ruleFixtures(rule, [
  { name: 'https, text/plain, canonical', resources: { '/.well-known/security.txt': { headers: { 'content-type': 'text/plain; charset=utf-8' }, body: `${BODY}Canonical: https://example.com/.well-known/security.txt\n` } }, expect: 'pass' },
  { name: 'served as html', resources: { '/.well-known/security.txt': { headers: { 'content-type': 'text/html' }, body: BODY } }, expect: 'fail', finding: /"text\/html"/ },
  { name: 'over http', url: 'http://example.com/', resources: { '/.well-known/security.txt': { headers: { 'content-type': 'text/plain' }, body: BODY } }, expect: 'fail', finding: /plain HTTP/ },
  { name: 'canonical mismatch', resources: { '/.well-known/security.txt': { headers: { 'content-type': 'text/plain' }, body: `${BODY}Canonical: https://other.example/.well-known/security.txt\n` } }, expect: 'warn', finding: /does not list/ },
  { name: 'latin-1', resources: { '/.well-known/security.txt': { headers: { 'content-type': 'text/plain; charset=iso-8859-1' }, body: BODY } }, expect: 'warn', finding: /iso-8859-1/ },
  { name: 'missing file', resources: { '/.well-known/security.txt': { status: 404 } }, expect: 'not-applicable' },
]);
