import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './dom-size.ts';

export default ruleFixtures(rule, [
  { name: 'a small page', html: '<html><body><p>Hello</p></body></html>', expect: 'pass', finding: /no style recalculation can reach/ },
  { name: 'about a thousand elements', html: `<ul>${'<li>x</li>'.repeat(1000)}</ul>`, expect: 'pass', finding: /^100\d elements\.$/ },
  { name: 'two thousand elements', html: `<ul>${'<li>x</li>'.repeat(2000)}</ul>`, expect: 'warn', finding: /more than 1400/ },
]);
