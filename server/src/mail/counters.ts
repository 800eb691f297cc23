import type Database from 'better-sqlite3';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterSQLite, type RateLimiterAbstract } from 'rate-limiter-flexible';

const DAY = 86_400;

/** The report e-mails' day counters: per recipient (by a keyed hash) and per client. */
export interface MailCounters {
  perRecipient: RateLimiterAbstract;
  perClient: RateLimiterAbstract;
}

/** In the data directory's database, beside the quotas (the embedded default). */
export function sqliteMailCounters(db: Database.Database, points: { perRecipient: number; perClient: number }): MailCounters {
  const common = { storeClient: db, storeType: 'better-sqlite3' as const, tableName: 'rate_email', clearExpiredByTimeout: true, duration: DAY };
  return {
    perRecipient: new RateLimiterSQLite({ ...common, keyPrefix: 'rcpt', points: points.perRecipient }),
    perClient: new RateLimiterSQLite({ ...common, keyPrefix: 'client', points: points.perClient }),
  };
}

/** In Redis, shared by every API process, so one recipient's limit holds across the deployment. */
export function redisMailCounters(redis: Redis, prefix: string, points: { perRecipient: number; perClient: number }): MailCounters {
  return {
    perRecipient: new RateLimiterRedis({ storeClient: redis, keyPrefix: `${prefix}:mail:rcpt`, points: points.perRecipient, duration: DAY }),
    perClient: new RateLimiterRedis({ storeClient: redis, keyPrefix: `${prefix}:mail:client`, points: points.perClient, duration: DAY }),
  };
}
