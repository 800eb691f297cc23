import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './font-format-woff2.ts';

export default ruleFixtures(rule, [
  { name: 'woff2 first', html: '<style>@font-face{font-family:A;src:url(/a.woff2) format("woff2"), url(/a.woff) format("woff")}</style>', expect: 'pass' },
  { name: 'ttf only', html: '<style>@font-face{font-family:Brand;src:url(/fonts/brand.ttf) format("truetype")}</style>', expect: 'fail', finding: '@font-face "Brand" offers only https://example.com/fonts/brand.ttf.' },
  { name: 'no web fonts', html: '<style>@font-face{font-family:L;src:local(Arial)}</style>', expect: 'not-applicable' },
]);
