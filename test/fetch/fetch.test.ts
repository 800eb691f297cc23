import { test } from 'node:test';
import assert from 'node:assert/strict';
import zlib from 'node:zlib';
import { discoverSubresources, fetchSnapshot, looksBinary, type FetchOptions } from '@pagegrade/core/fetch';
import { PagegradeError, resolveSnapshot } from '@pagegrade/core';
import { LOOPBACK, sitesClosedAfter, type startSite } from '../helpers/fixture-server.ts';

const site = sitesClosedAfter();

const PAGE = '<!doctype html><html lang="en"><head><title>Fixture</title></head><body><h1>Hello</h1></body></html>';

async function failure(p: Promise<unknown>): Promise<PagegradeError> {
  try {
    await p;
  } catch (err) {
    assert.ok(err instanceof PagegradeError, `expected a PagegradeError, got ${String(err)}`);
    return err;
  }
  assert.fail('expected the fetch to fail');
}

// Short limits for the cases that wait on purpose (a server that never answers); every other case
// gets limits that only stop a hang, so a busy machine cannot fail it.
const fast: FetchOptions['limits'] = { firstByteTimeoutMs: 400, requestTimeoutMs: 800, connectTimeoutMs: 500, pageTimeoutMs: 3000 };
const ample: FetchOptions['limits'] = { firstByteTimeoutMs: 30_000, requestTimeoutMs: 30_000, connectTimeoutMs: 30_000, pageTimeoutMs: 60_000 };

test('a loopback fixture is refused without the allow-list', async () => {
  const s = await site({ '/': { body: PAGE } });
  const err = await failure(fetchSnapshot(s.url));
  assert.equal(err.code, 'blocked_host');
  assert.equal(s.hits.length, 0, 'nothing may reach the server');
});

test('a host name that resolves to a private address is refused', async () => {
  const err = await failure(fetchSnapshot('http://evil.example/', { resolver: async () => ['10.0.0.7'] }));
  assert.equal(err.code, 'blocked_host');
  assert.match(err.message, /10\.0\.0\.7/);
});

test('one private address among public ones is enough to refuse', async () => {
  const err = await failure(fetchSnapshot('http://mixed.example/', { resolver: async () => ['93.184.215.14', '169.254.169.254'] }));
  assert.equal(err.code, 'blocked_host');
});

test('a redirect to a private address is refused at that hop', async () => {
  const s = await site({ '/': { status: 302, headers: { location: 'http://169.254.169.254/latest/meta-data/' } } });
  const err = await failure(fetchSnapshot(s.url, { allowHosts: LOOPBACK }));
  assert.equal(err.code, 'blocked_host');
});

test('a redirect to a non-http scheme is refused', async () => {
  const s = await site({ '/': { status: 302, headers: { location: 'file:///etc/passwd' } } });
  const err = await failure(fetchSnapshot(s.url, { allowHosts: LOOPBACK }));
  assert.equal(err.code, 'invalid_url');
});

test('the checked address is the one connected to: a second DNS answer cannot redirect the socket', async () => {
  const s = await site({ '/': { body: PAGE + '<link rel="stylesheet" href="/a.css">' }, '/a.css': { headers: { 'content-type': 'text/css' }, body: 'a{}' } });
  let calls = 0;
  const rebinding = async () => (calls++ === 0 ? ['127.0.0.1'] : ['10.0.0.1']);
  const snap = await fetchSnapshot(`http://rebind.example:${s.port}/`, { allowHosts: LOOPBACK, resolver: rebinding, limits: ample });
  const resolved = resolveSnapshot(snap);
  assert.equal(resolved.document.status, 200);
  for (const r of resolved.resources) {
    // Either served over the pinned, checked connection, or refused when a new connection resolved privately.
    assert.ok(r.status > 0 || /blocked_host/.test(r.error ?? ''), `${r.url}: ${r.error}`);
  }
  assert.ok(snap.log.entries.every((e) => !e.serverIPAddress || e.serverIPAddress === '127.0.0.1'));
});

