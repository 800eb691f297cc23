import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './root-font-size-relative.ts';

export default ruleFixtures(rule, [
  { name: 'relative units', html: '<style>html{font-size:100%}body{font-size:1.125rem}</style>', expect: 'pass' },
  { name: 'unset', html: '<style>h1{font-size:32px}</style>', expect: 'pass' },
  { name: 'px on html', html: '<style>html{font-size:16px}</style>', expect: 'warn', finding: /html font-size 16px/ },
  { name: 'pt on body shorthand', html: '<style>body{font:12pt Georgia,serif}</style>', expect: 'warn', finding: /body font-size 12pt/ },
]);
