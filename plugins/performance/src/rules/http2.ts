import { defineRule } from '@pagegrade/core';
import { originOf, subresources } from '../lib/common.ts';
import { httpMajor } from '../lib/protocol.ts';

/** Lighthouse 13's modern-http insight (trace engine ModernHTTP) only reports an origin that served at least 6 requests over HTTP/1.1. */
const MIN_REQUESTS = 6;

export default defineRule({
  id: 'performance/http2',
  dimension: 'performance',
  title: 'The page is served over HTTP/2 or HTTP/3',
  failureTitle: 'The page or its resources are served over HTTP/1.x',
  description: `Reads the HTTP version recorded for the document and its subresources: the document over HTTP/1.x fails unless its Alt-Svc header offers h2 or h3 (the server then supports a newer protocol), and so does any origin that served ${MIN_REQUESTS} or more of the fetched subresources over HTTP/1.x. Not applicable when the snapshot does not record the version.`,
  why: 'HTTP/1.1 needs a separate connection for every parallel request and repeats headers uncompressed; HTTP/2 and HTTP/3 multiplex all requests over one connection, so pages with many resources load markedly faster.',
  fix: 'Enable HTTP/2 (and HTTP/3) on the web server, load balancer or CDN; every major CDN supports both.',
  impact: 'moderate',
  tags: ['lighthouse:modern-http-insight'],
  needs: ['headers'],
  create(ctx) {
    return {
      end() {
        const { page } = ctx;
        const docVersion = httpMajor(page.response.httpVersion);
        if (docVersion === null) return ctx.notApplicable('The snapshot does not record the HTTP version of the document.');
        const altSvc = page.headers.get('alt-svc') ?? '';
        const offersNewer = /(^|[\s,;])h[23](-\d+)?\s*=/i.test(altSvc);
        if (docVersion === 1 && !offersNewer) ctx.report(null, `The document was served over ${page.response.httpVersion} and no Alt-Svc header offers HTTP/2 or HTTP/3.`);
        const h1 = new Map<string, number>();
        for (const res of subresources(page)) {
          if (httpMajor(res.httpVersion) !== 1) continue;
          const o = originOf(res.url);
          if (o) h1.set(o, (h1.get(o) ?? 0) + 1);
        }
        for (const [o, n] of h1) if (n >= MIN_REQUESTS) ctx.report(null, `${n} resources from ${o} were served over HTTP/1.x.`);
        return undefined;
      },
    };
  },
});
