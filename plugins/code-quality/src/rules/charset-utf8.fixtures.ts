import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './charset-utf8.ts';

export default ruleFixtures(rule, [
  { name: 'utf-8 meta', html: '<meta charset="UTF-8">', headers: { 'content-type': 'text/html' }, expect: 'pass' },
  { name: 'utf8 label in header', html: '<p>x</p>', headers: { 'content-type': 'text/html; charset=utf8' }, expect: 'pass' },
  { name: 'latin-1 meta', html: '<meta charset="iso-8859-1">', headers: { 'content-type': 'text/html' }, expect: 'fail', finding: /windows-1252/ },
  { name: 'shift_jis header wins over utf-8 meta', html: '<meta charset="utf-8">', headers: { 'content-type': 'text/html; charset=Shift_JIS' }, expect: 'fail', finding: /Content-Type header/ },
  { name: 'nothing declared', html: '<p>x</p>', headers: { 'content-type': 'text/html' }, expect: 'not-applicable' },
]);
