import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './content-security-policy.ts';

export default ruleFixtures(rule, [
  { name: 'header', headers: { 'content-security-policy': "default-src 'self'" }, expect: 'pass' },
  { name: 'meta in head', html: `<head><meta http-equiv="Content-Security-Policy" content="default-src 'self'"></head>`, expect: 'pass' },
  { name: 'meta in bare file', bare: true, html: `<head><meta http-equiv="content-security-policy" content="script-src 'self'"></head>`, expect: 'pass' },
  { name: 'none', headers: { 'content-type': 'text/html' }, expect: 'fail', finding: /Neither/ },
  { name: 'meta in body is ignored', html: `<body><meta http-equiv="Content-Security-Policy" content="default-src 'self'"></body>`, expect: 'fail' },
  { name: 'report-only', headers: { 'content-security-policy-report-only': "default-src 'self'" }, expect: 'warn', finding: /Report-Only/ },
  { name: 'bare file without meta', bare: true, html: '<p>x</p>', expect: 'not-applicable' },
]);
