import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './cross-origin-isolation.ts';

export default ruleFixtures(rule, [
  { name: 'isolated', headers: { 'cross-origin-embedder-policy': 'require-corp', 'cross-origin-opener-policy': 'same-origin' }, expect: 'pass' },
  { name: 'credentialless', headers: { 'cross-origin-embedder-policy': 'credentialless', 'cross-origin-opener-policy': 'same-origin' }, expect: 'pass' },
  { name: 'COEP without COOP', headers: { 'cross-origin-embedder-policy': 'require-corp' }, expect: 'warn', finding: /not cross-origin isolated/ },
  { name: 'report-only', headers: { 'cross-origin-embedder-policy-report-only': 'require-corp', 'cross-origin-opener-policy': 'same-origin' }, expect: 'warn', finding: /report-only/ },
  { name: 'invalid', headers: { 'cross-origin-embedder-policy': 'require-cors' }, expect: 'fail', finding: /not a valid value/ },
  { name: 'absent', headers: { 'content-type': 'text/html' }, expect: 'not-applicable' },
]);
