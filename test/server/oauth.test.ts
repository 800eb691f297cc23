import { test, before, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import { generateKeyPairSync, createPublicKey } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request as httpRequest } from 'node:http';
import { SignJWT, calculateJwkThumbprint, decodeJwt, decodeProtectedHeader } from 'jose';
import type { AnalysisSummary } from '@pagegrade/core';
import { startServer, type TestServer } from '../helpers/server.ts';
import { call as request, assertSchema, type JsonResponse } from '../helpers/http.ts';
import { loadSigningKey } from '../../server/src/auth/keys.ts';
import { AccessTokens } from '../../server/src/auth/tokens.ts';

let srv: TestServer;
const call = (path: string, init: Parameters<typeof request>[2] = {}) => request(srv.url, path, init);

before(async () => {
  srv = await startServer();
  // Something on the leaderboard, so "identical" compares real entries.
  const summary = { id: 'oauthseed000000000001', url: 'https://oauth-fixture.example/', title: 'OAuth fixture', score: 77, grade: 'B', dimensions: [], topIssues: [], caps: [], counts: {}, scoringNote: '' } as unknown as AnalysisSummary;
  await srv.stores.analyses.save({ summary, checks: [], siteName: null, createdAt: new Date(Date.UTC(2026, 0, 1)).toISOString(), requestedUrl: summary.url });
});
after(() => srv.close());

function form(path: string, params: Record<string, string | string[]>, headers: Record<string, string> = {}): Promise<JsonResponse> {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) for (const item of [v].flat()) body.append(k, item);
  return call(path, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body: body.toString() });
}

