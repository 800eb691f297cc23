import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './csp-allowlist-bypass.ts';

const csp = (v: string) => ({ headers: { 'content-security-policy': v } });

export default ruleFixtures(rule, [
  { name: 'own hosts', ...csp("script-src 'self' https://static.example.com; object-src 'none'"), expect: 'pass' },
  { name: 'strict-dynamic ignores allow-list', ...csp("script-src 'nonce-q1w2e3r4t5y6u7i8o9p0aSdF' 'strict-dynamic' https://ajax.googleapis.com; object-src 'none'"), expect: 'pass' },
  { name: 'ajax.googleapis.com', ...csp("script-src 'self' https://ajax.googleapis.com; object-src 'none'"), expect: 'fail', finding: /ajax\.googleapis\.com/ },
  { name: 'no script restriction', ...csp("frame-ancestors 'none'"), expect: 'not-applicable' },
  { name: 'no policy', headers: { 'content-type': 'text/html' }, expect: 'not-applicable' },
  { name: 'saved page: the policy in a meta tag', bare: true, html: "<head><meta http-equiv=\"Content-Security-Policy\" content=\"script-src 'self' https://ajax.googleapis.com; object-src 'none'\"></head>", expect: 'fail' },
]);
