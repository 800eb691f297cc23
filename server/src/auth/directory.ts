import { createHash } from 'node:crypto';
import { createSigner, httpbis } from 'http-message-signatures';
import type { SigningKey } from './keys.ts';

/** The media type of the Web Bot Auth key directory. */
export const DIRECTORY_MEDIA_TYPE = 'application/http-message-signatures-directory+json';
/** The `tag` a directory response signature carries, per the Web Bot Auth draft. */
export const DIRECTORY_TAG = 'http-message-signatures-directory';
/** How long a directory signature stays valid; longer than the response may be cached. */
export const DIRECTORY_SIGNATURE_SECONDS = 3600;
export const DIRECTORY_MAX_AGE_SECONDS = 300;

export interface SignedDirectory {
  body: Buffer;
  headers: { 'Content-Digest': string; Signature: string; 'Signature-Input': string };
}

/**
 * The key directory of the Web Bot Auth draft: a JWK set of the service's Ed25519 signature key,
 * served with an RFC 9421 signature over the request's authority and the body's RFC 9530 digest,
 * so a verifier knows the holder of the listed key controls the directory at that authority.
 */
export class KeyDirectory {
  private readonly body: Buffer;
  private readonly digest: string;

  constructor(private readonly key: SigningKey) {
    this.body = Buffer.from(JSON.stringify({ keys: [{ ...key.jwk, use: 'sig' }] }));
    this.digest = `sha-256=:${createHash('sha256').update(this.body).digest('base64')}:`;
  }

  /**
   * `authority` is the request's Host, which the signature binds (`"@authority";req`), so a
   * directory copied to another host does not verify there. `scheme` only decides which port is
   * the default one that RFC 9421 leaves out.
   */
  async sign(authority: string, scheme: 'http' | 'https', nowMs: number): Promise<SignedDirectory> {
    const created = new Date(Math.floor(nowMs / 1000) * 1000);
    const signed = await httpbis.signMessage(
      {
        key: createSigner(this.key.privateKey, 'ed25519', this.key.kid),
        name: 'sig1',
        fields: ['@authority;req', 'content-digest'],
        params: ['created', 'expires', 'keyid', 'alg', 'tag'],
        paramValues: { created, expires: new Date(created.getTime() + DIRECTORY_SIGNATURE_SECONDS * 1000), tag: DIRECTORY_TAG },
      },
      { status: 200, headers: { 'content-digest': this.digest } as Record<string, string | string[]> },
      { method: 'GET', url: `${scheme}://${authority}/.well-known/http-message-signatures-directory`, headers: {} },
    );
    const header = (name: string) => {
      const value = signed.headers[name];
      return Array.isArray(value) ? value.join(', ') : String(value);
    };
    return { body: this.body, headers: { 'Content-Digest': this.digest, Signature: header('Signature'), 'Signature-Input': header('Signature-Input') } };
  }
}