test('follows up to five redirects and records the chain', async () => {
  const routes: Record<string, { status?: number; headers?: Record<string, string>; body?: string }> = { '/5': { body: PAGE } };
  for (let i = 0; i < 5; i++) routes[`/${i}`] = { status: i % 2 ? 302 : 301, headers: { location: `/${i + 1}` } };
  const s = await site(routes);
  const snap = await fetchSnapshot(`${s.origin}/0`, { allowHosts: LOOPBACK });
  const r = resolveSnapshot(snap);
  assert.equal(r.redirects.length, 5);
  assert.deepEqual(r.redirects.map((x) => x.status), [301, 302, 301, 302, 301]);
  assert.equal(r.finalUrl, `${s.origin}/5`);
  assert.equal(r.requestedUrl, `${s.origin}/0`);
});

test('a sixth redirect fails the fetch', async () => {
  const routes: Record<string, { status?: number; headers?: Record<string, string>; body?: string }> = { '/6': { body: PAGE } };
  for (let i = 0; i < 6; i++) routes[`/${i}`] = { status: 301, headers: { location: `/${i + 1}` } };
  const s = await site(routes);
  const err = await failure(fetchSnapshot(`${s.origin}/0`, { allowHosts: LOOPBACK }));
  assert.equal(err.code, 'fetch_failed');
  assert.match(err.message, /More than 5 redirects/);
});

test('a document over the byte limit is cut and the limit recorded', async () => {
  const s = await site({ '/': { body: PAGE + 'x'.repeat(200_000) } });
  const snap = await fetchSnapshot(s.url, { allowHosts: LOOPBACK, limits: { documentBytes: 50_000 } });
  const r = resolveSnapshot(snap);
  assert.equal(r.document.size, 50_000);
  assert.equal(r.document.truncated, true);
  assert.ok(r.limitsHit.includes('document-bytes'));
});

for (const [enc, compress] of [
  ['gzip', zlib.gzipSync],
  ['deflate', zlib.deflateSync],
  ['br', zlib.brotliCompressSync],
] as const) {
  test(`a ${enc} decompression bomb is stopped at the decoded limit`, async () => {
    const bomb = compress(Buffer.alloc(30 * 1024 * 1024, 0x61));
    assert.ok(bomb.length < 1_000_000);
    const s = await site({ '/': { headers: { 'content-type': 'text/html', 'content-encoding': enc }, body: bomb } });
    const snap = await fetchSnapshot(s.url, { allowHosts: LOOPBACK, limits: { documentBytes: 1_000_000 } });
    const r = resolveSnapshot(snap);
    assert.equal(r.document.size, 1_000_000);
    assert.ok(r.limitsHit.includes('document-bytes'));
  });

  test(`a ${enc} page is decoded and its wire size kept`, async () => {
    const body = compress(Buffer.from(PAGE.repeat(50)));
    const s = await site({ '/': { headers: { 'content-type': 'text/html', 'content-encoding': enc }, body } });
    const r = resolveSnapshot(await fetchSnapshot(s.url, { allowHosts: LOOPBACK }));
    assert.equal(r.document.body, PAGE.repeat(50));
    assert.equal(r.document.transferSize, body.length);
  });
}

test('a server that never answers fails after the first-byte time-out', async () => {
  const s = await site({ '/': () => undefined });
  const t0 = Date.now();
  const err = await failure(fetchSnapshot(s.url, { allowHosts: LOOPBACK, limits: fast }));
  assert.equal(err.code, 'fetch_failed');
  assert.match(err.message, /no response within 400 ms/);
  assert.ok(Date.now() - t0 < 5000);
});

test('a body that trickles forever is cut by the request time-out', async () => {
  const s = await site({
    '/': (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      const timer = setInterval(() => res.write('<p>drip</p>'), 50);
      res.on('close', () => clearInterval(timer));
    },
  });
  const err = await failure(fetchSnapshot(s.url, { allowHosts: LOOPBACK, limits: fast }));
  assert.equal(err.code, 'fetch_failed');
});

