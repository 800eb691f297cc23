import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './certificate-lifetime.ts';

export default ruleFixtures(rule, [
  { name: '90 days', tls: { validFrom: '2026-04-01T00:00:00Z', validTo: '2026-06-30T00:00:00Z' }, expect: 'pass' },
  { name: 'one year issued before SC-081', tls: { validFrom: '2026-01-01T00:00:00Z', validTo: '2027-01-01T00:00:00Z' }, expect: 'pass' },
  { name: 'two years', tls: { validFrom: '2025-01-01T00:00:00Z', validTo: '2027-01-01T00:00:00Z' }, expect: 'fail', finding: /more than 398 days/ },
  { name: 'one year issued after SC-081', tls: { validFrom: '2026-04-01T00:00:00Z', validTo: '2027-04-01T00:00:00Z' }, expect: 'fail', finding: /at most 200 days/ },
  { name: 'no dates', tls: { validFrom: null }, expect: 'not-applicable' },
]);
