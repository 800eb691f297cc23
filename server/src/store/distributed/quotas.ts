import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { PagegradeError } from '@pagegrade/core';
import { DAY, MINUTE, type RateLimitConfig, type RateLimiters } from '../../http/rate-limit.ts';
import { storeFault } from '../faults.ts';

/**
 * rate-limiter-flexible's increment, made conditional: a spend that would pass the limit is
 * refused without being stored, and the refusal says what the count would have been (the
 * library rejects any answer above the limit). So two API processes that both read room for one
 * more analysis cannot both take it: Redis runs scripts one at a time, and the second is refused.
 * Giving back (a negative spend) always applies. ARGV: points, window in seconds, limit.
 */
const CAPPED_INCREMENT = `local points = tonumber(ARGV[1])
local current = tonumber(redis.call('get', KEYS[1]) or '0')
if points > 0 and current + points > tonumber(ARGV[3]) then
  local ttl = redis.call('pttl', KEYS[1])
  if ttl < 0 then ttl = 1000 * tonumber(ARGV[2]) end
  return {current + points, ttl}
end
redis.call('set', KEYS[1], 0, 'EX', ARGV[2], 'NX')
local consumed = redis.call('incrby', KEYS[1], points)
local ttl = redis.call('pttl', KEYS[1])
if ttl == -1 then
  redis.call('expire', KEYS[1], ARGV[2])
  ttl = 1000 * ARGV[2]
end
return {consumed, ttl}`;

/** What an analysis request gets while Redis is out of reach: it could not be queued anyway. */
export const QUEUE_AWAY_MESSAGE = 'Analyses are paused for a moment: the queue they run through is out of reach. Reading jobs, reports and the leaderboard goes on; retry the analysis after the seconds in Retry-After.';

function queueAway(cause: unknown): PagegradeError {
  return new PagegradeError('service_unavailable', QUEUE_AWAY_MESSAGE, { cause });
}

/**
 * An analysis policy's counter, closed while Redis is away: spending answers
 * `503 service_unavailable` at once (no analysis could be queued, and counting it in one
 * process's memory would let each API process grant the whole quota again), and reading it
 * without spending (the quota headers of a request that spends nothing) shows the full quota.
 */
class ClosedWhileAway extends RateLimiterRedis {
  override async consume(key: string | number, points?: number, options?: { [key: string]: unknown }): Promise<RateLimiterRes> {
    try {
      return await super.consume(key, points, options);
    } catch (err) {
      throw err instanceof RateLimiterRes || !storeFault(err) ? err : queueAway(err);
    }
  }

  override async reward(key: string | number, points?: number, options?: { [key: string]: unknown }): Promise<RateLimiterRes> {
    try {
      return await super.reward(key, points, options);
    } catch (err) {
      throw err instanceof RateLimiterRes || !storeFault(err) ? err : queueAway(err);
    }
  }

  override async get(key: string | number, options?: { [key: string]: unknown }): Promise<RateLimiterRes | null> {
    try {
      return await super.get(key, options);
    } catch (err) {
      if (!storeFault(err)) throw err;
      return null;
    }
  }
}

/**
 * The three policies' counters in Redis, shared by every API process of the deployment. What
 * each does while Redis is out of reach (docs/scaling.md, "When Redis is away"): the read policy
 * fails open onto counters in this process's memory (the same limit, counted per process), so job
 * status, reports and the leaderboard, which need only PostgreSQL, go on; the analysis policies
 * fail closed (ClosedWhileAway). `rejectIfRedisNotReady` makes both immediate: a request never
 * waits on a Redis that is reconnecting.
 */
export function redisLimiters(redis: Redis, prefix: string, config: RateLimitConfig): RateLimiters {
  const common = { storeClient: redis, customIncrTtlLuaScript: CAPPED_INCREMENT, rejectIfRedisNotReady: true };
  return {
    daily: new ClosedWhileAway({ ...common, keyPrefix: `${prefix}:rate:daily`, points: config.analysesPerDay, duration: DAY }),
    burst: new ClosedWhileAway({ ...common, keyPrefix: `${prefix}:rate:burst`, points: config.burstPerMinute, duration: MINUTE }),
    reads: new RateLimiterRedis({
      ...common,
      keyPrefix: `${prefix}:rate:reads`,
      points: config.readsPerMinute,
      duration: MINUTE,
      insuranceLimiter: new RateLimiterMemory({ keyPrefix: `${prefix}:rate:reads`, points: config.readsPerMinute, duration: MINUTE }),
    }),
  };
}
