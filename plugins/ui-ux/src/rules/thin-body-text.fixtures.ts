import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './thin-body-text.ts';

export default ruleFixtures(rule, [
  { name: 'regular body, thin heading', html: '<style>body{font-weight:400}h1{font-weight:200}</style>', expect: 'pass' },
  { name: 'light body', html: '<style>body{font-weight:300}</style>', expect: 'warn', finding: /font-weight: 300 in "body"/ },
  { name: 'thin paragraphs', html: '<style>article p{color:#333} p{font-weight:100}</style>', expect: 'warn', finding: /"p"/ },
]);
