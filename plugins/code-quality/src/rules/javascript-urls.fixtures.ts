import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './javascript-urls.ts';

export default ruleFixtures(rule, [
  { name: 'real links and buttons', html: '<a href="/menu">Menu</a><button type="button">Open</button><a href="#top">Top</a>', expect: 'pass' },
  { name: 'void placeholder', html: '<a href="javascript:void(0)" class="toggle">Menu</a>', expect: 'warn', finding: /javascript:void\(0\)/ },
  { name: 'obfuscated scheme', html: '<a href=" Java\tScript:openCart()">Cart</a>', expect: 'warn', findings: 1 },
]);
