import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './th-has-data-cells.ts';

export default ruleFixtures(rule, [
  { name: 'column and row headers', html: '<table><tr><th>Name</th><th>Age</th></tr><tr><th>Ann</th><td>31</td></tr></table>', expect: 'pass' },
  { name: 'header with colspan over data', html: '<table><thead><tr><th colspan="2">Scores</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table>', expect: 'pass' },
  { name: 'header over an empty column', html: '<table><tr><th>Name</th><th>Notes</th></tr><tr><td>Ann</td></tr></table>', expect: 'fail', finding: /Notes/ },
  { name: 'headers only', html: '<table><tr><th>Only headers</th></tr></table>', expect: 'fail', finding: /Only headers/ },
  { name: 'layout table', html: '<table role="presentation"><tr><th>X</th></tr></table>', expect: 'not-applicable' },
  { name: 'a data cell listing one header is not assigned to the other headers of its column', html: '<table><tr><th id="name">Name</th><th id="qty">Quantity</th></tr><tr><td>Tea</td><td headers="name">Green</td></tr></table>', expect: 'fail', finding: /Quantity/ },
  { name: 'a header assigned through the headers attribute', html: '<table><tr><th id="a">City</th><th id="b">Count</th></tr><tr><td>Oslo</td></tr><tr><td headers="b">3</td></tr></table>', expect: 'pass' },
  { name: 'an ARIA grid whose second column header heads nothing', html: '<div role="grid"><div role="row"><div role="columnheader">Room</div><div role="columnheader">Guest</div></div><div role="row"><div role="gridcell">1A</div></div></div>', expect: 'fail', finding: /Guest/ },
  { name: 'an ARIA table with its cells', html: '<div role="table" aria-label="Rooms"><div role="rowgroup"><div role="row"><span role="columnheader">Room</span></div></div><div role="rowgroup"><div role="row"><span role="cell">1A</span></div></div></div>', expect: 'pass' },
  { name: 'a th made an ordinary cell', html: '<table><tr><th role="cell">Total</th></tr><tr><td>4</td></tr></table>', expect: 'not-applicable' },
  { name: 'a header hidden by a style sheet', html: '<style>.sr{display:none}</style><table><tr><th class="sr">Org</th></tr><tr><td>W3C</td></tr></table>', expect: 'not-applicable' },
]);
