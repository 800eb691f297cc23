import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './csp-script-unsafe-eval.ts';

const csp = (v: string) => ({ headers: { 'content-security-policy': v } });

export default ruleFixtures(rule, [
  { name: 'no eval', ...csp("script-src 'self'"), expect: 'pass' },
  { name: 'wasm only', ...csp("script-src 'self' 'wasm-unsafe-eval'"), expect: 'pass' },
  { name: 'unsafe-eval', ...csp("script-src 'self' 'unsafe-eval'"), expect: 'fail', finding: /'unsafe-eval' in script-src/ },
  { name: 'meta policy', html: `<head><meta http-equiv="Content-Security-Policy" content="default-src 'self' 'unsafe-eval'"></head>`, expect: 'fail', finding: /<meta http-equiv> policy/ },
  { name: 'no script restriction', ...csp("frame-ancestors 'none'"), expect: 'not-applicable' },
  { name: 'no policy', headers: { 'content-type': 'text/html' }, expect: 'not-applicable' },
]);
