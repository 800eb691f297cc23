import { test, before, after, mock } from 'node:test';
import assert from 'node:assert/strict';
import { decodeJwt } from 'jose';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { auth, discoverOAuthServerInfo } from '@modelcontextprotocol/sdk/client/auth.js';
import { ClientCredentialsProvider } from '@modelcontextprotocol/sdk/client/auth-extensions.js';
import { startServer, type TestServer } from '../helpers/server.ts';
import { call, rawRequest } from '../helpers/http.ts';

// The MCP TypeScript SDK is the client here: its discovery, its metadata schemas and its
// client-credentials flow are what agents run against this service.

const MCP_HOST = 'mcp.pagegrade.test';
let srv: TestServer;

before(async () => {
  // The server reads the clock through Date.now, so an hour can pass without waiting for it.
  mock.timers.enable({ apis: ['Date'], now: Date.now() });
  srv = await startServer({ PAGEGRADE_MCP_HOST: MCP_HOST });
});
after(async () => {
  await srv.close();
  mock.timers.reset();
});

async function register(): Promise<{ client_id: string; client_secret: string }> {
  const r = await call(srv.url, '/api/v1/oauth/register', { method: 'POST', json: { client_name: 'sdk test' } });
  assert.equal(r.status, 201, r.text);
  return r.data;
}

function leaderboard(client: Client) {
  return client.callTool({ name: 'get_leaderboard', arguments: { limit: 1 } });
}

test('the SDK discovers the endpoint’s resource and the authorization server metadata it requires', async () => {
  const endpoint = new URL('/api/v1/mcp', srv.url);
  const info = await discoverOAuthServerInfo(endpoint);
  // The path-suffixed metadata (RFC 9728 §3.1) names the endpoint itself.
  assert.equal(info.resourceMetadata?.resource, endpoint.href);
  assert.equal(info.authorizationServerUrl, srv.url);
  const metadata = info.authorizationServerMetadata!;
  assert.equal(metadata.authorization_endpoint, `${srv.url}/api/v1/oauth/authorize`);
  assert.equal(metadata.token_endpoint, `${srv.url}/api/v1/oauth/token`);
});

test('client credentials through the SDK: a token for the endpoint, renewed after revocation and after expiry', async () => {
  const credentials = await register();
  const provider = new ClientCredentialsProvider({ clientId: credentials.client_id, clientSecret: credentials.client_secret, expectedIssuer: srv.url, scope: 'analyze' });
  const endpoint = new URL('/api/v1/mcp', srv.url);
  assert.equal(await auth(provider, { serverUrl: endpoint }), 'AUTHORIZED');
  const first = provider.tokens()!.access_token;
  // RFC 8707: the SDK asked for the endpoint as its resource, and the token is for it.
  assert.equal(decodeJwt(first).aud, endpoint.href);

  const client = new Client({ name: 'sdk-oauth-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(endpoint, { authProvider: provider }));
  try {
    assert.notEqual((await leaderboard(client)).isError, true);
    assert.equal(provider.tokens()!.access_token, first, 'a live token is kept');

    // Revoked by a client that names itself with its client_id alone (the `none` method).
    const revoked = await call(srv.url, '/api/v1/oauth/revoke', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ token: first, client_id: credentials.client_id }).toString() });
    assert.equal(revoked.status, 200, revoked.text);
    assert.equal((await call(srv.url, '/api/v1/leaderboard', { headers: { authorization: `Bearer ${first}` } })).status, 401);
    // The next call is refused with 401; the SDK fetches a new token and retries.
    assert.notEqual((await leaderboard(client)).isError, true);
    const second = provider.tokens()!.access_token;
    assert.notEqual(second, first);

    mock.timers.tick(3601_000);
    assert.equal((await call(srv.url, '/api/v1/leaderboard', { headers: { authorization: `Bearer ${second}` } })).status, 401, 'expired');
    assert.notEqual((await leaderboard(client)).isError, true);
    const third = provider.tokens()!.access_token;
    assert.notEqual(third, second);
    assert.equal((await call(srv.url, '/api/v1/leaderboard', { headers: { authorization: `Bearer ${third}` } })).status, 200);
  } finally {
    await client.close();
  }
});

test('a 401 on a tool server endpoint points at that endpoint’s metadata; the MCP host has its own', async () => {
  for (const path of ['/api/v1/mcp', '/mcp/docs', '/mcp/docs/mcp', '/.well-known/mcp']) {
    const r = await call(srv.url, path, { method: 'POST', headers: { authorization: 'Bearer dead', 'content-type': 'application/json', accept: 'application/json, text/event-stream' }, body: '{}', skipSchemaCheck: true });
    assert.equal(r.status, 401);
    const metadataUrl = /resource_metadata="([^"]+)"/.exec(r.headers.get('www-authenticate') ?? '')![1]!;
    assert.equal(metadataUrl, `${srv.url}/.well-known/oauth-protected-resource${path}`);
    const metadata = await call(srv.url, new URL(metadataUrl).pathname);
    assert.equal(metadata.status, 200);
    assert.equal(metadata.data.resource, `${srv.url}${path}`);
    assert.deepEqual(metadata.data.authorization_servers, [srv.url]);
  }
  // Every other address points at the metadata naming that address (RFC 9728 §3.3), the root at the service's own.
  assert.match((await call(srv.url, '/api/v1/leaderboard', { headers: { authorization: 'Bearer dead' } })).headers.get('www-authenticate')!, new RegExp(`resource_metadata="${srv.url}/.well-known/oauth-protected-resource/api/v1/leaderboard"`));

  const { port } = new URL(srv.url);
  const host = `${MCP_HOST}:${port}`;
  const refused = await rawRequest(`${srv.url}/`, 'POST', { host, authorization: 'Bearer dead', 'content-type': 'application/json', accept: 'application/json, text/event-stream' }, '{}');
  assert.equal(refused.status, 401);
  assert.match(String(refused.headers['www-authenticate']), new RegExp(`resource_metadata="http://${MCP_HOST}:${port}/.well-known/oauth-protected-resource"`));
  const hostMetadata = await rawRequest(`${srv.url}/.well-known/oauth-protected-resource`, 'GET', { host });
  assert.equal(hostMetadata.status, 200);
  assert.equal(JSON.parse(hostMetadata.body).resource, `http://${MCP_HOST}:${port}/`);
});