test('a closed port is fetch_failed with the reason', async () => {
  const s = await site({});
  const port = s.port;
  await s.close();
  const err = await failure(fetchSnapshot(`http://127.0.0.1:${port}/`, { allowHosts: LOOPBACK, limits: fast }));
  assert.equal(err.code, 'fetch_failed');
  assert.match(err.message, /connection refused/);
});

test('a name that does not resolve is fetch_failed', async () => {
  const err = await failure(
    fetchSnapshot('http://nowhere.example/', {
      resolver: async () => {
        throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
      },
    }),
  );
  assert.equal(err.code, 'fetch_failed');
  assert.match(err.message, /does not resolve/);
});

test('collects robots.txt, the sitemap it names, llms.txt, security.txt, manifest, CSS and JS', async () => {
  const s = await site({
    '/': { body: '<!doctype html><link rel="stylesheet" href="/s.css"><link rel="manifest" href="/m.webmanifest"><script src="/a.js"></script><title>x</title>' },
    '/robots.txt': { headers: { 'content-type': 'text/plain' }, body: 'User-agent: *\nDisallow: /private\nSitemap: /maps/sitemap.xml\n' },
    '/maps/sitemap.xml': { headers: { 'content-type': 'application/xml' }, body: '<urlset></urlset>' },
    '/llms.txt': { headers: { 'content-type': 'text/plain' }, body: '# Site\n' },
    '/.well-known/security.txt': { headers: { 'content-type': 'text/plain' }, body: 'Contact: mailto:a@b.c\n' },
    '/m.webmanifest': { headers: { 'content-type': 'application/manifest+json' }, body: '{"name":"x"}' },
    '/s.css': { headers: { 'content-type': 'text/css' }, body: 'body{margin:0}' },
    '/a.js': { headers: { 'content-type': 'text/javascript' }, body: 'var a=1;' },
  });
  const r = resolveSnapshot(await fetchSnapshot(s.url, { allowHosts: LOOPBACK }));
  const byRole = (role: string) => r.resources.find((x) => x.role === role);
  assert.equal(byRole('robots')?.state, 'ok');
  assert.equal(byRole('sitemap')?.url, `${s.origin}/maps/sitemap.xml`);
  assert.equal(byRole('sitemap')?.state, 'ok');
  assert.equal(byRole('llms')?.body, '# Site\n');
  assert.equal(byRole('securityTxt')?.state, 'ok');
  assert.equal(byRole('manifest')?.state, 'ok');
  assert.equal(byRole('stylesheet')?.body, 'body{margin:0}');
  assert.equal(byRole('script')?.body, 'var a=1;');
  assert.equal(byRole('gpc')?.state, 'missing');
  assert.equal(byRole('notFound')?.status, 404);
});

test("Safari's /apple-touch-icon.png is probed only for a page that names no apple-touch-icon", async () => {
  const s = await site({
    '/': { body: '<!doctype html><title>x</title>' },
    '/named': { body: '<!doctype html><link rel="apple-touch-icon" href="/touch.png"><title>x</title>' },
    '/apple-touch-icon.png': { headers: { 'content-type': 'image/png' }, body: 'PNG' },
  });
  const bare = resolveSnapshot(await fetchSnapshot(s.url, { allowHosts: LOOPBACK }));
  assert.equal(bare.resources.find((x) => x.role === 'appleTouchIcon')?.state, 'ok');
  const named = resolveSnapshot(await fetchSnapshot(`${s.origin}/named`, { allowHosts: LOOPBACK }));
  assert.equal(named.resources.find((x) => x.role === 'appleTouchIcon'), undefined);
  assert.equal(s.hits.filter((h) => h === '/apple-touch-icon.png').length, 1, 'one probe, for the page without the link');
});

