import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './web-font-count.ts';

const face = (family: string, weight: number, style = 'normal', range = '') => `@font-face{font-family:"${family}";font-weight:${weight};font-style:${style};src:url(/f/${family}-${weight}-${style}${range}.woff2) format("woff2");${range ? `unicode-range:${range};` : ''}}`;

export default ruleFixtures(rule, [
  { name: 'two weights with subsets', html: `<style>${face('Inter', 400, 'normal', 'U+0000-00FF')}${face('Inter', 400, 'normal', 'U+0100-024F')}${face('Inter', 700)}</style>`, expect: 'pass', finding: /2 font faces in 1 family/ },
  { name: 'eight faces', html: `<style>${[100, 200, 300, 400, 500, 600, 700, 800].map((w) => face('Inter', w)).join('')}</style>`, expect: 'warn', finding: /8 font faces/ },
  { name: 'fourteen faces', html: `<style>${[100, 200, 300, 400, 500, 600, 700].map((w) => face('Inter', w) + face('Inter', w, 'italic')).join('')}</style>`, expect: 'fail', finding: /14 font faces/ },
  { name: 'no web fonts', html: '<p>text</p>', expect: 'not-applicable' },
  {
    name: 'saved page: absolute font URLs',
    bare: true,
    html: `<style>${[100, 200, 300, 400, 500, 600, 700, 800].map((w) => `@font-face{font-family:"Inter";font-weight:${w};src:url(https://fonts.example.net/Inter-${w}.woff2) format("woff2")}`).join('')}</style>`,
    expect: 'warn',
    finding: /8 font faces/,
  },
]);
