import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './th-has-data-cells.ts';

export default ruleFixtures(rule, [
  { name: 'column and row headers', html: '<table><tr><th>Name</th><th>Age</th></tr><tr><th>Ann</th><td>31</td></tr></table>', expect: 'pass' },
  { name: 'header with colspan over data', html: '<table><thead><tr><th colspan="2">Scores</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table>', expect: 'pass' },
  { name: 'header over an empty column', html: '<table><tr><th>Name</th><th>Notes</th></tr><tr><td>Ann</td></tr></table>', expect: 'fail', finding: /Notes/ },
  { name: 'headers only', html: '<table><tr><th>Only headers</th></tr></table>', expect: 'fail', finding: /Only headers/ },
  { name: 'layout table', html: '<table role="presentation"><tr><th>X</th></tr></table>', expect: 'not-applicable' },
]);