test('a subresource that fails is recorded as an error entry, not a failed page', async () => {
  const s = await site({
    '/': { body: '<script src="/boom.js"></script><title>x</title>' },
    '/boom.js': (req) => req.socket.destroy(),
  });
  const r = resolveSnapshot(await fetchSnapshot(s.url, { allowHosts: LOOPBACK, limits: ample }));
  assert.equal(r.document.status, 200);
  const js = r.resources.find((x) => x.role === 'script');
  assert.equal(js?.state, 'error');
});

test('subresources are bounded in count and total bytes', async () => {
  const scripts = Array.from({ length: 30 }, (_, i) => `<script src="/s${i}.js"></script>`).join('');
  const routes: Parameters<typeof startSite>[0] = { '/': { body: `<title>x</title>${scripts}` } };
  for (let i = 0; i < 30; i++) routes[`/s${i}.js`] = { headers: { 'content-type': 'text/javascript' }, body: 'x'.repeat(10_000) };
  const s = await site(routes);
  const r = resolveSnapshot(await fetchSnapshot(s.url, { allowHosts: LOOPBACK, limits: { maxScripts: 10, totalBytes: 60_000 } }));
  const fetched = r.resources.filter((x) => x.role === 'script');
  assert.ok(fetched.length <= 10);
  assert.ok(r.limitsHit.includes('subresource-count'));
  assert.ok(r.limitsHit.includes('total-bytes'));
  const total = [r.document, ...r.resources].reduce((a, x) => a + x.size, 0);
  assert.ok(total <= 60_000, `total ${total}`);
});

test('the whole page is bounded in time', async () => {
  const s = await site({
    '/': { body: '<title>x</title><script src="/slow.js"></script>' },
    '/slow.js': () => undefined,
  });
  // The script's own limits would wait a minute: coming back well before that is the page's bound at work.
  const t0 = Date.now();
  const r = resolveSnapshot(await fetchSnapshot(s.url, { allowHosts: LOOPBACK, limits: { ...ample, pageTimeoutMs: 1500 } }));
  assert.ok(Date.now() - t0 < 30_000);
  assert.equal(r.resources.find((x) => x.role === 'script')?.state, 'error');
});

test('the page is read for subresources by the reader given, and the time that takes is not the page\'s', async () => {
  const s = await site({
    '/': { body: '<title>x</title><script src="/a.js"></script>' },
    '/a.js': { headers: { 'content-type': 'text/javascript' }, body: 'var a=1;' },
  });
  const read: string[] = [];
  // A reader that waits longer than the whole page may take, as a busy analysis pool might.
  const discover = async (html: string, pageUrl: string) => {
    read.push(pageUrl);
    await new Promise((res) => setTimeout(res, 6000));
    return discoverSubresources(html, pageUrl);
  };
  const r = resolveSnapshot(await fetchSnapshot(s.url, { allowHosts: LOOPBACK, discover, limits: { ...ample, pageTimeoutMs: 5000 } }));
  assert.deepEqual(read, [s.url]);
  assert.equal(r.resources.find((x) => x.role === 'script')?.body, 'var a=1;');
  assert.deepEqual(r.limitsHit, []);
});

test('an error page or a document that is not HTML is refused, not fetched further', async () => {
  const binary = Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 7919) % 256));
  const s = await site({
    '/gone': { status: 404, body: '<title>Not found</title>' },
    '/boom': { status: 500, body: '<title>Oops</title><link rel="stylesheet" href="/s.css">' },
    '/doc.pdf': { headers: { 'content-type': 'application/pdf' }, body: '%PDF-1.7' },
    '/blob': { headers: { 'content-type': 'text/html' }, body: binary },
    '/plain': { headers: { 'content-type': 'text/html; charset=utf-8' }, body: 'Just text, no tags.\n' },
  });
  const cases: Array<[string, RegExp]> = [
    ['/gone', /answered HTTP 404 \(Not Found\); only pages that load can be analyzed/],
    ['/boom', /answered HTTP 500 \(Internal Server Error\)/],
    ['/doc.pdf', /serves application\/pdf, not an HTML page/],
    ['/blob', /does not serve text: its body is binary data labelled text\/html/],
  ];
  for (const [path, message] of cases) {
    const err = await failure(fetchSnapshot(`${s.origin}${path}`, { allowHosts: LOOPBACK, limits: ample }));
    assert.equal(err.code, 'fetch_failed', path);
    assert.match(err.message, message);
  }
  // Nothing past the document was requested for the refused pages.
  assert.deepEqual(s.hits.filter((h) => !['/gone', '/boom', '/doc.pdf', '/blob'].includes(h)), []);
  // Text labelled HTML without tags is still a page (a browser renders it).
  const r = resolveSnapshot(await fetchSnapshot(`${s.origin}/plain`, { allowHosts: LOOPBACK, limits: ample }));
  assert.equal(r.document.status, 200);
});

