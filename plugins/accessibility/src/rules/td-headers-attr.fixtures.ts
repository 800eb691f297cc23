import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './td-headers-attr.ts';

export default ruleFixtures(rule, [
  { name: 'headers point at th', html: '<table><tr><th id="h1">Name</th><th id="h2">Age</th></tr><tr><td headers="h1">Ann</td><td headers="h2">31</td></tr></table>', expect: 'pass' },
  { name: 'missing id', html: '<table><tr><th id="h1">Name</th></tr><tr><td headers="name">Ann</td></tr></table>', expect: 'fail', finding: /no cell with id "name"/ },
  { name: 'id in another table', html: '<table><tr><th id="x">X</th></tr></table><table><tr><td headers="x">1</td></tr></table>', expect: 'fail', finding: /"x"/ },
  { name: 'self reference', html: '<table><tr><td id="c" headers="c">1</td></tr></table>', expect: 'fail', finding: /own id/ },
  { name: 'no headers attributes', html: '<table><tr><th>A</th></tr><tr><td>1</td></tr></table>', expect: 'not-applicable' },
]);
