import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './text-compression.ts';

const page = `<html><body>${'<p>Some paragraph text.</p>'.repeat(200)}</body></html>`;
const js = 'function f(){return 1}\n'.repeat(200);

export default ruleFixtures(rule, [
  { name: 'brotli document and gzip script', html: page, headers: { 'content-type': 'text/html', 'content-encoding': 'br' }, resources: { '/app.js': { body: js, headers: { 'content-type': 'text/javascript', 'content-encoding': 'gzip' } } }, expect: 'pass' },
  { name: 'uncompressed document', html: page, headers: { 'content-type': 'text/html' }, expect: 'fail', finding: /The HTML document \(text\/html, .*KiB\) is served without/ },
  { name: 'uncompressed script', html: page, headers: { 'content-type': 'text/html', 'content-encoding': 'gzip' }, resources: { '/app.js': { body: js, headers: { 'content-type': 'application/javascript' } } }, expect: 'fail', finding: /app\.js/, findings: 1 },
  { name: 'small document only', html: '<p>hi</p>', headers: { 'content-type': 'text/html' }, expect: 'not-applicable' },
  { name: 'bare file', bare: true, html: page, expect: 'not-applicable' },
]);
