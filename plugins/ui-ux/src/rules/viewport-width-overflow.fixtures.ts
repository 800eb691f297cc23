import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './viewport-width-overflow.ts';

export default ruleFixtures(rule, [
  { name: 'percentages', html: '<style>.hero{width:100%;max-width:100vw}</style>', expect: 'pass' },
  { name: 'fixed backdrop', html: '<style>.backdrop{position:fixed;top:0;width:100vw;height:100vh}</style>', expect: 'pass' },
  { name: '100vw hero', html: '<style>.hero{width:100vw}</style>', expect: 'warn', finding: /\.hero/ },
  { name: 'calc over 100vw', html: '<div style="min-width: calc(100vw + 20px)">x</div>', expect: 'warn', finding: /calc/ },
]);
