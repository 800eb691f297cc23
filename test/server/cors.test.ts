import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, type TestServer } from '../helpers/server.ts';
import { call, rawRequest } from '../helpers/http.ts';

// Browser-based clients (an agent in a web page, the MCP inspector) read the machine interface
// from another origin: preflights must pass and answers must be readable.

const ORIGIN = 'https://agent.example';
let srv: TestServer;

before(async () => {
  srv = await startServer();
});
after(() => srv.close());

function preflight(path: string, method: string, headers: string) {
  return rawRequest(`${srv.url}${path}`, 'OPTIONS', { origin: ORIGIN, 'access-control-request-method': method, 'access-control-request-headers': headers });
}

const listed = (value: string | string[] | undefined | null, name: string) => String(value ?? '').toLowerCase().split(/\s*,\s*/).includes(name.toLowerCase());

test('the MCP endpoints answer the preflight of the Streamable HTTP transport and expose its headers', async () => {
  for (const path of ['/api/v1/mcp', '/.well-known/mcp', '/mcp/docs', '/mcp/docs/mcp']) {
    const r = await preflight(path, 'POST', 'content-type, mcp-protocol-version, authorization, mcp-session-id, last-event-id');
    assert.equal(r.status, 204, path);
    assert.equal(r.headers['access-control-allow-origin'], '*', path);
    assert.ok(listed(r.headers['access-control-allow-methods'], 'POST'), path);
    for (const h of ['Content-Type', 'Mcp-Protocol-Version', 'Authorization', 'Mcp-Session-Id', 'Last-Event-ID']) assert.ok(listed(r.headers['access-control-allow-headers'], h), `${path}: ${h}`);
    assert.ok(Number(r.headers['access-control-max-age']) > 0);
  }
  const init = await rawRequest(`${srv.url}/api/v1/mcp`, 'POST', { origin: ORIGIN, 'content-type': 'application/json', accept: 'application/json, text/event-stream' }, JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'browser', version: '1' } } }));
  assert.equal(init.status, 200, init.body);
  assert.equal(init.headers['access-control-allow-origin'], '*');
  for (const h of ['Mcp-Session-Id', 'WWW-Authenticate', 'RateLimit-Remaining']) assert.ok(listed(init.headers['access-control-expose-headers'], h), h);
  // A refused token is readable too, challenge included, so a browser client can recover.
  const refused = await rawRequest(`${srv.url}/api/v1/mcp`, 'POST', { origin: ORIGIN, authorization: 'Bearer dead', 'content-type': 'application/json', accept: 'application/json, text/event-stream' }, '{}');
  assert.equal(refused.status, 401);
  assert.equal(refused.headers['access-control-allow-origin'], '*');
});

test('/openapi.json has CORS and the ETag docs/discovery.md promises, and revalidates to 304', async () => {
  const r = await call(srv.url, '/openapi.json', { headers: { origin: ORIGIN } });
  assert.equal(r.status, 200);
  assert.equal(r.headers.get('access-control-allow-origin'), '*');
  const etag = r.headers.get('etag');
  assert.match(etag ?? '', /^W\/"[\w-]+"$/);
  assert.equal(r.headers.get('cache-control'), 'public, max-age=3600');
  assert.equal(r.data.openapi, '3.1.0');
  const again = await rawRequest(`${srv.url}/openapi.json`, 'GET', { origin: ORIGIN, 'if-none-match': etag! });
  assert.equal(again.status, 304);
  assert.equal(again.headers['access-control-allow-origin'], '*');
});

test('discovery documents and OAuth metadata are readable cross-origin, with the preflight the MCP SDK causes', async () => {
  for (const path of ['/llms.txt', '/agents.md', '/.well-known/api-catalog', '/.well-known/ai-catalog.json', '/.well-known/oauth-protected-resource', '/.well-known/oauth-protected-resource/api/v1/mcp', '/.well-known/oauth-authorization-server', '/api/v1', '/api/v1/leaderboard']) {
    const r = await rawRequest(`${srv.url}${path}`, 'GET', { origin: ORIGIN });
    assert.equal(r.status, 200, path);
    assert.equal(r.headers['access-control-allow-origin'], '*', path);
  }
  // The SDK sends MCP-Protocol-Version with its metadata requests, which makes them preflighted.
  const r = await preflight('/.well-known/oauth-authorization-server', 'GET', 'mcp-protocol-version');
  assert.equal(r.status, 204);
  assert.equal(r.headers['access-control-allow-origin'], '*');
  const token = await preflight('/api/v1/oauth/token', 'POST', 'authorization, content-type');
  assert.equal(token.status, 204);
});

test('the HTML pages stay same-origin', async () => {
  const page = await rawRequest(`${srv.url}/`, 'GET', { origin: ORIGIN });
  assert.equal(page.status, 200);
  assert.equal(page.headers['access-control-allow-origin'], undefined);
});

test('every link of GET /api/v1 answers a GET, the sandbox among them', async () => {
  const index = await call(srv.url, '/api/v1');
  const sandbox = await call(srv.url, new URL(index.data.links.sandbox).pathname);
  assert.equal(sandbox.status, 200, sandbox.text);
  assert.equal(sandbox.data.sample, `${index.data.links.sandbox}/analyses/sandbox`);
  const sample = await call(srv.url, new URL(sandbox.data.sample).pathname);
  assert.equal(sample.status, 200);
  assert.equal(sample.data.result.id, 'sandbox');
  // The documentation tool server takes MCP POSTs and /ask needs a question; every other link is a document.
  for (const [name, url] of Object.entries(index.data.links as Record<string, string>).filter(([n]) => n !== 'mcpDocs' && n !== 'ask')) {
    const r = await fetch(url);
    await r.arrayBuffer();
    assert.equal(r.status, 200, `links.${name}: ${url}`);
  }
});
