// The guarded proxy on its own (no browser needed): it forwards plain HTTP and tunnels CONNECT
// only to addresses the fetcher's guard allows, connects to the address it checked, refuses
// itself as a target, and enforces its request and byte budgets.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import net from 'node:net';
import { GuardedProxy, chromiumArgs, renderLimitsFromEnv, browserOptionsFromEnv, DEFAULT_RENDER_LIMITS } from '@pagegrade/core';
import { ALLOW, fixtureResolver, pageSite, startCanary } from './helpers.ts';

/** Sends raw bytes to the proxy and returns everything it answers until it closes or goes quiet. */
function raw(port: number, text: string, quietMs = 1_500): Promise<string> {
  return new Promise((resolve, reject) => {
    const s = net.connect(port, '127.0.0.1');
    let out = '';
    let timer = setTimeout(() => s.destroy(), quietMs);
    s.on('data', (c: Buffer) => {
      out += c.toString('latin1');
      clearTimeout(timer);
      timer = setTimeout(() => s.destroy(), quietMs);
    });
    s.on('close', () => {
      clearTimeout(timer);
      resolve(out);
    });
    s.on('error', reject);
    s.write(text);
  });
}

test('plain HTTP is forwarded to an allowed address, and refused for a private one or a name that resolves to one', async () => {
  const canary = await startCanary('127.0.0.1');
  const site = await pageSite({ '/hello': { headers: { 'content-type': 'text/plain' }, body: 'hello' } });
  const proxy = await GuardedProxy.start({ allowHosts: ALLOW, resolver: fixtureResolver({ 'inside.example.com': ['127.0.0.1'] }) });
  try {
    const ok = await raw(proxy.port, `GET ${site.origin}/hello HTTP/1.1\r\nHost: ${site.origin.slice(7)}\r\nProxy-Connection: keep-alive\r\n\r\n`);
    assert.match(ok, /^HTTP\/1\.1 200 /);
    assert.match(ok, /\r\nhello\r\n/);
    for (const target of [`http://127.0.0.1:${canary.port}/`, `http://inside.example.com:${canary.port}/`, 'http://169.254.169.254/latest/meta-data/', `http://[::ffff:127.0.0.1]:${canary.port}/`, `http://2130706433:${canary.port}/`]) {
      const res = await raw(proxy.port, `GET ${target} HTTP/1.1\r\nHost: x\r\n\r\n`);
      assert.match(res, /^HTTP\/1\.1 403 /, target);
    }
    // A port the guard forbids, a scheme it does not speak, an origin-form request.
    assert.match(await raw(proxy.port, `GET ${site.origin.replace(/:\d+$/, ':22')}/ HTTP/1.1\r\nHost: x\r\n\r\n`), /^HTTP\/1\.1 403 /);
    assert.match(await raw(proxy.port, 'GET ftp://example.com/ HTTP/1.1\r\nHost: x\r\n\r\n'), /^HTTP\/1\.1 403 /);
    assert.match(await raw(proxy.port, 'GET /relative HTTP/1.1\r\nHost: x\r\n\r\n'), /^HTTP\/1\.1 403 /);
    assert.equal(canary.hits, 0);
    assert.equal(proxy.refused.length, 8);
    assert.ok(proxy.refused.every((r) => /^(blocked_host|invalid_url): /.test(r.reason)), JSON.stringify(proxy.refused));
  } finally {
    await proxy.close();
  }
});

test('CONNECT tunnels only to allowed addresses, never to the proxy itself', async () => {
  const canary = await startCanary('127.0.0.1');
  const site = await pageSite({ '/t': { headers: { 'content-type': 'text/plain' }, body: 'through the tunnel' } });
  const proxy = await GuardedProxy.start({ allowHosts: [...ALLOW, '127.0.0.1'] });
  const strict = await GuardedProxy.start({ allowHosts: ALLOW });
  try {
    const hostPort = site.origin.slice(7);
    const tunnelled = await raw(strict.port, `CONNECT ${hostPort} HTTP/1.1\r\nHost: ${hostPort}\r\n\r\nGET /t HTTP/1.1\r\nHost: ${hostPort}\r\nConnection: close\r\n\r\n`);
    assert.match(tunnelled, /^HTTP\/1\.1 200 Connection Established\r\n\r\nHTTP\/1\.1 200 OK/);
    assert.match(tunnelled, /\r\nthrough the tunnel\r\n/);
    assert.match(await raw(strict.port, `CONNECT 127.0.0.1:${canary.port} HTTP/1.1\r\nHost: x\r\n\r\n`), /^HTTP\/1\.1 403 /);
    assert.match(await raw(strict.port, `CONNECT [::1]:${canary.port} HTTP/1.1\r\nHost: x\r\n\r\n`), /^HTTP\/1\.1 403 /);
    // Even with loopback allowed (tests only), the proxy is never its own target.
    assert.match(await raw(proxy.port, `CONNECT 127.0.0.1:${proxy.port} HTTP/1.1\r\nHost: x\r\n\r\n`), /^HTTP\/1\.1 403 /);
    assert.match(await raw(proxy.port, `GET http://127.0.0.1:${proxy.port}/ HTTP/1.1\r\nHost: x\r\n\r\n`), /^HTTP\/1\.1 403 /);
    assert.equal(canary.hits, 0);
  } finally {
    await proxy.close();
    await strict.close();
  }
});

