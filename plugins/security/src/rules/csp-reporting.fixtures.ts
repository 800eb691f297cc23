import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './csp-reporting.ts';

export default ruleFixtures(rule, [
  { name: 'report-uri', headers: { 'content-security-policy': "default-src 'self'; report-uri https://r.example.com/csp" }, expect: 'pass' },
  { name: 'report-only with report-uri', headers: { 'content-security-policy-report-only': "default-src 'self'; report-uri /csp" }, expect: 'pass' },
  { name: 'no destination', headers: { 'content-security-policy': "default-src 'self'" }, expect: 'warn', finding: /not reported/ },
  { name: 'report-to only', headers: { 'content-security-policy': "default-src 'self'; report-to csp", 'reporting-endpoints': 'csp="https://r.example.com/csp"' }, expect: 'warn', finding: /Firefox and Safari/ },
  { name: 'report-to undefined group', headers: { 'content-security-policy': "default-src 'self'; report-to csp" }, expect: 'warn', finding: /no Reporting-Endpoints/ },
  { name: 'meta only', html: `<head><meta http-equiv="Content-Security-Policy" content="default-src 'self'"></head>`, expect: 'not-applicable' },
  { name: 'no policy', headers: { 'content-type': 'text/html' }, expect: 'not-applicable' },
]);
