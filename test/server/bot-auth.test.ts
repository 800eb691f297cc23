import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createHash, createPublicKey, generateKeyPairSync, verify } from 'node:crypto';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { calculateJwkThumbprint } from 'jose';
import { startServer, type TestServer } from '../helpers/server.ts';
import { assertSchema } from '../helpers/http.ts';

const PATH = '/.well-known/http-message-signatures-directory';
let srv: TestServer;
const configuredKey = generateKeyPairSync('ed25519').privateKey;

before(async () => {
  srv = await startServer({ PAGEGRADE_SIGNATURE_KEY: configuredKey.export({ format: 'pem', type: 'pkcs8' }) as string });
});
after(() => srv.close());

interface Raw {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** node:http, so the test chooses the Host header (fetch() will not). */
function get(host: string | null, headers: Record<string, string> = {}): Promise<Raw> {
  const { port } = new URL(srv.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: PATH, headers: { ...(host ? { host } : {}), ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const INPUT = /^sig1=\(("@authority";req "content-digest")\);created=(\d+);expires=(\d+);keyid="([A-Za-z0-9_-]+)";alg="ed25519";tag="http-message-signatures-directory"$/;

/**
 * Rebuilds the RFC 9421 signature base from the response alone (the authority is the one the
 * request was sent to) and verifies it with node:crypto against the key the body lists.
 */
function verifyDirectory(res: Raw, authority: string): { created: number; expires: number; keyid: string } {
  const input = String(res.headers['signature-input']);
  const m = INPUT.exec(input);
  assert.ok(m, `Signature-Input: ${input}`);
  const signature = /^sig1=:([A-Za-z0-9+/]+=*):$/.exec(String(res.headers['signature']));
  assert.ok(signature, `Signature: ${res.headers['signature']}`);
  const digest = String(res.headers['content-digest']);
  const base = [`"@authority";req: ${authority}`, `"content-digest": ${digest}`, `"@signature-params": ${input.slice('sig1='.length)}`].join('\n');
  const jwk = JSON.parse(res.body.toString('utf8')).keys[0];
  const key = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: jwk.x }, format: 'jwk' });
  assert.ok(verify(null, Buffer.from(base), key, Buffer.from(signature[1]!, 'base64')), `signature does not verify over:\n${base}`);
  return { created: Number(m[2]), expires: Number(m[3]), keyid: m[4]! };
}

test('the directory has the exact media type and lists the Ed25519 key with its thumbprint as kid', async () => {
  const res = await get(null);
  assert.equal(res.status, 200);
  assert.equal(res.headers['content-type'], 'application/http-message-signatures-directory+json');
  const body = JSON.parse(res.body.toString('utf8'));
  assertSchema('Ed25519KeySet', body);
  assert.equal(body.keys.length, 1);
  const [key] = body.keys;
  assert.equal(key.kty, 'OKP');
  assert.equal(key.crv, 'Ed25519');
  assert.equal(key.kid, await calculateJwkThumbprint({ kty: 'OKP', crv: 'Ed25519', x: key.x }));
  assert.equal(key.x, (createPublicKey(configuredKey).export({ format: 'jwk' }) as { x: string }).x, 'the configured PAGEGRADE_SIGNATURE_KEY');
  assert.match(String(res.headers['cache-control']), /max-age=(\d+)/);
});

test('Content-Digest is the SHA-256 of the body bytes (RFC 9530)', async () => {
  const res = await get(null);
  assert.equal(res.headers['content-digest'], `sha-256=:${createHash('sha256').update(res.body).digest('base64')}:`);
});

test('the signature verifies over the request authority and the digest; created ≤ now < expires; keyid is the kid', async () => {
  const authority = new URL(srv.url).host;
  const before = Math.floor(Date.now() / 1000);
  const res = await get(null);
  const { created, expires, keyid } = verifyDirectory(res, authority);
  const now = Math.floor(Date.now() / 1000);
  assert.ok(created >= before - 1 && created <= now, `created ${created} not in [${before}, ${now}]`);
  assert.ok(now < expires, `expires ${expires} is not after now ${now}`);
  const maxAge = Number(/max-age=(\d+)/.exec(String(res.headers['cache-control']))![1]);
  assert.ok(created + maxAge < expires, 'a cached copy is still valid until it goes stale');
  assert.equal(keyid, JSON.parse(res.body.toString('utf8')).keys[0].kid);
});

test('the authority signed is the Host the request named, lower-cased; it does not verify for another', async () => {
  const res = await get('Bots.Example.COM:8443');
  verifyDirectory(res, 'bots.example.com:8443');
  assert.throws(() => verifyDirectory(res, new URL(srv.url).host), /does not verify/);
  // RFC 9421 leaves the default port out of @authority.
  verifyDirectory(await get('bots.example.com:80'), 'bots.example.com');
});

test('the directory key is not the token key, and a directory of a generated key is signed too', async () => {
  const tokenKid = JSON.parse((await fetch(`${srv.url}/api/v1/oauth/jwks`).then((r) => r.text()))).keys[0].kid;
  const res = await get(null);
  assert.notEqual(JSON.parse(res.body.toString('utf8')).keys[0].kid, tokenKid);
  const generated = await startServer();
  try {
    const r = await fetch(`${generated.url}${PATH}`);
    const body = Buffer.from(await r.arrayBuffer());
    const headers = Object.fromEntries(r.headers);
    verifyDirectory({ status: r.status, headers, body }, new URL(generated.url).host);
  } finally {
    await generated.close();
  }
});
