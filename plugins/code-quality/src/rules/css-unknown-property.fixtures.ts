import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './css-unknown-property.ts';

export default ruleFixtures(rule, [
  { name: 'known, custom and prefixed properties', html: '<style>:root{--brand:#c00} a{color:var(--brand);-webkit-line-clamp:2;text-wrap:balance;container-type:inline-size} @font-face{font-family:X;src:url(x.woff2);font-display:swap} @page{size:A4}</style>', expect: 'pass' },
  { name: 'typo', html: '<style>a{colr:red}</style><p style="colr: blue">x</p>', expect: 'fail', finding: /Unknown property "colr" \(2 declarations\)/ },
  { name: 'ie hack', html: '<style>.clearfix{*zoom:1}</style>', expect: 'fail', finding: /Internet Explorer 7 hack/ },
  { name: 'no css', html: '<p>x</p>', expect: 'not-applicable' },
]);
