import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './inline-styles.ts';

export default ruleFixtures(rule, [
  { name: 'a few inline styles', html: '<div style="--progress: 40%"></div><p class="lead">x</p><svg><rect style="fill:red"/></svg>', expect: 'pass' },
  { name: 'many inline styles', html: Array.from({ length: 30 }, (_, i) => `<p style="color:#333;margin:${i}px">x</p>`).join(''), expect: 'warn', finding: /30 elements have style attributes/ },
]);
