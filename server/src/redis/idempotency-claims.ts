import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { IdempotencyClaim, IdempotencyClaims } from '../service/idempotency.ts';

/** A claim lapses this long after its holder last renewed it: a holder that died frees the key. */
const CLAIM_TTL_MS = 15_000;
const RENEW_EVERY_MS = 5_000;

/** Deletes or renews the claim only while it is still this holder's (a lapsed claim may have been taken since). */
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0`;
const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) end return 0`;

/**
 * Idempotency claims in Redis: `SET NX` of the request's fingerprint and a token of the holder,
 * renewed while the request runs and deleted when its answer is stored.
 */
export class RedisIdempotencyClaims implements IdempotencyClaims {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  private key(scope: string, key: string): string {
    return `${this.prefix}:idempotency:${scope}:${key}`;
  }

  async take(scope: string, key: string, fingerprint: string): Promise<IdempotencyClaim | null> {
    const name = this.key(scope, key);
    const value = `${fingerprint} ${randomBytes(12).toString('base64url')}`;
    if ((await this.redis.set(name, value, 'PX', CLAIM_TTL_MS, 'NX')) !== 'OK') return null;
    const renew = setInterval(() => {
      this.redis.eval(RENEW, 1, name, value, String(CLAIM_TTL_MS)).catch(() => undefined);
    }, RENEW_EVERY_MS);
    renew.unref();
    return {
      release: async () => {
        clearInterval(renew);
        await this.redis.eval(RELEASE, 1, name, value);
      },
    };
  }

  async holder(scope: string, key: string): Promise<string | null> {
    const value = await this.redis.get(this.key(scope, key));
    return value === null ? null : value.slice(0, value.indexOf(' '));
  }
}
