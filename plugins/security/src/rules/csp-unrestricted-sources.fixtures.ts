import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './csp-unrestricted-sources.ts';

const csp = (v: string) => ({ headers: { 'content-security-policy': v } });

export default ruleFixtures(rule, [
  { name: 'specific hosts', ...csp("script-src 'self' https://cdn.example.net; object-src 'none'"), expect: 'pass' },
  { name: 'wildcard script-src', ...csp("script-src *"), expect: 'fail', finding: /allows "\*" in script-src/ },
  { name: 'https: scheme', ...csp("default-src 'self' https:"), expect: 'fail', finding: /"https:"/ },
  { name: 'data: in script-src', ...csp("script-src 'self' data:"), expect: 'fail', finding: /"data:" in script-src/ },
  { name: 'strict-dynamic cancels scheme', ...csp("script-src 'nonce-r4nd0mV4lue' 'strict-dynamic' https:; object-src 'none'; base-uri 'none'"), expect: 'pass' },
  { name: 'no policy', headers: { 'content-type': 'text/html' }, expect: 'not-applicable' },
  { name: 'saved page: the policy in a meta tag', bare: true, html: "<head><meta http-equiv=\"Content-Security-Policy\" content=\"script-src *\"></head>", expect: 'fail' },
]);
