// The optional bearer scheme as real OAuth client libraries use it: oauth4webapi (strict RFC 9728
// §3.3 resource checks) on the REST API, and the MCP SDK's dynamic client registration.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import * as oauth from 'oauth4webapi';
import { discoverAuthorizationServerMetadata, registerClient } from '@modelcontextprotocol/sdk/client/auth.js';
import { startServer, type TestServer } from '../helpers/server.ts';

let srv: TestServer;
before(async () => {
  srv = await startServer();
});
after(() => srv.close());

// The test server is plain http on loopback; oauth4webapi requires this to allow it.
const insecure = { [oauth.allowInsecureRequests]: true };

/** The WWW-Authenticate challenge of a request with a dead token, as oauth4webapi parses it. */
async function challenge(method: string, url: URL, body?: string): Promise<oauth.WWWAuthenticateChallenge> {
  try {
    await oauth.protectedResourceRequest('not-a-valid-token', method, url, new Headers(body ? { 'content-type': 'application/json' } : {}), body ?? null, insecure);
  } catch (err) {
    assert.ok(err instanceof oauth.WWWAuthenticateChallengeError, String(err));
    assert.equal(err.status, 401);
    const bearer = err.cause.find((c) => c.scheme === 'bearer');
    assert.ok(bearer, JSON.stringify(err.cause));
    return bearer;
  }
  assert.fail('a dead token is refused with a challenge');
}

test('a 401 on a REST path points at metadata whose resource is the address the client used, as oauth4webapi checks it (RFC 9728 §3.3)', async () => {
  const requests: Array<[string, URL, string?]> = [
    ['POST', new URL('/api/v1/analyze', srv.url), JSON.stringify({ url: 'https://example.com/', dryRun: true })],
    ['GET', new URL('/api/v1/leaderboard?limit=2', srv.url)],
    ['GET', new URL('/api/v1/analyses/abc', srv.url)],
    ['GET', new URL('/api/v1/mcp', srv.url)],
    ['GET', new URL('/', srv.url)],
  ];
  for (const [method, url, body] of requests) {
    const c = await challenge(method, url, body);
    assert.equal(c.parameters.error, 'invalid_token');
    const metadataUrl = c.parameters['resource_metadata'];
    assert.ok(metadataUrl, `${url.pathname}: the challenge names the metadata`);
    // The metadata a client reads from the challenge must name the address it requested…
    const response = await fetch(metadataUrl, { headers: { authorization: 'Bearer not-a-valid-token' } });
    const metadata = await oauth.processResourceDiscoveryResponse(url, response);
    assert.deepEqual(metadata.authorization_servers, [srv.url]);
    // …and is the one oauth4webapi finds by itself from that address (RFC 9728 §3.1).
    assert.equal(metadataUrl, (await oauth.resourceDiscoveryRequest(url, insecure)).url, url.href);
  }
});

test('oauth4webapi discovers any REST address as a resource of this authorization server, and the token it gets works there', async () => {
  const resource = new URL('/api/v1/leaderboard', srv.url);
  const rs = await oauth.processResourceDiscoveryResponse(resource, await oauth.resourceDiscoveryRequest(resource, insecure));
  const issuer = new URL(rs.authorization_servers![0]!);
  const as = await oauth.processDiscoveryResponse(issuer, await oauth.discoveryRequest(issuer, { ...insecure, algorithm: 'oauth2' }));
  const client = await oauth.processDynamicClientRegistrationResponse(await oauth.dynamicClientRegistrationRequest(as, { client_name: 'oauth4webapi test', grant_types: ['client_credentials'] }, insecure));
  assert.deepEqual(client['redirect_uris'], []);
  const tokens = await oauth.processClientCredentialsResponse(
    as,
    client,
    await oauth.clientCredentialsGrantRequest(as, client, oauth.ClientSecretBasic(client.client_secret as string), new URLSearchParams({ scope: 'analyze', resource: resource.href }), insecure),
  );
  const res = await oauth.protectedResourceRequest(tokens.access_token, 'GET', resource, new Headers(), null, insecure);
  assert.equal(res.status, 200);
});

test('the MCP SDK’s registerClient() accepts the registration response: redirect_uris is [] for a client credentials client (RFC 7591 §3.2.1)', async () => {
  const metadata = await discoverAuthorizationServerMetadata(srv.url);
  assert.ok(metadata);
  const info = await registerClient(srv.url, { metadata, clientMetadata: { client_name: 'sdk registration', redirect_uris: [], grant_types: ['client_credentials'], token_endpoint_auth_method: 'client_secret_basic' } });
  assert.match(info.client_id, /^pgc_/);
  assert.ok(info.client_secret);
  assert.deepEqual(info.redirect_uris, []);
  assert.deepEqual(info.grant_types, ['client_credentials']);
});
