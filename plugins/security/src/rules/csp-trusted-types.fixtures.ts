import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './csp-trusted-types.ts';

export default ruleFixtures(rule, [
  { name: 'required', headers: { 'content-security-policy': "script-src 'self'; require-trusted-types-for 'script'; trusted-types default dompurify" }, expect: 'pass' },
  { name: 'missing', headers: { 'content-security-policy': "script-src 'self'" }, expect: 'warn', finding: /No enforced policy/ },
  { name: 'report-only', headers: { 'content-security-policy': "script-src 'self'", 'content-security-policy-report-only': "require-trusted-types-for 'script'" }, expect: 'warn', finding: /only in the report-only/ },
  { name: 'no policy', headers: { 'content-type': 'text/html' }, expect: 'not-applicable' },
  { name: 'saved page: the policy in a meta tag', bare: true, html: "<head><meta http-equiv=\"Content-Security-Policy\" content=\"script-src 'self'\"></head>", expect: 'warn' },
]);
