import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './csp-insecure-sources.ts';

const csp = (v: string) => ({ headers: { 'content-security-policy': v } });

export default ruleFixtures(rule, [
  { name: 'https only', ...csp("default-src 'self' https://cdn.example.net; report-uri https://r.example.net/csp"), expect: 'pass' },
  { name: 'http source', ...csp("img-src 'self' http://img.example.net"), expect: 'fail', finding: /http:\/\/img\.example\.net in img-src/ },
  { name: 'http report-uri', ...csp("default-src 'self'; report-uri http://r.example.net/csp"), expect: 'fail', finding: /unencrypted/ },
  { name: 'bare http scheme', ...csp("img-src http:"), expect: 'fail', finding: /bare http: scheme in img-src/ },
  { name: 'report-only too', headers: { 'content-security-policy-report-only': "default-src http://x.example.net" }, expect: 'fail', finding: /Report-Only header allows http:\/\/x\.example\.net/ },
  { name: 'no policy', headers: { 'content-type': 'text/html' }, expect: 'not-applicable' },
  { name: 'saved page: the policy in a meta tag', bare: true, html: "<head><meta http-equiv=\"Content-Security-Policy\" content=\"img-src 'self' http://img.example.net\"></head>", expect: 'fail' },
]);
