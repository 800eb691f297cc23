import { defineRule } from '@pagegrade/core';
import { httpMajor } from '../lib/protocol.ts';

export default defineRule({
  id: 'performance/http3-advertised',
  dimension: 'performance',
  title: 'HTTP/3 is available',
  failureTitle: 'The server does not advertise HTTP/3',
  description: 'Checks that the document was served over HTTP/3 or that its Alt-Svc header advertises h3. A warning otherwise: HTTP/3 may also be announced through a DNS HTTPS record, which the snapshot does not show.',
  why: 'HTTP/3 runs over QUIC: it sets up a connection in fewer round trips and does not stall all requests when one packet is lost, which helps most on mobile and lossy networks.',
  fix: 'Enable HTTP/3 on the CDN or server and send `Alt-Svc: h3=":443"; ma=86400` (and/or publish a DNS HTTPS record).',
  impact: 'minor',
  tags: ['best-practice'],
  needs: ['headers', 'https'],
  check(ctx) {
    const { page } = ctx;
    if (httpMajor(page.response.httpVersion) === 3) return ctx.pass('The document was served over HTTP/3.');
    const altSvc = page.headers.get('alt-svc');
    if (altSvc && /(^|[\s,;])h3(-\d+)?\s*=/i.test(altSvc)) return ctx.pass(`Alt-Svc advertises HTTP/3: ${altSvc.slice(0, 120)}.`);
    return ctx.warning(altSvc ? `Alt-Svc "${altSvc.slice(0, 120)}" does not offer h3.` : 'No Alt-Svc header advertises HTTP/3.');
  },
});
