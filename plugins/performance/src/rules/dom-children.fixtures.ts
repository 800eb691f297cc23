import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './dom-children.ts';

export default ruleFixtures(rule, [
  { name: 'a short list', html: `<ul>${'<li>x</li>'.repeat(20)}</ul>`, expect: 'pass' },
  { name: 'a list of 100 items', html: `<ul id="products">${'<li>x</li>'.repeat(100)}</ul>`, expect: 'warn', finding: /ul id="products".*100 child elements/, findings: 1 },
]);
