import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './valid-id.ts';

export default ruleFixtures(rule, [
  { name: 'valid ids', html: '<div id="main-nav"></div><p id="_1"></p>', expect: 'pass' },
  { name: 'empty id', html: '<div id=""></div>', expect: 'fail', finding: /empty id/ },
  { name: 'id with a space', html: '<input id="first name">', expect: 'fail', finding: /id="first name" contains white space/ },
  { name: 'no ids', html: '<p>text</p>', expect: 'not-applicable' },
]);