test('looksBinary tells text from bytes', () => {
  assert.equal(looksBinary('<!doctype html><p>Hello\tworld\r\n'), false);
  assert.equal(looksBinary(''), false);
  assert.equal(looksBinary('abc\u0000def'), true);
  assert.equal(looksBinary('\ufffd\u0001\u0002abc'), true);
  assert.equal(looksBinary(`${'x'.repeat(95)}\ufffd\ufffd\ufffd\ufffd\ufffd`), false);
});

test('records status, headers, timings and a legacy charset', async () => {
  const latin1 = Buffer.from('<title>Caf\xe9</title>', 'latin1');
  const s = await site({ '/': { headers: { 'content-type': 'text/html; charset=iso-8859-1', 'x-test': 'yes' }, body: latin1 } });
  const snap = await fetchSnapshot(s.url, { allowHosts: LOOPBACK });
  const r = resolveSnapshot(snap);
  assert.equal(r.document.body, '<title>Café</title>');
  assert.equal(r.document.headers.get('x-test'), 'yes');
  const doc = snap.log.entries.find((e) => e._pagegrade?.role === 'document')!;
  assert.ok(doc.timings.wait >= 0 && doc.timings.receive >= 0);
  assert.ok((doc.timings.dns ?? -1) >= 0, 'the first request carries the DNS time');
  assert.equal(doc.serverIPAddress, '127.0.0.1');
});

test('over HTTPS: TLS facts are recorded, HTTP/2 is negotiated, an untrusted certificate is a fact not a failure', async () => {
  const { execFileSync } = await import('node:child_process');
  const { mkdtempSync, readFileSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const http2 = await import('node:http2');
  const dir = mkdtempSync(join(tmpdir(), 'pagegrade-tls-'));
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem'), '-days', '30', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost'], { stdio: 'ignore' });
  const server = http2.createSecureServer({ key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')), allowHTTP1: true }, (req, res) => {
    res.writeHead(req.url === '/' ? 200 : 404, { 'content-type': 'text/html', 'strict-transport-security': 'max-age=31536000' });
    res.end(req.url === '/' ? PAGE : 'missing');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const port = (server.address() as import('node:net').AddressInfo).port;
    const snap = await fetchSnapshot(`https://localhost:${port}/`, { allowHosts: LOOPBACK, resolver: async () => ['127.0.0.1'], limits: ample });
    const r = resolveSnapshot(snap);
    assert.equal(r.document.status, 200);
    assert.equal(r.document.httpVersion, 'HTTP/2');
    assert.ok(r.tls);
    assert.match(r.tls.protocol ?? '', /TLSv1\.[23]/);
    assert.equal(r.tls.authorized, false, 'a self-signed certificate is not trusted');
    assert.ok(r.tls.authorizationError);
    assert.deepEqual(r.tls.altNames, ['localhost']);
    assert.ok(r.tls.validTo && Date.parse(r.tls.validTo) > Date.now());
    const variant = r.resources.find((x) => x.role === 'httpVariant');
    assert.ok(variant, 'the http:// variant was tried');
    assert.equal(variant.url, `http://localhost:${port}/`);
  } finally {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
