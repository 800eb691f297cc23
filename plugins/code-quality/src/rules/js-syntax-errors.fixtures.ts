import { ruleFixtures } from '@pagegrade/core/testing';
import { makeEntry, makeSnapshot } from '@pagegrade/core';
import rule from './js-syntax-errors.ts';

// A bundle cut off by the fetcher's size limit: its syntax error says nothing about the page.
const truncated = makeSnapshot(
  [
    makeEntry({ url: 'https://example.com/', role: 'document', headers: { 'content-type': 'text/html' }, body: '<script src="/big.js"></script>' }),
    makeEntry({ url: 'https://example.com/big.js', role: 'script', headers: { 'content-type': 'text/javascript' }, body: 'function a() { return {', truncated: true }),
  ],
  { requestedUrl: 'https://example.com/', finalUrl: 'https://example.com/', tls: null, limitsHit: ['script-size'], source: 'fetched' },
);

export default ruleFixtures(rule, [
  { name: 'valid scripts', html: '<script>const a = { b: 1 }; a?.b;</script><script type="module">import x from "./x.js"; export const y = x;</script><script type="application/ld+json">{"@context": "https://schema.org"}</script>', expect: 'pass' },
  { name: 'syntax error inline', html: '<p>x</p>\n<script>\nvar a = {;\n</script>', expect: 'fail', finding: /Unexpected token at line 3/ },
  {
    name: 'syntax error in an external script',
    html: '<script src="/app.js"></script>',
    resources: { '/app.js': { body: 'function () {}', headers: { 'content-type': 'text/javascript' } } },
    expect: 'fail',
    finding: /https:\/\/example\.com\/app\.js/,
  },
  { name: 'truncated script', har: truncated, expect: 'needs-review', finding: /truncated/ },
  { name: 'no scripts', html: '<p>x</p>', expect: 'not-applicable' },
]);
