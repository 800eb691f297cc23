import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './snippet-restrictions.ts';

export default ruleFixtures(rule, [
  { name: 'no restrictions', html: '<meta name="robots" content="index, follow, max-snippet:-1, max-image-preview:large"><main>Oak</main>', expect: 'pass' },
  { name: 'nosnippet meta', html: '<meta name="robots" content="index, nosnippet">', expect: 'fail', finding: /<meta name="robots"> says "nosnippet"/ },
  { name: 'max-snippet 0 in header', html: '<p>x</p>', headers: { 'content-type': 'text/html', 'x-robots-tag': 'googlebot: max-snippet:0' }, expect: 'fail', finding: /max-snippet:0/ },
  { name: 'header for another crawler', html: '<p>x</p>', headers: { 'content-type': 'text/html', 'x-robots-tag': 'otherbot: nosnippet' }, expect: 'pass' },
  { name: 'noarchive', html: '<meta name="bingbot" content="noarchive">', expect: 'warn', finding: /Copilot/ },
  { name: 'tiny snippet', html: '<meta name="googlebot" content="max-snippet:20">', expect: 'warn', finding: /20 characters/ },
  { name: 'data-nosnippet main', html: '<div data-nosnippet><main><p>Oak</p></main></div>', expect: 'warn', finding: /data-nosnippet/ },
]);
