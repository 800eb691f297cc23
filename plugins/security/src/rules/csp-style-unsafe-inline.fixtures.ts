import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './csp-style-unsafe-inline.ts';

const csp = (v: string) => ({ headers: { 'content-security-policy': v } });

export default ruleFixtures(rule, [
  { name: 'self', ...csp("default-src 'self'"), expect: 'pass' },
  { name: 'nonce', ...csp("style-src 'nonce-q1w2e3r4t5y6u7i8o9p0aSdF' 'unsafe-inline'"), expect: 'pass' },
  { name: 'unsafe-inline', ...csp("default-src 'self'; style-src 'self' 'unsafe-inline'"), expect: 'warn', finding: /'unsafe-inline' in style-src/ },
  { name: 'no style restriction', ...csp("script-src 'self'"), expect: 'warn', finding: /no style-src/ },
  { name: 'no policy', headers: { 'content-type': 'text/html' }, expect: 'not-applicable' },
  { name: 'saved page: the policy in a meta tag', bare: true, html: "<head><meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'self'; style-src 'self' 'unsafe-inline'\"></head>", expect: 'warn' },
]);
