import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './td-headers-attr.ts';

export default ruleFixtures(rule, [
  { name: 'headers point at th', html: '<table><tr><th id="h1">Name</th><th id="h2">Age</th></tr><tr><td headers="h1">Ann</td><td headers="h2">31</td></tr></table>', expect: 'pass' },
  { name: 'missing id', html: '<table><tr><th id="h1">Name</th></tr><tr><td headers="name">Ann</td></tr></table>', expect: 'fail', finding: /no cell with id "name"/ },
  { name: 'id in another table', html: '<table><tr><th id="x">X</th></tr></table><table><tr><td headers="x">1</td></tr></table>', expect: 'fail', finding: /"x"/ },
  { name: 'self reference', html: '<table><tr><td id="c" headers="c">1</td></tr></table>', expect: 'fail', finding: /own id/ },
  { name: 'headers pointing at a data cell', html: '<table><tr><td id="d1">Name</td></tr><tr><td headers="d1">Ann</td></tr></table>', expect: 'fail', finding: /"d1" is a data cell/ },
  { name: 'a cell given a header role counts as a header', html: '<table><tr><td role="columnheader" id="h">Name</td></tr><tr><td headers="h">Ann</td></tr></table>', expect: 'pass' },
  { name: 'an empty headers attribute', html: '<table><tr><th>Name</th></tr><tr><td headers=" ">Ann</td></tr></table>', expect: 'warn', finding: /empty headers attribute/ },
  { name: 'a cell hidden by a style sheet', html: '<style>.off{display:none}</style><table><tr><th id="h">Name</th></tr><tr><td class="off" headers="nope">Ann</td><td headers="h">Bo</td></tr></table>', expect: 'pass' },
  { name: 'a layout table given another role', html: '<table role="list"><tr><td headers="nope">x</td></tr></table>', expect: 'not-applicable' },
  { name: 'no headers attributes', html: '<table><tr><th>A</th></tr><tr><td>1</td></tr></table>', expect: 'not-applicable' },
  { name: 'a table placed off the page is not judged', html: '<style>.off{position:absolute;left:-9999px}</style><table class="off"><tr><th id="h">Status</th></tr><tr><td headers="nope">15%</td></tr></table>', expect: 'not-applicable' },
]);
