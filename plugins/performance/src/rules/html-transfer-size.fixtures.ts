import { ruleFixtures } from '@pagegrade/core/testing';
import { har } from '../lib/fixture-har.ts';
import rule from './html-transfer-size.ts';

const big = `<p>${'lorem ipsum '.repeat(40000)}</p>`;

export default ruleFixtures(rule, [
  { name: 'small uncompressed document', html: '<p>Hello</p>', expect: 'pass' },
  { name: 'large document compressed well', har: har({ html: big, headers: { 'content-type': 'text/html', 'content-encoding': 'br' }, transferSize: 20000 }), expect: 'pass', finding: /br-compressed/ },
  { name: '150 KiB compressed', har: har({ html: big, headers: { 'content-type': 'text/html', 'content-encoding': 'gzip' }, transferSize: 150 * 1024 }), expect: 'warn', finding: /150\.0 KiB/ },
  { name: '480 KB uncompressed', html: big, expect: 'fail', finding: /uncompressed/ },
  { name: 'wire size not recorded', har: har({ html: big, headers: { 'content-type': 'text/html', 'content-encoding': 'gzip' } }), expect: 'not-applicable' },
  { name: 'bare file', bare: true, html: big, expect: 'not-applicable' },
]);
