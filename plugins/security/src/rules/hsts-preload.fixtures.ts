import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './hsts-preload.ts';

export default ruleFixtures(rule, [
  { name: 'preload ready', headers: { 'strict-transport-security': 'max-age=63072000; includeSubDomains; preload' }, expect: 'pass' },
  { name: 'preload without subdomains', headers: { 'strict-transport-security': 'max-age=63072000; preload' }, expect: 'fail', finding: /lacks includeSubDomains/ },
  { name: 'preload with short max-age', headers: { 'strict-transport-security': 'max-age=86400; includeSubDomains; preload' }, expect: 'fail', finding: /max-age of at least/ },
  { name: 'apex without preload', headers: { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }, expect: 'warn', finding: /no preload directive/ },
  { name: 'subdomain without preload', url: 'https://www.example.com/', headers: { 'strict-transport-security': 'max-age=31536000' }, expect: 'not-applicable' },
  { name: 'no header', headers: { 'content-type': 'text/html' }, expect: 'not-applicable' },
]);