test('plain HTTP requests to one server ride on one reused connection, each still counted', async () => {
  let connections = 0;
  const site = await pageSite({ '/a': { headers: { 'content-type': 'text/plain' }, body: 'first' }, '/b': { headers: { 'content-type': 'text/plain' }, body: 'second' } });
  site.server.on('connection', () => connections++);
  const proxy = await GuardedProxy.start({ allowHosts: ALLOW });
  try {
    // One keep-alive connection from the client, as the browser keeps one to the proxy.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = (path: string) =>
      new Promise<string>((resolve, reject) => {
        http.get({ host: '127.0.0.1', port: proxy.port, path: `${site.origin}${path}`, agent }, (res) => {
          let body = '';
          res.on('data', (c: Buffer) => (body += c.toString()));
          res.on('end', () => resolve(`${res.statusCode} ${body}`));
        }).on('error', reject);
      });
    assert.equal(await get('/a'), '200 first');
    assert.equal(await get('/b'), '200 second');
    agent.destroy();
    assert.equal(connections, 1);
    assert.equal(proxy.connections.length, 1);
    assert.equal(proxy.requests, 2);
  } finally {
    await proxy.close();
  }
});

test('the request budget refuses what comes after it; the browser-wide fence refuses everything', async () => {
  const site = await pageSite({ '/': { headers: { 'content-type': 'text/plain' }, body: 'ok' } });
  const proxy = await GuardedProxy.start({ allowHosts: ALLOW, maxRequests: 2 });
  const fence = await GuardedProxy.start({ allowHosts: ALLOW, refuseAll: true });
  try {
    const get = (p: GuardedProxy) => raw(p.port, `GET ${site.url} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    assert.match(await get(proxy), /^HTTP\/1\.1 200 /);
    assert.match(await get(proxy), /^HTTP\/1\.1 200 /);
    assert.match(await get(proxy), /^HTTP\/1\.1 502 /);
    assert.deepEqual([...proxy.limitsHit], ['request-count']);
    assert.match(await get(fence), /^HTTP\/1\.1 403 /);
  } finally {
    await proxy.close();
    await fence.close();
  }
});

test('Chromium is started with the fences, and without its sandbox only as root', () => {
  const args = chromiumArgs({ proxyPort: 4321, rendererHeapMb: 256, root: false });
  for (const flag of ['--proxy-server=http://127.0.0.1:4321', '--proxy-bypass-list=<-loopback>', '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1', '--disable-quic', '--force-webrtc-ip-handling-policy=disable_non_proxied_udp', '--block-new-web-contents', '--js-flags=--max-old-space-size=256']) {
    assert.ok(args.includes(flag), flag);
  }
  assert.equal(args.filter((a) => a.startsWith('--disable-features=')).length, 1, 'Chromium keeps only the last --disable-features');
  assert.match(args.find((a) => a.startsWith('--disable-features='))!, /DnsOverHttps/);
  assert.ok(!args.includes('--no-sandbox'));
  assert.ok(chromiumArgs({ proxyPort: 1, rendererHeapMb: 1, root: true }).includes('--no-sandbox'));
});

test('the render limits and browser settings read from the environment', () => {
  assert.deepEqual(renderLimitsFromEnv({}), {});
  assert.deepEqual(renderLimitsFromEnv({ PAGEGRADE_RENDER_TIMEOUT_MS: '12000', PAGEGRADE_RENDER_MAX_REQUESTS: '50', PAGEGRADE_RENDER_TOTAL_BYTES: '1000000' }), { timeoutMs: 12_000, maxRequests: 50, totalBytes: 1_000_000 });
  assert.throws(() => renderLimitsFromEnv({ PAGEGRADE_RENDER_TIMEOUT_MS: 'soon' }), /PAGEGRADE_RENDER_TIMEOUT_MS must be a positive integer/);
  assert.deepEqual(browserOptionsFromEnv({ PAGEGRADE_CHROMIUM: '/opt/chromium', PAGEGRADE_RENDER_PAGES_PER_BROWSER: '10', PAGEGRADE_RENDER_HEAP_MB: '256', PAGEGRADE_RENDER_MAX_MEMORY_MB: '1024' }), { executablePath: '/opt/chromium', pagesPerBrowser: 10, rendererHeapMb: 256, maxBrowserMemoryMb: 1024 });
  assert.ok(DEFAULT_RENDER_LIMITS.loadTimeoutMs < DEFAULT_RENDER_LIMITS.timeoutMs);
});
