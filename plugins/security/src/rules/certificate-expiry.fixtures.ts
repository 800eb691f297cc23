import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './certificate-expiry.ts';

// Fixtures are fetched at 2026-06-01T00:00:00Z.
export default ruleFixtures(rule, [
  { name: 'months left', tls: { validFrom: '2026-04-01T00:00:00Z', validTo: '2026-09-01T00:00:00Z' }, expect: 'pass' },
  { name: 'expired', tls: { validFrom: '2026-01-01T00:00:00Z', validTo: '2026-05-20T00:00:00Z' }, expect: 'fail', finding: /expired on 2026-05-20, 12 day/ },
  { name: 'expires in a week', tls: { validFrom: '2026-03-01T00:00:00Z', validTo: '2026-06-08T12:00:00Z' }, expect: 'warn', finding: /in 7 day/ },
  { name: 'not yet valid', tls: { validFrom: '2026-07-01T00:00:00Z', validTo: '2026-10-01T00:00:00Z' }, expect: 'fail', finding: /not valid until 2026-07-01/ },
  { name: 'no dates', tls: { validFrom: null, validTo: null }, expect: 'not-applicable' },
  { name: 'no TLS facts', tls: null, expect: 'not-applicable' },
]);
