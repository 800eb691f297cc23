import { randomUUID } from 'node:crypto';
import { SignJWT, errors, jwtVerify } from 'jose';
import type { SigningKey } from './keys.ts';
import type { RevocationStore } from '../store/types.ts';

/** Access tokens live one hour; the only scope is `analyze`, which grants nothing extra. */
export const TOKEN_LIFETIME_SECONDS = 3600;
export const SCOPE = 'analyze';
/** RFC 9068 media type of JWT access tokens, in the `typ` header. */
const TOKEN_TYPE = 'at+jwt';
const ALGORITHM = 'EdDSA';

export interface IssuedToken {
  accessToken: string;
  expiresIn: number;
  scope: string;
}

export interface TokenClaims {
  clientId: string;
  jti: string;
  /** Seconds since the epoch. */
  expiresAt: number;
}

export type TokenCheck = { ok: true; claims: TokenClaims } | { ok: false; reason: 'expired' | 'revoked' | 'invalid'; description: string };

export interface TokenOptions {
  key: SigningKey;
  /** The `iss` claim: the authorization server's issuer identifier. */
  issuer: string;
  /** The `aud` claim of a token asked for no resource in particular: the service's identifier. */
  audience: string;
  /**
   * Whether an `aud` value names this service (any of its resource identifiers, RFC 8707); only
   * `audience` itself when not given.
   */
  acceptsAudience?: (aud: string) => boolean;
  revocations: RevocationStore;
  /** Milliseconds since the epoch. */
  now: () => number;
}

/**
 * Self-contained access tokens (RFC 9068 JWTs signed with Ed25519): the server verifies them
 * without storing them, and a small revocation list makes RFC 7009 revocation effective before
 * the token expires.
 */
export class AccessTokens {
  constructor(private readonly options: TokenOptions) {}

  /** A token for `resources` (RFC 8707 indicators already checked to be ours), else for the service. */
  async issue(clientId: string, nowMs = this.options.now(), resources: readonly string[] = []): Promise<IssuedToken> {
    const iat = Math.floor(nowMs / 1000);
    // RFC 8707 §2.2: the token is audience-restricted to the resources the client asked for.
    const audience = resources.length === 0 ? this.options.audience : resources.length === 1 ? resources[0]! : [...resources];
    const accessToken = await new SignJWT({ client_id: clientId, scope: SCOPE })
      .setProtectedHeader({ alg: ALGORITHM, typ: TOKEN_TYPE, kid: this.options.key.kid })
      .setIssuer(this.options.issuer)
      .setAudience(audience)
      .setSubject(clientId)
      .setIssuedAt(iat)
      .setExpirationTime(iat + TOKEN_LIFETIME_SECONDS)
      .setJti(randomUUID())
      .sign(this.options.key.privateKey);
    return { accessToken, expiresIn: TOKEN_LIFETIME_SECONDS, scope: SCOPE };
  }

  /** Signature, issuer, audience, type, expiry and revocation; the reason is told to the client. */
  async check(token: string): Promise<TokenCheck> {
    const nowMs = this.options.now();
    let payload;
    try {
      ({ payload } = await jwtVerify(token, this.options.key.publicKey, {
        algorithms: [ALGORITHM],
        typ: TOKEN_TYPE,
        issuer: this.options.issuer,
        currentDate: new Date(nowMs),
        requiredClaims: ['exp', 'iat', 'jti', 'sub', 'aud'],
      }));
    } catch (err) {
      if (err instanceof errors.JWTExpired) return { ok: false, reason: 'expired', description: 'The access token has expired; request a new one or send no Authorization header.' };
      return { ok: false, reason: 'invalid', description: 'The access token is malformed, altered or was not issued by this service.' };
    }
    // Checked here rather than by jwtVerify, which can only compare with a fixed list.
    const accepts = this.options.acceptsAudience ?? ((aud: string) => aud === this.options.audience);
    if (![payload.aud].flat().some((aud) => typeof aud === 'string' && accepts(aud))) {
      return { ok: false, reason: 'invalid', description: 'The access token is malformed, altered or was not issued by this service.' };
    }
    const claims: TokenClaims = { clientId: String(payload.sub), jti: String(payload.jti), expiresAt: Number(payload.exp) };
    if (await this.options.revocations.isRevoked(claims.jti, Math.floor(nowMs / 1000))) {
      return { ok: false, reason: 'revoked', description: 'The access token has been revoked; request a new one or send no Authorization header.' };
    }
    return { ok: true, claims };
  }

  /**
   * Revokes a token this service issued and that is still live. Anything else (unknown, altered,
   * expired, already revoked) needs no action, and RFC 7009 answers it with success all the same.
   * With `clientId`, only that client's tokens are revoked.
   */
  async revoke(token: string, clientId?: string): Promise<boolean> {
    const result = await this.check(token);
    if (!result.ok) return false;
    if (clientId !== undefined && result.claims.clientId !== clientId) return false;
    await this.options.revocations.revoke(result.claims.jti, result.claims.expiresAt, Math.floor(this.options.now() / 1000));
    return true;
  }
}
