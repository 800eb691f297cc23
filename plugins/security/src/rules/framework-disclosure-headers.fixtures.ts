import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './framework-disclosure-headers.ts';

export default ruleFixtures(rule, [
  { name: 'none', headers: { 'content-type': 'text/html', server: 'nginx' }, expect: 'pass' },
  { name: 'php version', headers: { 'x-powered-by': 'PHP/7.4.3' }, expect: 'fail', finding: /x-powered-by: PHP\/7\.4\.3 reveals a version/ },
  { name: 'aspnet version', headers: { 'x-aspnet-version': '4.0.30319' }, expect: 'fail', finding: /x-aspnet-version/ },
  { name: 'express', headers: { 'x-powered-by': 'Express' }, expect: 'warn', finding: /announces the stack/ },
  { name: 'bare file', bare: true, html: '<p>x</p>', expect: 'not-applicable' },
]);
