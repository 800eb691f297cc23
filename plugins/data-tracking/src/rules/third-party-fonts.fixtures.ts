import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './third-party-fonts.ts';

export default ruleFixtures(rule, [
  { name: 'self-hosted font', html: '<style>@font-face{font-family:Inter;src:url(/fonts/inter.woff2) format("woff2")}</style>', expect: 'pass' },
  { name: 'Google Fonts link', html: '<link rel="stylesheet" href="https://fonts.googleapis.com/css2?family=Inter&display=swap">', expect: 'warn', finding: /fonts\.googleapis\.com/ },
  { name: 'Google Fonts @import', html: "<style>@import url('https://fonts.googleapis.com/css2?family=Roboto');</style>", expect: 'warn', finding: /@import/ },
  { name: 'font-face from another site', html: '<style>@font-face{font-family:X;src:url(https://cdn.fontshop.example.net/x.woff2)}</style>', expect: 'warn', finding: /@font-face loads/ },
  { name: 'Adobe Fonts kit', html: '<link rel="stylesheet" href="https://use.typekit.net/abc1234.css">', expect: 'warn', finding: /typekit/ },
  { name: 'preconnect alone', html: '<link rel="preconnect" href="https://fonts.gstatic.com" crossorigin>', expect: 'warn', finding: /opens a connection to fonts\.gstatic\.com/ },
]);
