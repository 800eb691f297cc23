import type Database from 'better-sqlite3';
import { RateLimiterMemory, RateLimiterSQLite } from 'rate-limiter-flexible';
import { DAY, MINUTE, type RateLimitConfig, type RateLimiters } from '../../http/rate-limit.ts';

/**
 * The embedded counters. The daily analysis quota is kept in the SQLite store, so it survives a
 * restart. The per-minute caps (analysis bursts, reads) are kept in memory: a restart resets a
 * window that lasts a minute anyway, and a read no longer waits for a synchronous disk commit of
 * its counter (about 3 ms of the event loop per request, which under 50 concurrent readers held
 * health checks up for seconds; docs/benchmarks.md).
 */
export function embeddedLimiters(db: Database.Database, config: RateLimitConfig): RateLimiters {
  const common = { storeClient: db, storeType: 'better-sqlite3' as const, clearExpiredByTimeout: false };
  return {
    daily: new RateLimiterSQLite({ ...common, tableName: 'rate_daily', keyPrefix: 'd', points: config.analysesPerDay, duration: DAY }),
    burst: new RateLimiterMemory({ keyPrefix: 'b', points: config.burstPerMinute, duration: MINUTE }),
    reads: new RateLimiterMemory({ keyPrefix: 'r', points: config.readsPerMinute, duration: MINUTE }),
  };
}
