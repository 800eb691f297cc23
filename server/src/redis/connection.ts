import { Redis, type RedisOptions } from 'ioredis';
import { redactUrl } from '../redact-url.ts';

export class RedisUnavailable extends Error {
  constructor(url: string, cause: unknown) {
    super(`Cannot reach Redis at ${redactUrl(url)} (PAGEGRADE_REDIS_URL): ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'RedisUnavailable';
  }
}

export interface RedisClients {
  /**
   * Commands that answer a request (rate limits, idempotency claims, adding jobs): while Redis is
   * away they fail after a few retries instead of holding the request.
   */
  commands: Redis;
  /** BullMQ's workers and event readers, which block on Redis and must wait it out (BullMQ requires it). */
  blocking: Redis;
  close(): Promise<void>;
}

/**
 * Connects to Redis, or rejects with RedisUnavailable when it does not answer within a few
 * seconds. After that the clients reconnect by themselves whenever the connection drops.
 */
export async function openRedis(url: string, log: (line: Record<string, unknown>) => void = () => undefined): Promise<RedisClients> {
  const probe = new Redis(url, { lazyConnect: true, connectTimeout: 5000, maxRetriesPerRequest: 0, retryStrategy: () => null, enableOfflineQueue: false });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    await probe.ping();
  } catch (err) {
    throw new RedisUnavailable(url, err);
  } finally {
    probe.disconnect();
  }
  const report = (client: string) => (err: Error) => log({ level: 'warn', msg: 'redis connection error', client, error: err.message });
  const open = (options: RedisOptions, name: string) => {
    // Reconnects for ever, 0.1 s after a drop and at most every 2 s after: when Redis is back, the
    // queue and the counters go on by themselves, with no operator action (docs/scaling.md).
    const client = new Redis(url, { connectTimeout: 5000, retryStrategy: (times) => Math.min(times * 100, 2000), ...options });
    // An error event without a listener would end the process; ioredis reconnects by itself.
    client.on('error', report(name));
    return client;
  };
  const commands = open({ maxRetriesPerRequest: 3 }, 'commands');
  const blocking = open({ maxRetriesPerRequest: null }, 'blocking');
  return {
    commands,
    blocking,
    close: async () => {
      await Promise.allSettled([commands.quit(), blocking.quit()]);
    },
  };
}

/** Deletes every key under `prefix` (tests and benchmarks that share one Redis). */
export async function deleteKeys(url: string, prefix: string): Promise<number> {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  try {
    let deleted = 0;
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length) deleted += await redis.del(...keys);
    } while (cursor !== '0');
    return deleted;
  } finally {
    redis.disconnect();
  }
}
