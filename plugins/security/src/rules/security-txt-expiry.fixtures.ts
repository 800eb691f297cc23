import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './security-txt-expiry.ts';

const txt = (expires: string) => ({ resources: { '/.well-known/security.txt': { headers: { 'content-type': 'text/plain' }, body: `Contact: mailto:s@example.com\nExpires: ${expires}\n` } } });

// Fixtures are fetched at 2026-06-01T00:00:00Z.
export default ruleFixtures(rule, [
  { name: 'in six months', ...txt('2026-12-01T00:00:00Z'), expect: 'pass' },
  { name: 'expired', ...txt('2026-01-01T00:00:00Z'), expect: 'fail', finding: /expired on 2026-01-01/ },
  { name: 'five years ahead', ...txt('2031-01-01T00:00:00Z'), expect: 'warn', finding: /keep it under a year/ },
  { name: 'no expires', resources: { '/.well-known/security.txt': { body: 'Contact: mailto:s@example.com\n' } }, expect: 'not-applicable' },
  { name: 'not fetched', expect: 'not-applicable' },
]);
