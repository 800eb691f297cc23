import { ruleFixtures } from '@pagegrade/core/testing';
import { har } from '../lib/fixture-har.ts';
import rule from './http2.ts';

const six = Array.from({ length: 6 }, (_, i) => ({ url: `https://img.example.com/${i}.png`, role: 'image' as const, httpVersion: 'HTTP/1.1', headers: { 'content-type': 'image/png' }, body: 'x' }));

/**
 * Six requests to the image host that failed (timeout): no response, so no protocol. Snapshots
 * written before failures were recorded without a version say HTTP/1.1 on them; that is no fact.
 */
const timedOut = har({ httpVersion: 'h2' }, six.map((r) => ({ url: r.url, role: r.role, error: 'timeout' })));
for (const e of timedOut.log.entries.slice(1)) e.response.httpVersion = 'HTTP/1.1';

export default ruleFixtures(rule, [
  { name: 'h2 document', httpVersion: 'h2', expect: 'pass' },
  { name: 'h3 document', httpVersion: 'h3', expect: 'pass' },
  { name: 'an HTTP/1.1 document with few assets of its own', httpVersion: 'HTTP/1.1', expect: 'pass', finding: /fewer than 6/ },
  { name: 'an HTTP/1.1 document whose many assets the snapshot lacks', httpVersion: 'HTTP/1.1', html: Array.from({ length: 7 }, (_, i) => `<img src="/i${i}.png" alt="" width="1" height="1">`).join(''), expect: 'needs-review', finding: /references 7 assets/ },
  { name: 'HTTP/1.1 fetch of a server that offers h3', httpVersion: 'HTTP/1.1', headers: { 'content-type': 'text/html', 'alt-svc': 'h3=":443"; ma=86400' }, expect: 'pass' },
  { name: 'an image host on HTTP/1.1', har: har({ httpVersion: 'h2' }, six), expect: 'fail', finding: /6 resources from https:\/\/img\.example\.com were served over HTTP\/1\.x/ },
  { name: 'an image host whose requests all failed', har: timedOut, expect: 'pass' },
  { name: 'version not recorded', har: har({ httpVersion: 'unknown' }), expect: 'not-applicable' },
  { name: 'bare file', bare: true, html: '<p>x</p>', expect: 'not-applicable' },
]);
