import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './server-header-version.ts';

export default ruleFixtures(rule, [
  { name: 'name only', headers: { server: 'nginx' }, expect: 'pass' },
  { name: 'no header', headers: { 'content-type': 'text/html' }, expect: 'pass' },
  { name: 'nginx version', headers: { server: 'nginx/1.18.0 (Ubuntu)' }, expect: 'fail', finding: /nginx\/1\.18\.0/ },
  { name: 'apache with modules', headers: { server: 'Apache/2.4.41 (Unix) OpenSSL/1.1.1f' }, expect: 'fail', finding: /Apache\/2\.4\.41/ },
  { name: 'bare file', bare: true, html: '<p>x</p>', expect: 'not-applicable' },
]);
