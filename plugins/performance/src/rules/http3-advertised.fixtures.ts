import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './http3-advertised.ts';

export default ruleFixtures(rule, [
  { name: 'Alt-Svc with h3', headers: { 'content-type': 'text/html', 'alt-svc': 'h3=":443"; ma=86400, h3-29=":443"; ma=86400' }, expect: 'pass' },
  { name: 'served over h3', httpVersion: 'h3', expect: 'pass' },
  { name: 'no Alt-Svc', headers: { 'content-type': 'text/html' }, expect: 'warn', finding: /No Alt-Svc/ },
  { name: 'Alt-Svc without h3', headers: { 'content-type': 'text/html', 'alt-svc': 'h2=":443"' }, expect: 'warn', finding: /does not offer h3/ },
  { name: 'plain http', url: 'http://example.com/', expect: 'not-applicable' },
]);
