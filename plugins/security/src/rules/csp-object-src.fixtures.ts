import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './csp-object-src.ts';

const csp = (v: string) => ({ headers: { 'content-security-policy': v } });

export default ruleFixtures(rule, [
  { name: "object-src 'none'", ...csp("script-src 'self'; object-src 'none'"), expect: 'pass' },
  { name: "default-src 'none'", ...csp("default-src 'none'; script-src 'self'"), expect: 'pass' },
  { name: 'missing', ...csp("script-src 'self'"), expect: 'fail', finding: /neither object-src nor default-src/ },
  { name: 'allow list', ...csp("default-src 'self'"), expect: 'warn', finding: /restrict object-src to 'none'/ },
  { name: 'no policy', headers: { 'content-type': 'text/html' }, expect: 'not-applicable' },
  { name: 'saved page: the policy in a meta tag', bare: true, html: "<head><meta http-equiv=\"Content-Security-Policy\" content=\"script-src 'self'\"></head>", expect: 'fail' },
]);
