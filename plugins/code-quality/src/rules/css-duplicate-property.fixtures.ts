import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './css-duplicate-property.ts';

export default ruleFixtures(rule, [
  { name: 'fallbacks', html: '<style>a{width:100px;width:calc(100% - 2em);display:-webkit-box;display:flex;background:#fff;background:linear-gradient(#fff,#eee);height:100vh;height:100dvh}</style>', expect: 'pass' },
  { name: 'overridden colour', html: '<style>.btn{color:red;padding:0;color:blue}</style>', expect: 'fail', finding: /color is declared twice in "\.btn"/ },
  { name: 'exact repeat in a style attribute', html: '<p style="margin: 0; margin: 0">x</p>', expect: 'fail', finding: /style attribute on <p>/ },
  { name: 'no css', html: '<p>x</p>', expect: 'not-applicable' },
]);
