import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './css-invalid-value.ts';

export default ruleFixtures(rule, [
  { name: 'valid values', html: '<style>a{color:oklch(70% .1 200);margin:0 auto;display:grid;grid-template-columns:repeat(3,1fr);width:calc(100% - var(--gap));display:-webkit-box;font:12px/1.5 "Helvetica Neue",Arial,sans-serif}</style>', expect: 'pass' },
  { name: 'short hex colour', html: '<style>a{color:#ff}</style>', expect: 'fail', finding: /color: #ff is not a valid value/ },
  { name: 'misspelt keyword in a style attribute', html: '<div style="display: blocks">x</div>', expect: 'fail', finding: /display: blocks/ },
  { name: 'misspelt important', html: '<style>a{width:10px !importnt}</style>', expect: 'fail', finding: /!importnt/ },
  { name: 'no css', html: '<p>x</p>', expect: 'not-applicable' },
]);
