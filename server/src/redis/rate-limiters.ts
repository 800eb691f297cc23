import type { Redis } from 'ioredis';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import type { RateLimitConfig, RateLimiters } from '../http/rate-limit.ts';

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

const DAY = 86_400;
const MINUTE = 60;

/** The three policies' counters in Redis, shared by every API process of the deployment. */
export function redisLimiters(redis: Redis, prefix: string, config: RateLimitConfig): RateLimiters {
  const common = { storeClient: redis, customIncrTtlLuaScript: CAPPED_INCREMENT };
  return {
    daily: new RateLimiterRedis({ ...common, keyPrefix: `${prefix}:rate:daily`, points: config.analysesPerDay, duration: DAY }),
    burst: new RateLimiterRedis({ ...common, keyPrefix: `${prefix}:rate:burst`, points: config.burstPerMinute, duration: MINUTE }),
    reads: new RateLimiterRedis({ ...common, keyPrefix: `${prefix}:rate:reads`, points: config.readsPerMinute, duration: MINUTE }),
  };
}
