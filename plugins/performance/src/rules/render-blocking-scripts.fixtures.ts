import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './render-blocking-scripts.ts';

export default ruleFixtures(rule, [
  { name: 'deferred, async and module scripts', html: '<head><script defer src="/a.js"></script><script async src="https://cdn.example.net/b.js"></script><script type="module" src="/m.js"></script></head><body></body>', expect: 'pass' },
  { name: 'a synchronous script at the end of the body', html: '<head></head><body><p>Hi</p><script src="/late.js"></script></body>', expect: 'pass' },
  { name: 'a synchronous script in the head', html: '<head><script src="/jquery.js"></script></head><body></body>', expect: 'fail', finding: /jquery\.js in the head/, findings: 1 },
  { name: 'head tags omitted', html: '<script src="https://cdn.other.org/lib.js"></script><p>Content</p>', expect: 'fail', finding: /third party/ },
  { name: 'data blocks are not scripts', html: '<head><script type="text/template" src="/t.html"></script></head>', expect: 'pass' },
  { name: 'no external scripts', html: '<head><script>var x = 1;</script></head>', expect: 'not-applicable' },
  { name: 'rendered: an inserted script looks synchronous in the DOM after load; the paints are measured', html: '<html><head><script src="https://cdn.example.net/tag.js"></script></head><body><p>x</p></body></html>', rendered: { metrics: { firstContentfulPaint: 900, largestContentfulPaint: 1200 } }, expect: 'not-applicable', finding: /^Measured: see performance\/first-contentful-paint and performance\/largest-contentful-paint\./, findings: 1 },
]);
