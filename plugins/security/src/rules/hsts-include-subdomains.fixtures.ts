import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './hsts-include-subdomains.ts';

export default ruleFixtures(rule, [
  { name: 'with includeSubDomains', headers: { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }, expect: 'pass' },
  { name: 'case-insensitive', headers: { 'strict-transport-security': 'max-age=31536000;INCLUDESUBDOMAINS' }, expect: 'pass' },
  { name: 'without', headers: { 'strict-transport-security': 'max-age=31536000' }, expect: 'warn', finding: /no includeSubDomains/ },
  { name: 'no header', headers: { 'content-type': 'text/html' }, expect: 'not-applicable' },
  { name: 'http page', url: 'http://example.com/', expect: 'not-applicable' },
]);
