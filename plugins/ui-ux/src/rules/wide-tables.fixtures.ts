import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './wide-tables.ts';

const row = (n: number) => `<tr>${'<td>1</td>'.repeat(n)}</tr>`;
const table = (n: number, attrs = '') => `<table${attrs}>${row(n)}${row(n)}</table>`;
export default ruleFixtures(rule, [
  { name: 'wrapped in a scroller', html: `<div class="table-responsive">${table(8)}</div>`, expect: 'pass' },
  { name: 'css scroller class', html: `<style>.specs{overflow-x:auto}</style><div class="specs">${table(8)}</div>`, expect: 'pass' },
  { name: 'bare wide table', html: table(8, ' id="prices"'), expect: 'warn', finding: /#prices with 8 columns/ },
  { name: 'colspan counted', html: '<table><tr><th colspan="7">Specs</th></tr></table>', expect: 'warn', finding: /7 columns/ },
  { name: 'narrow tables', html: table(3), expect: 'not-applicable' },
]);