const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`;

async function register(body: unknown = {}): Promise<{ client_id: string; client_secret: string }> {
  const r = await call('/api/v1/oauth/register', { method: 'POST', json: body });
  assert.equal(r.status, 201, r.text);
  return r.data;
}

async function token(client?: { client_id: string; client_secret: string }): Promise<string> {
  const c = client ?? (await register());
  const r = await form('/api/v1/oauth/token', { grant_type: 'client_credentials', client_id: c.client_id, client_secret: c.client_secret });
  assert.equal(r.status, 200, r.text);
  return r.data.access_token;
}

function assertOAuthError(r: JsonResponse, status: number, code: string) {
  assert.equal(r.status, status, r.text);
  assert.match(r.headers.get('content-type') ?? '', /application\/json/);
  assertSchema('OAuthError', r.data);
  assert.equal(r.data.error, code);
  assert.ok(r.data.error_description.length > 0);
  assert.equal(r.headers.get('cache-control'), 'no-store');
}

function assertServiceError(r: JsonResponse, status: number, code: string) {
  assert.equal(r.status, status, r.text);
  assertSchema('Error', r.data);
  assert.equal(r.data.error.code, code);
}

/** The exact RFC 6750 / RFC 9728 challenge shape, and the service's error body. */
function assertInvalidToken(r: JsonResponse) {
  assertServiceError(r, 401, 'invalid_token');
  const challenge = r.headers.get('www-authenticate') ?? '';
  const metadata = `${srv.url}/.well-known/oauth-protected-resource`;
  // The metadata of the address asked for: the well-known path followed by its path (oauth-clients.test.ts checks each).
  assert.match(challenge, new RegExp(`^Bearer resource_metadata="${metadata.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(?:/[^"]*)?", error="invalid_token", error_description="[^"\\\\]+"$`), challenge);
}

const bearer = (t: string) => ({ headers: { authorization: `Bearer ${t}` } });

describe('metadata', () => {
  test('RFC 9728 protected resource metadata lists anonymous (recommended) and client credentials', async () => {
    const r = await call('/.well-known/oauth-protected-resource');
    assert.equal(r.status, 200);
    assertSchema('OAuthProtectedResourceMetadata', r.data);
    assert.equal(r.data.resource, srv.url);
    assert.deepEqual(r.data.authorization_servers, [srv.url]);
    assert.deepEqual(r.data.scopes_supported, ['analyze']);
    assert.deepEqual(r.data.bearer_methods_supported, ['header']);
    assert.equal(r.data.resource_documentation, srv.app.urls.authMd);
    const [anonymous, oauth] = r.data.agent_auth.methods;
    assert.equal(anonymous.type, 'anonymous');
    assert.equal(anonymous.recommended, true);
    assert.equal(oauth.type, 'oauth_client_credentials');
    assert.equal(oauth.recommended, false);
    assert.equal(oauth.registration_endpoint, `${srv.url}/api/v1/oauth/register`);
    assert.equal(oauth.token_endpoint, `${srv.url}/api/v1/oauth/token`);
    assert.equal(oauth.revocation_endpoint, `${srv.url}/api/v1/oauth/revoke`);
    assert.match(r.headers.get('cache-control') ?? '', /max-age=\d+/);
  });

  test('RFC 8414 authorization server metadata', async () => {
    const r = await call('/.well-known/oauth-authorization-server');
    assert.equal(r.status, 200);
    assertSchema('OAuthAuthorizationServerMetadata', r.data);
    assert.equal(r.data.issuer, srv.url);
    assert.equal(r.data.token_endpoint, srv.app.urls.oauthToken);
    assert.equal(r.data.registration_endpoint, srv.app.urls.oauthRegister);
    assert.equal(r.data.revocation_endpoint, srv.app.urls.oauthRevoke);
    assert.deepEqual(r.data.grant_types_supported, ['client_credentials']);
    assert.deepEqual(r.data.response_types_supported, []);
    assert.deepEqual(r.data.token_endpoint_auth_methods_supported.sort(), ['client_secret_basic', 'client_secret_post']);
    assert.deepEqual(r.data.scopes_supported, ['analyze']);
    assert.equal(r.data.jwks_uri, `${srv.url}/api/v1/oauth/jwks`);
    assert.equal(r.data.authorization_endpoint, `${srv.url}/api/v1/oauth/authorize`);
  });

  test('the authorization endpoint answers per RFC 6749: unsupported_response_type, never a redirect', async () => {
    const query = new URLSearchParams({ response_type: 'code', client_id: 'pgc_AAAAAAAAAAAAAAAAAAAAAA', redirect_uri: 'https://attacker.example/cb', state: 's' });
    const viaGet = await call(`/api/v1/oauth/authorize?${query}`, { redirect: 'manual' });
    assertOAuthError(viaGet, 400, 'unsupported_response_type');
    assert.equal(viaGet.headers.get('location'), null);
    assertOAuthError(await form('/api/v1/oauth/authorize', { response_type: 'token' }), 400, 'unsupported_response_type');
    assertOAuthError(await call('/api/v1/oauth/authorize'), 400, 'invalid_request');
    assertOAuthError(await call('/api/v1/oauth/authorize?response_type=code&response_type=token'), 400, 'invalid_request');
  });

  test('the JWK set holds the token key; kid is its RFC 7638 thumbprint and tokens name it', async () => {
    const r = await call('/api/v1/oauth/jwks');
    assert.equal(r.status, 200);
    assertSchema('Ed25519KeySet', r.data);
    const [key] = r.data.keys;
    assert.equal(key.kid, await calculateJwkThumbprint({ kty: key.kty, crv: key.crv, x: key.x }));
    assert.equal(decodeProtectedHeader(await token()).kid, key.kid);
  });

  test('the OAuth operations are in the OpenAPI document and every $ref resolves', async () => {
    const r = await call('/openapi.json');
    assert.equal(r.status, 200);
    for (const path of ['/api/v1/oauth/register', '/api/v1/oauth/token', '/api/v1/oauth/revoke', '/api/v1/oauth/identity', '/.well-known/oauth-protected-resource', '/.well-known/http-message-signatures-directory']) {
      assert.ok(r.data.paths[path], `missing ${path}`);
    }
    assert.ok(r.data.paths['/api/v1/oauth/token'].post.requestBody.content['application/x-www-form-urlencoded']);
    const ours = JSON.stringify(['/api/v1/oauth/register', '/api/v1/oauth/token', '/api/v1/oauth/revoke', '/api/v1/oauth/identity', '/api/v1/oauth/jwks', '/.well-known/oauth-protected-resource', '/.well-known/oauth-authorization-server', '/.well-known/http-message-signatures-directory'].map((p) => r.data.paths[p]));
    const refs = [...ours.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]!);
    assert.ok(refs.includes('OAuthToken') && refs.includes('OAuthError') && refs.includes('Ed25519KeySet'));
    for (const name of refs) assert.ok(r.data.components.schemas[name], `missing component ${name}`);
  });
});

describe('registration (RFC 7591)', () => {
  test('an empty body, {} or metadata each register a client; nothing is shared between clients', async () => {
    const none = await call('/api/v1/oauth/register', { method: 'POST' });
    assert.equal(none.status, 201, none.text);
    assertSchema('OAuthClientRegistration', none.data);
    assert.equal(none.headers.get('cache-control'), 'no-store');
    assert.equal(none.data.client_secret_expires_at, 0);
    assert.deepEqual(none.data.grant_types, ['client_credentials']);
    assert.ok(Math.abs(none.data.client_id_issued_at - Date.now() / 1000) < 60);

    const empty = await call('/api/v1/oauth/register', { method: 'POST', json: {} });
    assert.equal(empty.status, 201);
    assert.notEqual(empty.data.client_id, none.data.client_id);
    assert.notEqual(empty.data.client_secret, none.data.client_secret);

    const named = await call('/api/v1/oauth/register', { method: 'POST', json: { client_name: 'Example agent', grant_types: ['client_credentials'], token_endpoint_auth_method: 'client_secret_post', redirect_uris: ['https://ignored.example/'] } });
    assert.equal(named.status, 201, named.text);
    assertSchema('OAuthClientRegistration', named.data);
    assert.equal(named.data.client_name, 'Example agent');
    assert.equal(named.data.token_endpoint_auth_method, 'client_secret_post');
  });

  test('another grant type, a bad name or a non-JSON body is invalid_client_metadata', async () => {
    assertOAuthError(await call('/api/v1/oauth/register', { method: 'POST', json: { grant_types: ['authorization_code'] } }), 400, 'invalid_client_metadata');
    assertOAuthError(await call('/api/v1/oauth/register', { method: 'POST', json: { grant_types: ['client_credentials', 'refresh_token'] } }), 400, 'invalid_client_metadata');
    assertOAuthError(await call('/api/v1/oauth/register', { method: 'POST', json: { client_name: 42 } }), 400, 'invalid_client_metadata');
    assertOAuthError(await call('/api/v1/oauth/register', { method: 'POST', json: ['client_credentials'] }), 400, 'invalid_client_metadata');
    assertOAuthError(await call('/api/v1/oauth/register', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"client_name":' }), 400, 'invalid_client_metadata');
    assertOAuthError(await call('/api/v1/oauth/register', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hello' }), 400, 'invalid_client_metadata');
  });

  test('failures that are not OAuth keep the service error body', async () => {
    assertServiceError(await call('/api/v1/oauth/register'), 405, 'method_not_allowed');
    assertServiceError(await call('/api/v1/oauth/register', { method: 'POST', json: { client_name: 'x'.repeat(20_000) } }), 413, 'payload_too_large');
    assertServiceError(await call('/api/v1/oauth/nothing-here', { method: 'POST' }), 404, 'not_found');
  });
});

describe('token endpoint (client credentials)', () => {
  test('client_secret_post gives a one-hour Bearer JWT with scope analyze, never cached', async () => {
    const c = await register();
    const r = await form('/api/v1/oauth/token', { grant_type: 'client_credentials', client_id: c.client_id, client_secret: c.client_secret });
    assert.equal(r.status, 200, r.text);
    assertSchema('OAuthToken', r.data);
    assert.equal(r.headers.get('cache-control'), 'no-store');
    const header = decodeProtectedHeader(r.data.access_token);
    assert.equal(header.alg, 'EdDSA');
    assert.equal(header.typ, 'at+jwt');
    const claims = decodeJwt(r.data.access_token);
    assert.equal(claims.iss, srv.url);
    assert.equal(claims.aud, srv.url);
    assert.equal(claims.sub, c.client_id);
    assert.equal(claims['scope'], 'analyze');
    assert.equal(claims.exp! - claims.iat!, 3600);
    assert.ok(typeof claims.jti === 'string' && claims.jti.length > 10);
  });

  test('client_secret_basic, a JSON body and scope=analyze work too', async () => {
    const c = await register();
    const viaBasic = await form('/api/v1/oauth/token', { grant_type: 'client_credentials' }, { authorization: basic(c.client_id, c.client_secret) });
    assert.equal(viaBasic.status, 200, viaBasic.text);
    const viaJson = await call('/api/v1/oauth/token', { method: 'POST', json: { grant_type: 'client_credentials', client_id: c.client_id, client_secret: c.client_secret, scope: 'analyze' } });
    assert.equal(viaJson.status, 200, viaJson.text);
    assert.equal(viaJson.data.scope, 'analyze');
  });

  test('a wrong secret, an unknown client or no client authentication is 401 invalid_client', async () => {
    const c = await register();
    assertOAuthError(await form('/api/v1/oauth/token', { grant_type: 'client_credentials', client_id: c.client_id, client_secret: `${c.client_secret}x` }), 401, 'invalid_client');
    const other = await register();
    assertOAuthError(await form('/api/v1/oauth/token', { grant_type: 'client_credentials', client_id: c.client_id, client_secret: other.client_secret }), 401, 'invalid_client');
    assertOAuthError(await form('/api/v1/oauth/token', { grant_type: 'client_credentials', client_id: 'pgc_AAAAAAAAAAAAAAAAAAAAAA', client_secret: c.client_secret }), 401, 'invalid_client');
    assertOAuthError(await form('/api/v1/oauth/token', { grant_type: 'client_credentials' }), 401, 'invalid_client');
    const viaBasic = await form('/api/v1/oauth/token', { grant_type: 'client_credentials' }, { authorization: basic(c.client_id, 'wrong') });
    assertOAuthError(viaBasic, 401, 'invalid_client');
    assert.match(viaBasic.headers.get('www-authenticate') ?? '', /^Basic realm="pagegrade"/);
  });

  test('another grant is unsupported_grant_type; missing, repeated or conflicting parameters are invalid_request; another scope is invalid_scope', async () => {
    const c = await register();
    const creds = { client_id: c.client_id, client_secret: c.client_secret };
    assertOAuthError(await form('/api/v1/oauth/token', { grant_type: 'password', username: 'a', password: 'b' }), 400, 'unsupported_grant_type');
    assertOAuthError(await form('/api/v1/oauth/token', { grant_type: 'authorization_code', code: 'x', ...creds }), 400, 'unsupported_grant_type');
    assertOAuthError(await form('/api/v1/oauth/token', { ...creds }), 400, 'invalid_request');
    assertOAuthError(await form('/api/v1/oauth/token', { grant_type: ['client_credentials', 'client_credentials'], ...creds }), 400, 'invalid_request');
    assertOAuthError(await form('/api/v1/oauth/token', { grant_type: 'client_credentials', client_secret: c.client_secret }, { authorization: basic(c.client_id, c.client_secret) }), 400, 'invalid_request');
    assertOAuthError(await call('/api/v1/oauth/token', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'grant_type=client_credentials' }), 400, 'invalid_request');
    assertOAuthError(await call('/api/v1/oauth/token', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"grant_type":' }), 400, 'invalid_request');
    assertOAuthError(await form('/api/v1/oauth/token', { grant_type: 'client_credentials', scope: 'admin', ...creds }), 400, 'invalid_scope');
    assertOAuthError(await form('/api/v1/oauth/token', { grant_type: 'client_credentials', scope: 'analyze admin', ...creds }), 400, 'invalid_scope');
  });

  test('RFC 8707: a resource of this service is the token’s audience; another is invalid_target', async () => {
    const c = await register();
    const creds = { grant_type: 'client_credentials', client_id: c.client_id, client_secret: c.client_secret };
    for (const resource of [srv.url, `${srv.url}/`, `${srv.url}/api/v1/mcp`]) {
      const r = await form('/api/v1/oauth/token', { ...creds, resource });
      assert.equal(r.status, 200, r.text);
      assert.equal(decodeJwt(r.data.access_token).aud, resource);
      assert.equal((await call('/api/v1/leaderboard', bearer(r.data.access_token))).status, 200, resource);
    }
    const both = await form('/api/v1/oauth/token', { ...creds, resource: [srv.url, `${srv.url}/mcp/docs`] });
    assert.equal(both.status, 200, both.text);
    assert.deepEqual(decodeJwt(both.data.access_token).aud, [srv.url, `${srv.url}/mcp/docs`]);
    for (const resource of ['https://elsewhere.example/', `${srv.url}/api/v1/mcp#frag`, '/api/v1/mcp', 'urn:pagegrade', `http://127.0.0.2:${new URL(srv.url).port}/`]) {
      assertOAuthError(await form('/api/v1/oauth/token', { ...creds, resource }), 400, 'invalid_target');
    }
    assertOAuthError(await form('/api/v1/oauth/token', { ...creds, resource: [srv.url, 'https://elsewhere.example/'] }), 400, 'invalid_target');
  });

  test('credentials need no storage: they survive a restart with the same data directory', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pagegrade-oauth-'));
    try {
      // A fixed public URL, so the issuer and audience stay the same across the restart.
      const env = { PAGEGRADE_PUBLIC_URL: 'https://pagegrade.test' };
      const first = await startServer(env, { dataDir });
      let c: { client_id: string; client_secret: string };
      let old: string;
      let kid: string;
      let directoryKid: string;
      try {
        c = (await request(first.url, '/api/v1/oauth/register', { method: 'POST', json: {} })).data;
        old = (await request(first.url, '/api/v1/oauth/token', { method: 'POST', json: { grant_type: 'client_credentials', ...c } })).data.access_token;
        kid = (await request(first.url, '/api/v1/oauth/jwks')).data.keys[0].kid;
        directoryKid = (await request(first.url, '/.well-known/http-message-signatures-directory')).data.keys[0].kid;
      } finally {
        await first.close();
      }
      const keyDir = join(dataDir, 'keys');
      assert.deepEqual(readdirSync(keyDir).sort(), ['bot-auth.pem', 'oauth.pem']);
      assert.equal(statSync(keyDir).mode & 0o777, 0o700);
      for (const f of readdirSync(keyDir)) assert.equal(statSync(join(keyDir, f)).mode & 0o777, 0o600);

      const second = await startServer(env, { dataDir });
      try {
        assert.equal((await request(second.url, '/api/v1/oauth/jwks')).data.keys[0].kid, kid);
        assert.equal((await request(second.url, '/.well-known/http-message-signatures-directory')).data.keys[0].kid, directoryKid);
        const again = await request(second.url, '/api/v1/oauth/token', { method: 'POST', json: { grant_type: 'client_credentials', ...c } });
        assert.equal(again.status, 200, again.text);
        // A token issued before the restart still verifies after it.
        assert.equal((await request(second.url, '/api/v1/leaderboard', bearer(old))).status, 200);
        assert.equal((await request(second.url, '/api/v1/leaderboard', bearer(again.data.access_token))).status, 200);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test('keys come from the configuration when set, and a key of another type is refused at start', async () => {
    const pem = (k: ReturnType<typeof generateKeyPairSync>['privateKey']) => k.export({ format: 'pem', type: 'pkcs8' }) as string;
    const oauth = generateKeyPairSync('ed25519').privateKey;
    const botAuth = generateKeyPairSync('ed25519').privateKey;
    const configured = await startServer({ PAGEGRADE_OAUTH_SIGNING_KEY: pem(oauth).replace(/\n/g, '\\n'), PAGEGRADE_SIGNATURE_KEY: pem(botAuth) });
    try {
      const jwk = (k: typeof oauth) => createPublicKey(k).export({ format: 'jwk' }) as { x: string };
      assert.equal((await request(configured.url, '/api/v1/oauth/jwks')).data.keys[0].x, jwk(oauth).x);
      assert.equal((await request(configured.url, '/.well-known/http-message-signatures-directory')).data.keys[0].x, jwk(botAuth).x);
      let files: string[] = [];
      try {
        files = readdirSync(join(configured.dataDir, 'keys'));
      } catch {
        files = [];
      }
      assert.deepEqual(files, [], 'nothing generated when both keys are configured');
    } finally {
      await configured.close();
    }
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    await assert.rejects(startServer({ PAGEGRADE_OAUTH_SIGNING_KEY: pem(rsa) }), /PAGEGRADE_OAUTH_SIGNING_KEY must be an Ed25519 private key/);
  });
});

describe('bearer tokens on the API', () => {
  test('a valid token changes nothing: same status and body as the anonymous call', async () => {
    const t = await token();
    for (const path of ['/api/v1/leaderboard', '/api/v1', '/api/v1/leaderboard?limit=1', '/.well-known/oauth-protected-resource']) {
      const anonymous = await call(path);
      const withToken = await call(path, bearer(t));
      assert.equal(withToken.status, anonymous.status, path);
      assert.equal(withToken.text, anonymous.text, path);
      assert.equal(withToken.headers.get('www-authenticate'), null);
    }
    const leaderboard = await call('/api/v1/leaderboard', bearer(t));
    assert.equal(leaderboard.status, 200);
    assert.ok(leaderboard.data.entries.some((e: any) => e.url === 'https://oauth-fixture.example/'));
  });

  test('a tampered token is 401 invalid_token with the RFC 9728 challenge on an API route, an unknown path and a page', async () => {
    const t = await token();
    const [h, p, s] = t.split('.');
    const claims = JSON.parse(Buffer.from(p!, 'base64url').toString());
    const tampered = `${h}.${Buffer.from(JSON.stringify({ ...claims, sub: 'pgc_someoneelse0000000000' })).toString('base64url')}.${s}`;
    for (const path of ['/api/v1/leaderboard', '/no/such/path', '/leaderboard', '/', '/api/v1/oauth/identity']) {
      const r = await call(path, bearer(tampered));
      assertInvalidToken(r);
    }
    assertInvalidToken(await call('/api/v1/analyze', { method: 'POST', json: { url: 'https://example.com/' }, ...bearer(tampered) }));
    assertInvalidToken(await call('/api/v1/leaderboard', bearer('not-a-jwt')));
    assertInvalidToken(await call('/api/v1/leaderboard', { headers: { authorization: 'Bearer' } }));
    assertInvalidToken(await call('/api/v1/leaderboard', { headers: { authorization: 'bearer a b c' } }));
  });

  test('tokens signed by another key, or for another audience or issuer, are refused', async () => {
    const { privateKey } = generateKeyPairSync('ed25519');
    const now = Math.floor(Date.now() / 1000);
    const sign = (key: typeof privateKey, claims: Record<string, unknown>) =>
      new SignJWT({ scope: 'analyze', ...claims }).setProtectedHeader({ alg: 'EdDSA', typ: 'at+jwt' }).setSubject('pgc_AAAAAAAAAAAAAAAAAAAAAA').setJti('j1').setIssuedAt(now).setExpirationTime(now + 600).sign(key);
    assertInvalidToken(await call('/api/v1/leaderboard', bearer(await sign(privateKey, { iss: srv.url, aud: srv.url }))));
    const real = (await loadSigningKey({ name: 'oauth', pem: null, variable: 'x', stores: srv.stores })).privateKey;
    assert.equal((await call('/api/v1/leaderboard', bearer(await sign(real, { iss: srv.url, aud: srv.url })))).status, 200, 'the control token is accepted');
    assertInvalidToken(await call('/api/v1/leaderboard', bearer(await sign(real, { iss: srv.url, aud: 'https://elsewhere.example' }))));
    assertInvalidToken(await call('/api/v1/leaderboard', bearer(await sign(real, { iss: 'https://elsewhere.example', aud: srv.url }))));
  });

  test('an expired token is 401 and says so', async () => {
    const key = await loadSigningKey({ name: 'oauth', pem: null, variable: 'x', stores: srv.stores });
    const c = await register();
    const past = new AccessTokens({ key, issuer: srv.url, audience: srv.url, revocations: srv.stores.revocations, now: () => Date.now() - 3601_000 });
    const expired = (await past.issue(c.client_id)).accessToken;
    for (const path of ['/api/v1/leaderboard', '/does-not-exist', '/leaderboard']) {
      const r = await call(path, bearer(expired));
      assertInvalidToken(r);
      assert.match(r.headers.get('www-authenticate')!, /error_description="[^"]*expired/);
    }
    // One second short of expiry it still works: the boundary is the exp claim.
    const fresh = new AccessTokens({ key, issuer: srv.url, audience: srv.url, revocations: srv.stores.revocations, now: () => Date.now() - 3590_000 });
    assert.equal((await call('/api/v1/leaderboard', bearer((await fresh.issue(c.client_id)).accessToken))).status, 200);
  });

  test('other schemes are ignored; the recovery endpoints ignore a dead bearer token', async () => {
    assert.equal((await call('/api/v1/leaderboard', { headers: { authorization: 'Basic dXNlcjpwYXNz' } })).status, 200);
    assert.equal((await call('/api/v1/leaderboard', { headers: { authorization: 'Digest username="x"' } })).status, 200);
    const dead = bearer('dead.token.value');
    assert.equal((await call('/.well-known/oauth-protected-resource', dead)).status, 200);
    assert.equal((await call('/.well-known/oauth-authorization-server', dead)).status, 200);
    const c = await call('/api/v1/oauth/register', { method: 'POST', json: {}, ...dead });
    assert.equal(c.status, 201);
    const t = await call('/api/v1/oauth/token', { method: 'POST', json: { grant_type: 'client_credentials', client_id: c.data.client_id, client_secret: c.data.client_secret }, ...dead });
    assert.equal(t.status, 200, t.text);
  });
});

