import { randomUUID } from 'node:crypto';
import { SignJWT, errors, jwtVerify } from 'jose';
import type { SigningKey } from './keys.ts';
import type { Revocations } from './revocations.ts';

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
  /** The `aud` claim: the protected resource's identifier. */
  audience: string;
  revocations: Revocations;
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

  async issue(clientId: string, nowMs = this.options.now()): Promise<IssuedToken> {
    const iat = Math.floor(nowMs / 1000);
    const accessToken = await new SignJWT({ client_id: clientId, scope: SCOPE })
      .setProtectedHeader({ alg: ALGORITHM, typ: TOKEN_TYPE, kid: this.options.key.kid })
      .setIssuer(this.options.issuer)
      .setAudience(this.options.audience)
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
        audience: this.options.audience,
        currentDate: new Date(nowMs),
        requiredClaims: ['exp', 'iat', 'jti', 'sub'],
      }));
    } catch (err) {
      if (err instanceof errors.JWTExpired) return { ok: false, reason: 'expired', description: 'The access token has expired; request a new one or send no Authorization header.' };
      return { ok: false, reason: 'invalid', description: 'The access token is malformed, altered or was not issued by this service.' };
    }
    const claims: TokenClaims = { clientId: String(payload.sub), jti: String(payload.jti), expiresAt: Number(payload.exp) };
    if (this.options.revocations.isRevoked(claims.jti, Math.floor(nowMs / 1000))) {
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
    this.options.revocations.revoke(result.claims.jti, result.claims.expiresAt, Math.floor(this.options.now() / 1000));
    return true;
  }
}
