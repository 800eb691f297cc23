import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './referrer-leakage.ts';

const tracker = '<script src="https://cdn.tracker.example.net/t.js"></script>';

export default ruleFixtures(rule, [
  { name: 'browser default', html: tracker, expect: 'pass', finding: /browser default/ },
  { name: 'strict header', headers: { 'content-type': 'text/html', 'referrer-policy': 'same-origin' }, html: tracker, expect: 'pass', finding: /same-origin/ },
  { name: 'unsafe-url header', headers: { 'content-type': 'text/html', 'referrer-policy': 'unsafe-url' }, html: tracker, expect: 'fail', finding: /tracker\.example\.net receives the full page URL \(unsafe-url\)/ },
  { name: 'legacy meta always', html: `<meta name="referrer" content="always">${tracker}`, expect: 'fail' },
  { name: 'no-referrer-when-downgrade meta', html: `<meta name="referrer" content="no-referrer-when-downgrade"><a href="https://partner.example.org/">Partner</a>`, expect: 'warn', finding: /partner\.example\.org/ },
  { name: 'per-element unsafe-url', html: '<img src="https://pixel.example.net/p.gif" referrerpolicy="unsafe-url" alt="">', expect: 'fail', finding: /pixel\.example\.net/ },
  { name: 'rel=noreferrer protects a link despite a loose policy', headers: { 'content-type': 'text/html', 'referrer-policy': 'unsafe-url' }, html: '<a href="https://partner.example.org/" rel="noreferrer">Partner</a>', expect: 'pass' },
  { name: 'no other sites', html: '<a href="/about">About</a>', expect: 'not-applicable' },
]);
