import type { Redis } from 'ioredis';

/**
 * Worker heartbeats: each worker process writes its name with the time into one sorted set every
 * few seconds; the health check of an API process counts the names seen within the last few
 * beats. A worker that stops removes its name; one that dies drops out once it misses them.
 */
export const HEARTBEAT_EVERY_MS = 5_000;
/** Three missed beats: a worker busy with a heavy page still beats (the timer runs on its event loop, not its pool). */
export const HEARTBEAT_STALE_MS = 3 * HEARTBEAT_EVERY_MS;

const key = (prefix: string) => `${prefix}:workers`;

export async function writeHeartbeat(redis: Redis, prefix: string, name: string, now: number): Promise<void> {
  await redis.multi().zadd(key(prefix), now, name).zremrangebyscore(key(prefix), '-inf', now - HEARTBEAT_STALE_MS).exec();
}

export async function removeHeartbeat(redis: Redis, prefix: string, name: string): Promise<void> {
  await redis.zrem(key(prefix), name);
}

/** How many workers beat within HEARTBEAT_STALE_MS of `now`. */
export async function liveWorkers(redis: Redis, prefix: string, now: number): Promise<number> {
  return redis.zcount(key(prefix), now - HEARTBEAT_STALE_MS, '+inf');
}
