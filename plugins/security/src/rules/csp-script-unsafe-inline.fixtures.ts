import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './csp-script-unsafe-inline.ts';

const csp = (v: string) => ({ headers: { 'content-security-policy': v } });

export default ruleFixtures(rule, [
  { name: 'self only', ...csp("default-src 'self'"), expect: 'pass' },
  { name: 'nonce cancels unsafe-inline', ...csp("script-src 'nonce-r4nd0mV4lue' 'unsafe-inline' 'strict-dynamic'; object-src 'none'; base-uri 'none'"), expect: 'pass' },
  { name: 'unsafe-inline', ...csp("script-src 'self' 'unsafe-inline'"), expect: 'fail', finding: /'unsafe-inline' in script-src/ },
  { name: 'via default-src', ...csp("default-src 'self' 'unsafe-inline'"), expect: 'fail', finding: /default-src/ },
  { name: 'no script restriction', ...csp("frame-ancestors 'none'"), expect: 'fail', finding: /no script-src or default-src/ },
  { name: 'second policy blocks inline', headers: { 'content-security-policy': ["script-src 'unsafe-inline'", "script-src 'self'"] }, expect: 'pass' },
  { name: 'no policy', headers: { 'content-type': 'text/html' }, expect: 'not-applicable' },
  { name: 'saved page: the policy in a meta tag', bare: true, html: "<head><meta http-equiv=\"Content-Security-Policy\" content=\"script-src 'self' 'unsafe-inline'\"></head>", expect: 'fail' },
]);
