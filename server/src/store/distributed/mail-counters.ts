import type { Redis } from 'ioredis';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import { DAY } from '../../http/rate-limit.ts';
import type { MailCounters } from '../../mail/counters.ts';

/** In Redis, shared by every API process, so one recipient's limit holds across the deployment. */
export function redisMailCounters(redis: Redis, prefix: string, points: { perRecipient: number; perClient: number }): MailCounters {
  return {
    perRecipient: new RateLimiterRedis({ storeClient: redis, keyPrefix: `${prefix}:mail:rcpt`, points: points.perRecipient, duration: DAY }),
    perClient: new RateLimiterRedis({ storeClient: redis, keyPrefix: `${prefix}:mail:client`, points: points.perClient, duration: DAY }),
  };
}