describe('revocation (RFC 7009)', () => {
  test('a revoked token stops working at once; revoking again, or garbage, is still 200', async () => {
    const t = await token();
    assert.equal((await call('/api/v1/leaderboard', bearer(t))).status, 200);
    const r = await form('/api/v1/oauth/revoke', { token: t });
    assert.equal(r.status, 200, r.text);
    assert.deepEqual(r.data, {});
    assert.equal(r.headers.get('cache-control'), 'no-store');
    for (const path of ['/api/v1/leaderboard', '/nowhere', '/leaderboard']) {
      const denied = await call(path, bearer(t));
      assertInvalidToken(denied);
      assert.match(denied.headers.get('www-authenticate')!, /revoked/);
    }
    assert.equal((await form('/api/v1/oauth/revoke', { token: t })).status, 200);
    assert.equal((await form('/api/v1/oauth/revoke', { token: 'garbage' })).status, 200);
    assert.equal((await form('/api/v1/oauth/revoke', { token: 'a.b.c', token_type_hint: 'refresh_token' })).status, 200);
    assert.equal((await call('/api/v1/oauth/revoke', { method: 'POST', json: { token: 'garbage' } })).status, 200);
  });

  test('revocation accepts every method the metadata lists, none included (a client_id alone)', async () => {
    const methods = (await call('/.well-known/oauth-authorization-server')).data.revocation_endpoint_auth_methods_supported as string[];
    assert.deepEqual([...methods].sort(), ['client_secret_basic', 'client_secret_post', 'none']);
    const owner = await register();
    const other = await register();
    const t = await token(owner);
    // A client naming itself revokes only its own tokens, like an authenticated one.
    assert.equal((await form('/api/v1/oauth/revoke', { token: t, client_id: other.client_id })).status, 200);
    assert.equal((await call('/api/v1/leaderboard', bearer(t))).status, 200);
    assertOAuthError(await form('/api/v1/oauth/revoke', { token: t, client_id: 'not-one-of-ours' }), 401, 'invalid_client');
    const r = await form('/api/v1/oauth/revoke', { token: t, client_id: owner.client_id });
    assert.equal(r.status, 200, r.text);
    assertInvalidToken(await call('/api/v1/leaderboard', bearer(t)));
    for (const [method, init] of [
      ['client_secret_post', (x: string) => form('/api/v1/oauth/revoke', { token: x, client_id: owner.client_id, client_secret: owner.client_secret })],
      ['client_secret_basic', (x: string) => form('/api/v1/oauth/revoke', { token: x }, { authorization: basic(owner.client_id, owner.client_secret) })],
    ] as const) {
      const live = await token(owner);
      assert.equal((await init(live)).status, 200, method);
      assertInvalidToken(await call('/api/v1/leaderboard', bearer(live)));
    }
  });

  test('a missing token is invalid_request; wrong client credentials are invalid_client; another client cannot revoke', async () => {
    assertOAuthError(await form('/api/v1/oauth/revoke', {}), 400, 'invalid_request');
    const owner = await register();
    const t = await token(owner);
    assertOAuthError(await form('/api/v1/oauth/revoke', { token: t, client_id: owner.client_id, client_secret: 'wrong' }), 401, 'invalid_client');
    const stranger = await register();
    assert.equal((await form('/api/v1/oauth/revoke', { token: t }, { authorization: basic(stranger.client_id, stranger.client_secret) })).status, 200);
    assert.equal((await call('/api/v1/leaderboard', bearer(t))).status, 200, 'still valid: it was not the stranger’s token');
    assert.equal((await form('/api/v1/oauth/revoke', { token: t }, { authorization: basic(owner.client_id, owner.client_secret) })).status, 200);
    assertInvalidToken(await call('/api/v1/leaderboard', bearer(t)));
  });
});

