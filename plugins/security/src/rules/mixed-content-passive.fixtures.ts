import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './mixed-content-passive.ts';

export default ruleFixtures(rule, [
  { name: 'https media', html: '<img src="https://img.example.net/a.png" srcset="/a2.png 2x"><video src="/v.mp4" poster="https://x.example.net/p.jpg"></video>', expect: 'pass' },
  { name: 'http image', html: '<img src="http://img.example.net/a.png" alt="">', expect: 'warn', finding: /http:\/\/img\.example\.net\/a\.png/ },
  { name: 'http scheme in capitals', html: '<img src=" HTTP://img.example.net/b.png" alt="">', expect: 'warn', finding: /http:\/\/img\.example\.net\/b\.png/ },
  { name: 'http in srcset', html: '<picture><source srcset="http://img.example.net/a.webp 1x, /b.webp 2x"><img src="/a.png"></picture>', expect: 'warn', finding: /a\.webp/ },
  { name: 'upgraded by CSP', headers: { 'content-security-policy': 'upgrade-insecure-requests' }, html: '<img src="http://img.example.net/a.png">', expect: 'pass' },
  { name: 'http page', url: 'http://example.com/', html: '<img src="http://img.example.net/a.png">', expect: 'not-applicable' },
]);
