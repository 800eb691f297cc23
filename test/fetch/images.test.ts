// First-view images: which ones a browser would load, fetched by their head with the whole size
// from the response, recorded in the HAR, and weighed by the checks.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { discoverSubresources, fetchSnapshot, type FetchOptions } from '@pagegrade/core/fetch';
import { analyze, loadRules, resolveSnapshot } from '@pagegrade/core';
import { LOOPBACK, sitesClosedAfter, type startSite } from '../helpers/fixture-server.ts';

const site = sitesClosedAfter();

/** A PNG of the given pixel size padded to `bytes`: a valid signature and IHDR, then filler. */
function png(width: number, height: number, bytes: number): Buffer {
  const buf = Buffer.alloc(Math.max(bytes, 33));
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(buf, 0);
  buf.writeUInt32BE(13, 8);
  buf.write('IHDR', 12, 'latin1');
  buf.writeUInt32BE(width, 16);
  buf.writeUInt32BE(height, 20);
  buf.set([8, 6, 0, 0, 0], 24);
  return buf;
}

/** Serves a body honouring `Range: bytes=a-b` as a server with range support does (206 + Content-Range). */
function ranged(body: Buffer, type: string, sent: { bytes: number }) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const m = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? '');
    if (!m) {
      sent.bytes += body.length;
      res.writeHead(200, { 'content-type': type, 'content-length': String(body.length) });
      return res.end(body);
    }
    const start = Number(m[1]);
    const end = Math.min(body.length - 1, m[2] ? Number(m[2]) : body.length - 1);
    const part = body.subarray(start, end + 1);
    sent.bytes += part.length;
    res.writeHead(206, { 'content-type': type, 'content-length': String(part.length), 'content-range': `bytes ${start}-${end}/${body.length}` });
    res.end(part);
  };
}

// No case here is about time: the limits only stop a hang, and a busy machine is not one.
const limits: FetchOptions['limits'] = { firstByteTimeoutMs: 30_000, requestTimeoutMs: 30_000, connectTimeoutMs: 30_000, pageTimeoutMs: 60_000 };

test('discovery takes the images a phone loads for the first view', () => {
  const html = `<!doctype html><html><head>
    <link rel="preload" as="image" href="/hero.avif"><link rel="preload" as="font" href="/f.woff2" crossorigin>
    <link rel="preload" as="script" href="/x.js"></head><body>
    <img src="/plain.jpg" alt="">
    <img src="/small.jpg" srcset="/small.jpg 1x, /double.jpg 2x, /triple.jpg 3x" alt="">
    <img srcset="/w400.jpg 400w, /w800.jpg 800w, /w1600.jpg 1600w" sizes="(min-width: 900px) 50vw, 100vw" alt="">
    <img srcset="/t200.jpg 200w, /t400.jpg 400w" sizes="200px" alt="">
    <picture><source type="image/jxl" srcset="/p.jxl"><source media="(min-width: 800px)" srcset="/p-wide.webp"><source type="image/webp" srcset="/p.webp"><img src="/p.jpg" alt=""></picture>
    <picture><source media="print" srcset="/print.png"><img src="/fallback.png" alt=""></picture>
    <img src="/lazy.jpg" loading="lazy" alt="">
    <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="">
    <noscript><img src="/noscript.jpg" alt=""><script src="/ns.js"></script></noscript>
    <template><img src="/template.jpg" alt=""></template>
    <video poster="/poster.jpg"></video><input type="image" src="/go.png" alt="Go">
    <img src="/plain.jpg" alt="again">
  </body></html>`;
  const found = discoverSubresources(html, 'https://example.com/');
  const paths = found.images.map((u) => new URL(u).pathname);
  // 400w/412 px slot is under the 1.75 ratio, 800w covers it; 200 px slot: 400w is a 2x candidate.
  assert.deepEqual(paths, ['/hero.avif', '/plain.jpg', '/double.jpg', '/w800.jpg', '/t400.jpg', '/p.webp', '/fallback.png', '/poster.jpg', '/go.png']);
  assert.deepEqual(found.fonts, ['https://example.com/f.woff2']);
  assert.deepEqual(found.scripts, [], 'a script inside <noscript> is not loaded by a browser that runs scripts');
});

