import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './duplicate-id.ts';

export default ruleFixtures(rule, [
  { name: 'unique ids', html: '<div id="a"></div><div id="b"></div>', expect: 'pass' },
  { name: 'duplicate id', html: '<div id="main"></div><section id="main"></section><p id="x"></p>', expect: 'fail', finding: /id="main" is used by 2 elements/, findings: 1 },
  { name: 'template content is ignored', html: '<div id="row"></div><template><div id="row"></div></template>', expect: 'pass' },
  { name: 'no ids', html: '<p>text</p>', expect: 'not-applicable' },
]);
