import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './user-select-disabled.ts';

export default ruleFixtures(rule, [
  { name: 'only on buttons', html: '<style>button,.handle{user-select:none}</style>', expect: 'pass' },
  { name: 'on body', html: '<style>body{-webkit-user-select:none;user-select:none}</style>', expect: 'fail', finding: /user-select: none in "body"/ },
  { name: 'universal selector', html: '<style>*{user-select:none}</style>', expect: 'fail', finding: /"\*"/ },
  { name: 'inline on body', html: '<body style="user-select:none"><p>x</p></body>', expect: 'fail', finding: /<body>/ },
]);