test('an image is fetched by its head: its whole size from Content-Range, its pixel size from its bytes', async () => {
  const hero = png(3000, 2000, 4_400_000);
  const sent = { bytes: 0 };
  const s = await site({
    '/': { body: '<!doctype html><html lang="en"><head><title>Photo</title></head><body><img src="/hero.png" alt="A hill"></body></html>' },
    '/hero.png': ranged(hero, 'image/png', sent),
  });
  const snapshot = await fetchSnapshot(s.url, { allowHosts: LOOPBACK, limits });
  const entry = snapshot.log.entries.find((e) => e.request.url.endsWith('/hero.png'))!;
  assert.equal(entry._pagegrade?.role, 'image');
  assert.equal(entry.response.status, 206);
  assert.equal(entry.response.content.size, hero.length);
  assert.equal(entry._pagegrade?.transferSize, hero.length);
  assert.equal(entry._pagegrade?.sizeFrom, 'content-range');
  assert.deepEqual(entry._pagegrade?.image, { type: 'png', width: 3000, height: 2000 });
  assert.equal(entry._pagegrade?.truncated, undefined);
  assert.ok(sent.bytes <= 64 * 1024, `only the head is sent, not ${sent.bytes} bytes`);
  const r = resolveSnapshot(snapshot);
  assert.deepEqual(r.limitsHit, []);
  const image = r.resources.find((x) => x.role === 'image')!;
  assert.equal(image.state, 'ok');
  assert.deepEqual(image.image, { type: 'png', width: 3000, height: 2000 });

  // The checks weigh the real bytes: the 4.2 MiB photo makes the page heavy and is oversized.
  const { checks } = analyze(snapshot, await loadRules());
  const outcome = (id: string) => checks.find((c) => c.id === id)!;
  assert.equal(outcome('performance/total-byte-weight').outcome, 'fail', outcome('performance/total-byte-weight').findings[0]?.detail);
  assert.match(outcome('performance/total-byte-weight').findings[0]!.detail, /image 4\.20 MiB/);
  assert.equal(outcome('performance/oversized-images').outcome, 'fail');
  assert.equal(outcome('performance/modern-image-formats').outcome, 'fail');
});

test('the pixel size read from the head lets the aspect-ratio check judge a fetched page', async () => {
  const s = await site({
    '/': { body: '<!doctype html><html lang="en"><head><title>Photo</title></head><body><img src="/wide.png" width="300" height="300" alt="A hill"><img src="/square.png" width="100" height="100" alt="A dot"></body></html>' },
    '/wide.png': ranged(png(1200, 600, 30_000), 'image/png', { bytes: 0 }),
    '/square.png': ranged(png(400, 400, 9_000), 'image/png', { bytes: 0 }),
  });
  const { checks } = analyze(await fetchSnapshot(s.url, { allowHosts: LOOPBACK, limits }), await loadRules());
  const ratio = checks.find((c) => c.id === 'ui-ux/image-aspect-ratio')!;
  assert.equal(ratio.outcome, "fail", ratio.findings[0]?.detail);
  assert.equal(ratio.findings.length, 1);
  assert.match(ratio.findings[0]!.detail, /wide\.png/);
});

test('a server that ignores ranges: the size from Content-Length, and only the head is read', async () => {
  const photo = png(800, 600, 900_000);
  const s = await site({
    '/': { body: '<!doctype html><html lang="en"><head><title>Photo</title></head><body><img src="/a.png" alt="A"><img src="/b.png" alt="B"></body></html>' },
    '/a.png': { headers: { 'content-type': 'image/png', 'content-length': String(photo.length) }, body: photo },
    // Chunked, no length: read to the end (within the probe limit) to know the size.
    '/b.png': (_req, res) => {
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end(png(10, 10, 5000));
    },
  });
  const r = resolveSnapshot(await fetchSnapshot(s.url, { allowHosts: LOOPBACK, limits }));
  const a = r.resources.find((x) => x.url.endsWith('/a.png'))!;
  const b = r.resources.find((x) => x.url.endsWith('/b.png'))!;
  assert.equal(a.status, 200);
  assert.equal(a.size, photo.length);
  assert.equal(a.transferSize, photo.length);
  assert.equal(a.truncated, false);
  assert.deepEqual(a.image, { type: 'png', width: 800, height: 600 });
  assert.equal(b.size, 5000);
  assert.deepEqual(b.image, { type: 'png', width: 10, height: 10 });
  assert.deepEqual(r.limitsHit, [], 'stopping at the probe limit is not a limit hit');
});

test('images are bounded in count, after the stylesheets and scripts', async () => {
  const routes: Parameters<typeof startSite>[0] = {
    '/': { body: `<!doctype html><html lang="en"><head><title>Many</title><link rel="stylesheet" href="/s.css"><script src="/a.js"></script></head><body>${Array.from({ length: 6 }, (_, i) => `<img src="/i${i}.png" alt="">`).join('')}</body></html>` },
    '/s.css': { headers: { 'content-type': 'text/css' }, body: 'body{margin:0}' },
    '/a.js': { headers: { 'content-type': 'text/javascript' }, body: 'var a=1;' },
  };
  for (let i = 0; i < 6; i++) routes[`/i${i}.png`] = { headers: { 'content-type': 'image/png' }, body: png(20, 20, 2000) };
  const s = await site(routes);
  const r = resolveSnapshot(await fetchSnapshot(s.url, { allowHosts: LOOPBACK, limits: { ...limits, maxImages: 4 } }));
  assert.deepEqual(r.resources.filter((x) => x.role === 'image').map((x) => new URL(x.url).pathname), ['/i0.png', '/i1.png', '/i2.png', '/i3.png']);
  assert.ok(r.resources.some((x) => x.role === 'stylesheet') && r.resources.some((x) => x.role === 'script'));
  assert.ok(r.limitsHit.includes('subresource-count'));
  assert.ok(!s.hits.includes('/i4.png') && !s.hits.includes('/i5.png'));
});
