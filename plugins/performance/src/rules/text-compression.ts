import { defineRule, type Resource } from '@pagegrade/core';
import { bytes, fetchedSubresources, headersCaptured, shortUrl } from '../lib/common.ts';
import { elementFor } from '../lib/refs.ts';

/**
 * Lighthouse 12's uses-text-compression (retired in 13) ignored savings under 1,400 bytes. Text compresses to well
 * under half its size, so responses of 2 KiB or more (decoded) are the ones worth judging.
 */
const MIN_SIZE = 2048;
const TEXT = /^(text\/|application\/(javascript|x-javascript|ecmascript|json|ld\+json|manifest\+json|xml|xhtml\+xml|rss\+xml|atom\+xml|wasm)|image\/svg\+xml)/;
const CODINGS = new Set(['gzip', 'x-gzip', 'br', 'zstd', 'deflate', 'compress', 'x-compress']);

function contentType(res: Resource): string {
  return (res.headers.get('content-type') ?? res.mimeType ?? '').toLowerCase().trim();
}

function compressed(res: Resource): boolean {
  const enc = (res.headers.get('content-encoding') ?? '').toLowerCase();
  return enc.split(',').some((t) => CODINGS.has(t.trim()));
}

export default defineRule({
  id: 'performance/text-compression',
  dimension: 'performance',
  title: 'Text responses are compressed',
  failureTitle: 'Text responses are sent without compression',
  description: `Checks that the HTML document and every fetched text subresource (CSS, JavaScript, JSON, SVG, XML) of at least ${bytes(MIN_SIZE)} is served with a Content-Encoding of br, gzip, zstd or deflate. Only successful responses whose headers were captured are judged.`,
  why: 'Text shrinks by 60–80 % with gzip and more with Brotli or Zstandard; sending it uncompressed multiplies download time on every slow connection.',
  fix: 'Enable Brotli (or gzip) compression for text MIME types on the server or CDN, including text/html, text/css, JavaScript, JSON and SVG.',
  impact: 'serious',
  tags: ['webhint:http-compression'],
  needs: ['headers'],
  check(ctx) {
    const { page } = ctx;
    let judged = 0;
    const candidates: Resource[] = [page.response, ...fetchedSubresources(page)];
    for (const res of candidates) {
      if (res.status !== 200 || !headersCaptured(res) || res.size < MIN_SIZE) continue;
      const type = contentType(res);
      if (!TEXT.test(type)) continue;
      judged++;
      if (!compressed(res)) {
        const what = res === page.response ? 'The HTML document' : shortUrl(res.url);
        ctx.report(res === page.response ? null : elementFor(page, res.url), `${what} (${type.split(';')[0]}, ${bytes(res.size)}) is served without Content-Encoding.`);
      }
    }
    if (judged === 0) return ctx.notApplicable(`No text response of ${bytes(MIN_SIZE)} or more with captured headers.`);
    return undefined;
  },
});
