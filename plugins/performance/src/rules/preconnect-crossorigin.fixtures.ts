import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './preconnect-crossorigin.ts';

export default ruleFixtures(rule, [
  { name: 'crossorigin preconnect to gstatic', html: '<link rel="preconnect" href="https://fonts.gstatic.com" crossorigin>', expect: 'pass' },
  { name: 'gstatic without crossorigin', html: '<link rel="preconnect" href="https://fonts.gstatic.com">', expect: 'fail', finding: /https:\/\/fonts\.gstatic\.com, but its preconnect has no crossorigin/ },
  { name: 'own font CDN from inline CSS', html: '<link rel="preconnect" href="https://static.example.net"><style>@font-face{font-family:B;src:url(https://static.example.net/b.woff2)}</style>', expect: 'fail', finding: /static\.example\.net/ },
  { name: 'both kinds present', html: '<link rel="preconnect" href="https://static.example.net"><link rel="preconnect" href="https://static.example.net" crossorigin><style>@font-face{font-family:B;src:url(https://static.example.net/b.woff2)}</style>', expect: 'pass' },
  { name: 'no font origins preconnected', html: '<link rel="preconnect" href="https://cdn.example.net">', expect: 'not-applicable' },
]);
