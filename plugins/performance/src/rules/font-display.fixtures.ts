import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './font-display.ts';

export default ruleFixtures(rule, [
  { name: 'swap', html: '<style>@font-face{font-family:"Inter";src:url(/inter.woff2) format("woff2");font-display:swap}</style>', expect: 'pass' },
  { name: 'Google Fonts with display=swap', html: '<link rel="stylesheet" href="https://fonts.googleapis.com/css2?family=Inter:wght@400;700&display=swap">', expect: 'pass' },
  { name: 'local() only is not a web font', html: '<style>@font-face{font-family:Sys;src:local("Arial")}</style>', expect: 'not-applicable' },
  { name: 'missing font-display', html: '<style>@font-face{font-family:"Brand Sans";src:url(/brand.woff2)}</style>', expect: 'fail', finding: '@font-face "Brand Sans" has no font-display.' },
  { name: 'auto in a fetched sheet', html: '<link rel="stylesheet" href="/fonts.css">', resources: { '/fonts.css': { body: '@font-face{font-family:X;src:url(x.woff2);font-display:auto}', headers: { 'content-type': 'text/css' } } }, expect: 'fail', finding: /font-display: auto/ },
  { name: 'Google Fonts without display', html: '<link rel="stylesheet" href="https://fonts.googleapis.com/css?family=Roboto">', expect: 'fail', finding: /no display=swap/ },
  { name: 'no fonts', html: '<style>body{font-family:system-ui}</style>', expect: 'not-applicable' },
]);
