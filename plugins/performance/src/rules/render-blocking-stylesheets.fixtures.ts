import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './render-blocking-stylesheets.ts';

const links = (n: number) => Array.from({ length: n }, (_, i) => `<link rel="stylesheet" href="/s${i}.css">`).join('');
const css = { 'content-type': 'text/css' };

export default ruleFixtures(rule, [
  { name: 'one small stylesheet', html: `<head>${links(1)}</head>`, resources: { '/s0.css': { body: 'body{margin:0}', headers: css } }, expect: 'pass', finding: /1 render-blocking stylesheet/ },
  { name: 'print stylesheets do not block', html: `<head>${links(2)}<link rel="stylesheet" href="/p.css" media="print"><link rel="stylesheet" href="/q.css" media="print"><link rel="stylesheet" href="/r.css" media="print"></head>`, resources: { '/s0.css': { body: 'a{}', headers: css }, '/s1.css': { body: 'b{}', headers: css } }, expect: 'pass' },
  { name: 'two stylesheets the snapshot lacks', html: `<head>${links(2)}</head>`, expect: 'needs-review', finding: /2 not in the snapshot/ },
  { name: 'five stylesheets', html: `<head>${links(5)}</head>`, expect: 'warn', finding: /5 render-blocking stylesheets/ },
  { name: 'eight stylesheets', html: `<head>${links(8)}</head>`, expect: 'fail' },
  { name: 'one 300 KB stylesheet', html: `<head>${links(1)}</head>`, resources: { '/s0.css': { body: `a{color:red}\n`.repeat(25000), headers: css } }, expect: 'fail', finding: /KiB on the wire/ },
  { name: 'no stylesheets', html: '<style>a{}</style>', expect: 'not-applicable' },
  { name: 'rendered: the first paint is measured', html: `<html><head>${links(8)}</head><body></body></html>`, rendered: { metrics: { firstContentfulPaint: 900 } }, expect: 'not-applicable', finding: 'Measured: see performance/first-contentful-paint.', findings: 1 },
]);
