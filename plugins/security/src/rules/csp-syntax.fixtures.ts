import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './csp-syntax.ts';

const csp = (v: string) => ({ headers: { 'content-security-policy': v } });

export default ruleFixtures(rule, [
  { name: 'well-formed', ...csp("default-src 'self'; script-src 'self' https://cdn.example.net; object-src 'none'; fenced-frame-src 'none'"), expect: 'pass' },
  { name: 'unquoted self', ...csp('script-src self'), expect: 'fail', finding: /needs single quotes/ },
  { name: 'missing semicolon', ...csp("script-src 'self' object-src 'none'"), expect: 'fail', finding: /semicolon is missing/ },
  { name: 'unknown directive', ...csp("scripts-src 'self'"), expect: 'fail', finding: /"scripts-src" is not a CSP directive/ },
  { name: 'colon', ...csp("script-src: 'self'"), expect: 'fail', finding: /take no colon/ },
  { name: 'duplicate', ...csp("script-src 'self'; script-src https://x.example.net"), expect: 'fail', finding: /appears twice/ },
  { name: 'no policy', headers: { 'content-type': 'text/html' }, expect: 'not-applicable' },
  { name: 'saved page: the policy in a meta tag', bare: true, html: "<head><meta http-equiv=\"Content-Security-Policy\" content=\"script-src self\"></head>", expect: 'fail' },
]);
