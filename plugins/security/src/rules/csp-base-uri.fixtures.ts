import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './csp-base-uri.ts';

const csp = (v: string) => ({ headers: { 'content-security-policy': v } });

export default ruleFixtures(rule, [
  { name: 'nonce with base-uri', ...csp("script-src 'nonce-r4nd0mV4lue' 'strict-dynamic'; object-src 'none'; base-uri 'none'"), expect: 'pass' },
  { name: 'allow-list without base-uri', ...csp("script-src 'self'"), expect: 'pass', finding: /allow-list/ },
  { name: 'nonce without base-uri', ...csp("script-src 'nonce-r4nd0mV4lue'; object-src 'none'"), expect: 'fail', finding: /by nonce but sets no base-uri/ },
  { name: 'hash + strict-dynamic without base-uri', ...csp("script-src 'sha256-AbCdEfGhIjKlMnOpQrStUvWxYz0123456789+/abcde=' 'strict-dynamic'"), expect: 'fail', finding: /strict-dynamic/ },
  { name: 'no policy', headers: { 'content-type': 'text/html' }, expect: 'not-applicable' },
  { name: 'saved page: the policy in a meta tag', bare: true, html: "<head><meta http-equiv=\"Content-Security-Policy\" content=\"script-src 'nonce-r4nd0mV4lue'; object-src 'none'\"></head>", expect: 'fail' },
]);
