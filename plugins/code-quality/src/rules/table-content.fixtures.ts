import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './table-content.ts';

export default ruleFixtures(rule, [
  { name: 'well-formed table', html: '<table><caption>Prices</caption><thead><tr><th>Item</th></tr></thead><tbody><tr><td>Tea</td></tr></tbody></table>', expect: 'pass' },
  { name: 'rows without tbody', html: '<table>\n  <tr><td>1</td></tr>\n</table>', expect: 'pass' },
  { name: 'form wrapping a row', html: '<table><tr><td>x</td></tr><form action="/s"><tr><td><input name="q"></td></tr></form></table>', expect: 'fail', finding: /<form> directly inside <table>; browsers insert it as an empty element/ },
  { name: 'text between cells', html: '<table><tr><td>1</td> | <td>2</td></tr></table>', expect: 'fail', finding: /Text "\|" directly inside <tr>/ },
  { name: 'cells directly in a table get implied wrappers', html: '<table><td>1</td><td>2</td></table>', expect: 'pass' },
  { name: 'div between rows', html: '<table><tr><td>1</td></tr><div class="ad">Ad</div></table>', expect: 'fail', finding: /<div> directly inside <table>; browsers move it out/ },
  { name: 'no tables', html: '<p>x</p>', expect: 'not-applicable' },
]);
