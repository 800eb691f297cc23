import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './csp-deprecated-directives.ts';

const csp = (v: string) => ({ headers: { 'content-security-policy': v } });

export default ruleFixtures(rule, [
  { name: 'current directives', ...csp("default-src 'self'; upgrade-insecure-requests"), expect: 'pass' },
  { name: 'referrer', ...csp("default-src 'self'; referrer no-referrer"), expect: 'warn', finding: /Referrer-Policy/ },
  { name: 'block-all-mixed-content', ...csp("default-src 'self'; block-all-mixed-content"), expect: 'warn', finding: /block-all-mixed-content/ },
  { name: 'no policy', headers: { 'content-type': 'text/html' }, expect: 'not-applicable' },
  { name: 'saved page: the policy in a meta tag', bare: true, html: "<head><meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'self'; referrer no-referrer\"></head>", expect: 'warn' },
]);
