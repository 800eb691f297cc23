import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './line-height.ts';

export default ruleFixtures(rule, [
  { name: '1.5 on body', html: '<style>body{line-height:1.5}</style>', expect: 'pass' },
  { name: 'not set', html: '<style>h1{line-height:1}</style>', expect: 'pass' },
  { name: 'tight body', html: '<style>body{line-height:1}</style>', expect: 'warn', finding: /line-height 1 / },
  { name: 'tight paragraphs in px', html: '<style>body{font-size:16px}p{line-height:16px}</style>', expect: 'warn', finding: /16px/ },
  { name: 'font shorthand', html: '<style>body{font:16px/1.1 Arial}</style>', expect: 'warn', finding: /1\.1/ },
]);
