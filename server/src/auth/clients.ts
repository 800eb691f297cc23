import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** What a client id looks like: a prefix and 128 random bits, base64url. */
const CLIENT_ID = /^pgc_[A-Za-z0-9_-]{22}$/;

export interface ClientCredentials {
  clientId: string;
  clientSecret: string;
}

/**
 * Stateless client registration: the id is random and the secret is an HMAC of the id under a
 * server key, so nothing is stored and any instance holding the key can check a secret. Client
 * credentials do not expire; they stop working only when the key changes.
 */
export class Clients {
  constructor(private readonly key: Buffer) {}

  register(): ClientCredentials {
    const clientId = `pgc_${randomBytes(16).toString('base64url')}`;
    return { clientId, clientSecret: this.secretOf(clientId) };
  }

  /** True when this service could have issued the id (stateless: any id of the right shape). */
  wellFormed(clientId: string): boolean {
    return CLIENT_ID.test(clientId);
  }

  /** True when the secret is the one issued with this client id. */
  verify(clientId: string, clientSecret: string): boolean {
    if (!this.wellFormed(clientId)) return false;
    const expected = Buffer.from(this.secretOf(clientId));
    const given = Buffer.from(clientSecret);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private secretOf(clientId: string): string {
    return createHmac('sha256', this.key).update(clientId).digest('base64url');
  }
}
