import { defineRule } from '@pagegrade/core';
import { originOf, subresources } from '../lib/common.ts';
import { httpMajor } from '../lib/protocol.ts';
import { references } from '../lib/refs.ts';

/**
 * Lighthouse 13's modern-http insight (trace engine ModernHTTP) only reports an origin that served
 * at least 6 static assets (scripts, stylesheets, images, fonts, media) over HTTP/1.1; the
 * document itself is not one of them.
 */
const MIN_REQUESTS = 6;
/** The static assets of ModernHTTP's count, by the roles the snapshot records. */
const STATIC_ROLES = new Set(['stylesheet', 'script', 'image', 'font', 'other']);

export default defineRule({
  id: 'performance/http2',
  dimension: 'performance',
  title: 'The page is served over HTTP/2 or HTTP/3',
  failureTitle: 'Many of the page\'s resources are served over HTTP/1.x',
  description: `Reads the HTTP version recorded for the page's subresources and fails for each origin that served ${MIN_REQUESTS} or more of the fetched scripts, stylesheets, images, fonts and media over HTTP/1.x, as Lighthouse 13 does: with fewer requests to an origin, multiplexing gains little. A document served over HTTP/1.x without an Alt-Svc header offering h2 or h3 is left for review when the page references ${MIN_REQUESTS} or more assets of its own origin whose protocol the snapshot does not show, and passes otherwise. Not applicable when the snapshot does not record the version.`,
  why: 'HTTP/1.1 needs a separate connection for every parallel request and repeats headers uncompressed; HTTP/2 and HTTP/3 multiplex all requests over one connection, so pages with many resources load markedly faster.',
  fix: 'Enable HTTP/2 (and HTTP/3) on the web server, load balancer or CDN; every major CDN supports both.',
  impact: 'moderate',
  tags: ['lighthouse:modern-http-insight'],
  needs: ['headers'],
  check(ctx) {
    const { page } = ctx;
    const docVersion = httpMajor(page.response.httpVersion);
    if (docVersion === null) return ctx.notApplicable('The snapshot does not record the HTTP version of the document.');
    const h1 = new Map<string, number>();
    const known = new Set<string>();
    for (const res of subresources(page)) {
      if (!STATIC_ROLES.has(res.role)) continue;
      const major = httpMajor(res.httpVersion);
      if (major === null) continue;
      known.add(res.url);
      if (major !== 1) continue;
      const o = originOf(res.url);
      if (o) h1.set(o, (h1.get(o) ?? 0) + 1);
    }
    let reported = 0;
    for (const [o, n] of h1) {
      if (n < MIN_REQUESTS) continue;
      ctx.report(null, `${n} resources from ${o} were served over HTTP/1.x.`);
      reported++;
    }
    if (reported) return undefined;
    const altSvc = page.headers.get('alt-svc') ?? '';
    const offersNewer = /(^|[\s,;])h[23](-\d+)?\s*=/i.test(altSvc);
    if (docVersion !== 1 || offersNewer) return ctx.pass(`The document was served over ${page.response.httpVersion}${offersNewer ? ', and Alt-Svc offers a newer protocol' : ''}.`);
    // The document's server speaks HTTP/1.x: its other assets likely too, but only those fetched show it.
    const own = originOf(page.url);
    const unshown = new Set<string>();
    for (const r of references(page)) if (r.kind !== 'iframe' && r.kind !== 'preload' && originOf(r.url) === own && !known.has(r.url)) unshown.add(r.url);
    if ((h1.get(own ?? '') ?? 0) + unshown.size >= MIN_REQUESTS) {
      return ctx.needsReview(`The document was served over ${page.response.httpVersion} with no Alt-Svc offering HTTP/2 or HTTP/3, and the page references ${unshown.size} asset${unshown.size === 1 ? '' : 's'} of its own origin whose protocol the snapshot does not show.`);
    }
    return ctx.pass(`The document was served over ${page.response.httpVersion}, but its origin serves fewer than ${MIN_REQUESTS} of the page's assets.`);
  },
});
