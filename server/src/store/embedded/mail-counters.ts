import type Database from 'better-sqlite3';
import { RateLimiterSQLite } from 'rate-limiter-flexible';
import { DAY } from '../../http/rate-limit.ts';
import type { MailCounters } from '../../mail/counters.ts';

/** In the data directory's database, beside the quotas (the embedded default). */
export function sqliteMailCounters(db: Database.Database, points: { perRecipient: number; perClient: number }): MailCounters {
  const common = { storeClient: db, storeType: 'better-sqlite3' as const, tableName: 'rate_email', clearExpiredByTimeout: true, duration: DAY };
  return {
    perRecipient: new RateLimiterSQLite({ ...common, keyPrefix: 'rcpt', points: points.perRecipient }),
    perClient: new RateLimiterSQLite({ ...common, keyPrefix: 'client', points: points.perClient }),
  };
}
