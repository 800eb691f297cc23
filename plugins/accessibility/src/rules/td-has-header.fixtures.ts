import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './td-has-header.ts';

const body = '<tr><td>Basic</td><td>€5</td><td>1 GB</td></tr><tr><td>Pro</td><td>€9</td><td>10 GB</td></tr>';

export default ruleFixtures(rule, [
  { name: 'column headers', html: `<table><tr><th>Plan</th><th>Price</th><th>Storage</th></tr>${body}</table>`, expect: 'pass' },
  { name: 'row headers', html: '<table><tr><th>Basic</th><td>€5</td><td>1 GB</td></tr><tr><th>Pro</th><td>€9</td><td>10 GB</td></tr><tr><th>Team</th><td>€20</td><td>1 TB</td></tr></table>', expect: 'pass' },
  { name: 'headers attributes label the data rows, but the labelling cells are bare td', html: '<table><caption>Plans</caption><tr><td id="p">Plan</td><td id="c">Cost</td><td>Notes</td></tr><tr><td headers="p">A</td><td headers="c">1</td><td headers="p c">x</td></tr><tr><td headers="p">B</td><td headers="c">2</td><td></td></tr></table>', expect: 'fail', finding: /"Plan" \(row 1, column 1\)/ },
  { name: 'headers attribute pointing at th', html: '<table><tr><th id="n">Name</th><th id="v">Value</th><th id="u">Unit</th></tr><tr><td headers="n">a</td><td headers="v">1</td><td headers="u">kg</td></tr><tr><td headers="n">b</td><td headers="v">2</td><td headers="u">kg</td></tr></table>', expect: 'pass' },
  { name: 'headers only over some columns', html: `<table><tr><th>Plan</th><th>Price</th></tr>${body}</table>`, expect: 'fail', findings: 2, finding: /"1 GB" \(row 2, column 3\)/ },
  { name: 'empty cells need no header', html: '<table><thead><tr><th>a</th><th>b</th></tr></thead><tr><td>1</td><td>2</td><td></td></tr><tr><td>3</td><td>4</td><td> </td></tr></table>', expect: 'pass' },
  { name: 'table without marks of data', html: `<table><tr><td>Plan</td><td>Price</td><td>Storage</td></tr>${body}</table>`, expect: 'needs-review' },
  { name: 'layout table with column widths and a nested table', html: '<table><colgroup><col width="100"><col><col></colgroup><tr><td>Nav</td><td><table><tr><td>x</td></tr></table></td><td>Ad</td></tr><tr><td>a</td><td>b</td><td>c</td></tr><tr><td>d</td><td>e</td><td>f</td></tr></table>', expect: 'not-applicable' },
  { name: 'small table', html: '<table><tr><th>a</th><td>1</td></tr><tr><td>b</td><td>2</td></tr></table>', expect: 'not-applicable' },
  { name: 'layout table', html: `<table role="presentation"><tr><td>a</td><td>b</td><td>c</td></tr>${body}</table>`, expect: 'not-applicable' },
]);
