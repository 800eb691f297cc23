import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, hkdfSync, randomBytes, type KeyObject } from 'node:crypto';
import { chmodSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Stores } from '../store/types.ts';

/** An Ed25519 public key as a JWK (RFC 8037), with its RFC 7638 thumbprint as `kid`. */
export interface Ed25519Jwk {
  kty: 'OKP';
  crv: 'Ed25519';
  x: string;
  kid: string;
}

export interface SigningKey {
  privateKey: KeyObject;
  publicKey: KeyObject;
  jwk: Ed25519Jwk;
  /** The RFC 7638 thumbprint of the public key; the `kid` of tokens and the `keyid` of signatures. */
  kid: string;
}

/**
 * RFC 7638 thumbprint of an Ed25519 key: SHA-256 over the required members in lexicographic
 * order, base64url. Computed here rather than with jose because keys load synchronously while the
 * app is built, and jose's version is asynchronous; the tests cross-check the two.
 */
export function jwkThumbprint(jwk: { crv: string; kty: string; x: string }): string {
  return createHash('sha256').update(JSON.stringify({ crv: jwk.crv, kty: jwk.kty, x: jwk.x })).digest('base64url');
}

function fromPrivateKey(privateKey: KeyObject, origin: string): SigningKey {
  if (privateKey.asymmetricKeyType !== 'ed25519') throw new Error(`${origin} must be an Ed25519 private key, got ${privateKey.asymmetricKeyType ?? 'an unknown key type'}.`);
  const publicKey = createPublicKey(privateKey);
  const { x } = publicKey.export({ format: 'jwk' }) as { x: string };
  const kid = jwkThumbprint({ crv: 'Ed25519', kty: 'OKP', x });
  return { privateKey, publicKey, jwk: { kty: 'OKP', crv: 'Ed25519', x, kid }, kid };
}

function parsePem(pem: string, origin: string): SigningKey {
  let key: KeyObject;
  try {
    key = createPrivateKey({ key: pem, format: 'pem' });
  } catch (err) {
    throw new Error(`${origin} is not a readable PKCS#8 PEM private key: ${(err as Error).message}`);
  }
  return fromPrivateKey(key, origin);
}

/**
 * Writes `content` to `path` only if no file is there yet, atomically: a temporary file is
 * hard-linked into place, so two processes starting at once never read a half-written key and
 * never overwrite each other's; the loser reads the winner's key.
 */
function createExclusive(path: string, content: string): boolean {
  const temp = `${path}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(temp, content, { mode: 0o600, flag: 'wx' });
  try {
    linkSync(temp, path);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  } finally {
    unlinkSync(temp);
  }
}

export interface KeySource {
  /** The name of the generated key in the store (a file name under `<dataDir>/keys/` in the embedded store). */
  name: string;
  /** The configured PKCS#8 PEM, or null to use (or create) the generated key. */
  pem: string | null;
  /** Names the configuration variable in error messages. */
  variable: string;
  /** Where generated keys are kept: the data directory's files, or the shared database. */
  stores: Pick<Stores, 'generatedKey'>;
}

/**
 * The configured key, or the one generated on first start and reused after (by every process of
 * the deployment, which reads it from the same store). Keys never live in the code or the repository.
 */
export async function loadSigningKey(source: KeySource): Promise<SigningKey> {
  if (source.pem) return parsePem(source.pem, source.variable);
  return parsePem(await source.stores.generatedKey(source.name), `the generated key "${source.name}"`);
}

/**
 * The PEM of the key generated into `<dataDir>/keys/<name>.pem`, made on first use. The directory
 * is 0700, the file 0600.
 */
export function keyFile(dataDir: string, name: string): string {
  const dir = join(dataDir, 'keys');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  const path = join(dir, `${name}.pem`);
  try {
    const pem = readFileSync(path, 'utf8');
    // Checked here so that a damaged file is named by its path.
    parsePem(pem, path);
    return pem;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const { privateKey } = generateKeyPairSync('ed25519');
  createExclusive(path, privateKey.export({ format: 'pem', type: 'pkcs8' }) as string);
  return readFileSync(path, 'utf8');
}

/**
 * The HMAC key client secrets are derived with. Derived (HKDF) from the OAuth signing key rather
 * than stored, so registration stays stateless and one configured key reproduces every issued
 * client secret on every instance; replacing the signing key invalidates all client credentials.
 */
export function clientSecretKey(oauthKey: SigningKey): Buffer {
  const ikm = oauthKey.privateKey.export({ format: 'der', type: 'pkcs8' });
  return Buffer.from(hkdfSync('sha256', ikm, Buffer.alloc(0), 'pagegrade oauth client secret v1', 32));
}
