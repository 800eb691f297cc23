import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './css-empty-rule.ts';

export default ruleFixtures(rule, [
  { name: 'no empty rules', html: '<style>a{color:red} .card{ & .title{font-weight:bold} }</style>', expect: 'pass' },
  { name: 'empty rules', html: '<style>.header{} .nav a {  } p{margin:0}</style>', expect: 'warn', finding: /2 empty rules .* first "\.header \{\}"/ },
  { name: 'no css', html: '<p style="color:red">x</p>', expect: 'not-applicable' },
]);