describe('identity', () => {
  test('any identity is answered with "no binding, anonymous covers everything", nothing stored', async () => {
    for (const init of [{ json: { email: 'someone@example.com' } }, { json: {} }, { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'email=a%40b.c' }, { headers: { 'content-type': 'application/json' }, body: '{not json' }, {}]) {
      const r = await call('/api/v1/oauth/identity', { method: 'POST', ...init });
      assert.equal(r.status, 200, r.text);
      assertSchema('OAuthIdentity', r.data);
      assert.equal(r.data.bound, false);
      assert.equal(r.data.anonymous, true);
      assert.equal(r.data.protected_resource_metadata, `${srv.url}/.well-known/oauth-protected-resource`);
      assert.doesNotMatch(r.text, /someone@example\.com/);
    }
  });
});

describe('raw requests', () => {
  test('a bad token is refused on another Host as well', async () => {
    const { port } = new URL(srv.url);
    const res = await new Promise<{ status: number; challenge: string | undefined }>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path: '/api/v1/leaderboard', headers: { host: 'other.example', authorization: 'Bearer nope' } }, (r) => {
        r.resume();
        r.on('end', () => resolve({ status: r.statusCode ?? 0, challenge: r.headers['www-authenticate'] }));
      });
      req.on('error', reject);
      req.end();
    });
    assert.equal(res.status, 401);
    assert.match(res.challenge ?? '', /^Bearer resource_metadata="/);
  });
});
