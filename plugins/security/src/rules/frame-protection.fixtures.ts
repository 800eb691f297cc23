import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './frame-protection.ts';

export default ruleFixtures(rule, [
  { name: 'frame-ancestors none', headers: { 'content-security-policy': "frame-ancestors 'none'" }, expect: 'pass' },
  { name: 'XFO DENY', headers: { 'x-frame-options': 'DENY' }, expect: 'pass' },
  { name: 'XFO sameorigin lower-case', headers: { 'x-frame-options': 'sameorigin' }, expect: 'pass' },
  { name: 'nothing', headers: { 'content-type': 'text/html' }, expect: 'fail', finding: /Neither/ },
  { name: 'ALLOW-FROM', headers: { 'x-frame-options': 'ALLOW-FROM https://a.example' }, expect: 'fail', finding: /ALLOW-FROM/ },
  { name: 'frame-ancestors *', headers: { 'content-security-policy': 'frame-ancestors *' }, expect: 'fail', finding: /allows any site/ },
  { name: 'meta frame-ancestors does not count', html: `<head><meta http-equiv="Content-Security-Policy" content="frame-ancestors 'none'"></head>`, expect: 'fail' },
  { name: 'bare file', bare: true, html: '<p>x</p>', expect: 'not-applicable' },
]);
