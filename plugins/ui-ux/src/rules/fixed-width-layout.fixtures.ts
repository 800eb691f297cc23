import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './fixed-width-layout.ts';

export default ruleFixtures(rule, [
  { name: 'fluid container', html: '<style>.container{width:100%;max-width:1200px}</style>', expect: 'pass' },
  { name: 'fixed inside desktop query', html: '<style>@media (min-width: 1200px){.container{width:1170px}}</style>', expect: 'pass' },
  { name: 'body min-width', html: '<style>body{min-width:1024px}</style>', expect: 'fail', finding: /min-width: 1024px in "body"/ },
  { name: 'wrapper fixed', html: '<style>#wrapper{width:960px;margin:0 auto}</style>', expect: 'warn', finding: /#wrapper/ },
  { name: 'inline wide div', html: '<div style="width:1000px">x</div>', expect: 'warn', finding: /<div>/ },
]);
