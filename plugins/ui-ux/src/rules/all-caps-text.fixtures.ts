import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './all-caps-text.ts';

export default ruleFixtures(rule, [
  { name: 'caps on labels only', html: '<style>h2,.eyebrow,button{text-transform:uppercase}</style>', expect: 'pass' },
  { name: 'caps on paragraphs', html: '<style>article p{text-transform:uppercase}</style>', expect: 'warn', finding: /article p/ },
  { name: 'caps on body', html: '<style>body{text-transform:uppercase}</style>', expect: 'warn', finding: /"body"/ },
]);
