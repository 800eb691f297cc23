import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './charset-conflict.ts';

export default ruleFixtures(rule, [
  { name: 'header and meta agree (different labels, same encoding)', html: '<meta charset="utf8">', headers: { 'content-type': 'text/html; charset=UTF-8' }, expect: 'pass' },
  { name: 'header and meta disagree', html: '<meta charset="windows-1252">', headers: { 'content-type': 'text/html; charset=utf-8' }, expect: 'fail', finding: /windows-1252/ },
  { name: 'two meta declarations that agree', html: '<meta charset="utf-8"><meta http-equiv="content-type" content="text/html; charset=utf-8">', headers: { 'content-type': 'text/html' }, expect: 'warn', finding: /2 <meta> elements/ },
  { name: 'single declaration', html: '<meta charset="utf-8">', headers: { 'content-type': 'text/html' }, expect: 'not-applicable' },
]);
