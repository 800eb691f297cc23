import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './text-justify.ts';

export default ruleFixtures(rule, [
  { name: 'left aligned', html: '<style>p{text-align:left}</style>', expect: 'pass' },
  { name: 'justified article', html: '<style>article p{text-align:justify}</style>', expect: 'warn', finding: /article p/ },
  { name: 'inline justify', html: '<div style="text-align: justify">text</div>', expect: 'warn', finding: /<div>/ },
]);
