import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './csp-nonce-strength.ts';

const csp = (v: string) => ({ headers: { 'content-security-policy': v } });

export default ruleFixtures(rule, [
  { name: 'long nonce', ...csp("script-src 'nonce-q1w2e3r4t5y6u7i8o9p0aSdF'"), expect: 'pass' },
  { name: 'short nonce', ...csp("script-src 'nonce-abc'"), expect: 'fail', finding: /shorter than 8/ },
  { name: 'bad charset', ...csp("script-src 'nonce-abc$def!ghi%jkl&mno*pqrs'"), expect: 'fail', finding: /outside base64/ },
  { name: 'under 128 bits', ...csp("script-src 'nonce-abcdefghij'"), expect: 'warn', finding: /10 characters/ },
  { name: 'no nonce', ...csp("script-src 'self'"), expect: 'not-applicable' },
  { name: 'no policy', headers: { 'content-type': 'text/html' }, expect: 'not-applicable' },
  { name: 'saved page: the policy in a meta tag', bare: true, html: "<head><meta http-equiv=\"Content-Security-Policy\" content=\"script-src 'nonce-abc'\"></head>", expect: 'fail' },
]);
