import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { isPagegradeError } from '@pagegrade/core';
import { storeFault, storeFaultError } from '../../server/src/store/faults.ts';
import { retryStore, withRetries } from '../../server/src/store/retrying.ts';
import { LocalJobs } from '../../server/src/service/job-execution.ts';
import { redisLimiters } from '../../server/src/store/distributed/quotas.ts';
import { RateLimits } from '../../server/src/http/rate-limit.ts';
import type { JobRecord, JobStore, Stores } from '../../server/src/store/types.ts';

const coded = (code: string, message = code) => Object.assign(new Error(message), { code });

describe('storeFault: one classifier for PostgreSQL, SQLite and Redis errors', () => {
  test('a server that is away, restarting, failing over or out of connections is transient', () => {
    for (const e of [
      coded('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'),
      coded('ECONNRESET'),
      coded('57P01', 'terminating connection due to administrator command'),
      coded('57P03', 'the database system is starting up'),
      coded('53300', 'sorry, too many clients already'),
      coded('40001', 'could not serialize access'),
      coded('40P01', 'deadlock detected'),
      coded('08006'),
      new Error('Connection terminated unexpectedly'),
      new Error('Connection is closed.'),
      Object.assign(new Error('Reached the max retries per request limit (which is 3).'), { name: 'MaxRetriesPerRequestError' }),
      coded('SQLITE_BUSY', 'database is locked'),
      new AggregateError([coded('ECONNREFUSED'), coded('ECONNREFUSED')], 'connect failed'),
      new Error('wrapped', { cause: coded('57P01') }),
    ]) {
      assert.equal(storeFault(e), 'transient', String(e.message));
    }
  });

  test('no space left is full', () => {
    for (const e of [coded('SQLITE_FULL', 'database or disk is full'), coded('53100', 'could not extend file: No space left on device'), coded('ENOSPC')]) assert.equal(storeFault(e), 'full');
  });

  test('anything else is not a store fault: retrying a bug or a constraint only repeats it', () => {
    for (const e of [coded('23505', 'duplicate key value'), coded('42P01', 'relation does not exist'), new TypeError('x is undefined'), 'a string', null]) assert.equal(storeFault(e), null);
  });

  test('what a client gets: 503 store_unavailable or storage_full', () => {
    assert.equal(storeFaultError(coded('ECONNREFUSED'))?.code, 'store_unavailable');
    assert.equal(storeFaultError(coded('ECONNREFUSED'))?.status, 503);
    assert.equal(storeFaultError(coded('SQLITE_FULL'))?.code, 'storage_full');
    assert.equal(storeFaultError(new Error('bug')), null);
  });
});

describe('retryStore', () => {
  test('waits out a brief outage: the operation succeeds on a later attempt', async () => {
    let attempts = 0;
    const r = await retryStore('t', async () => {
      if (++attempts < 3) throw coded('ECONNREFUSED');
      return 'saved';
    }, { windowMs: 10_000 });
    assert.equal(r, 'saved');
    assert.equal(attempts, 3);
  });

  test('gives up at the end of the window with store_unavailable, never the raw error', async () => {
    let attempts = 0;
    await assert.rejects(
      retryStore('t', async () => {
        attempts++;
        throw coded('57P01');
      }, { windowMs: 300 }),
      (e: unknown) => isPagegradeError(e) && e.code === 'store_unavailable',
    );
    assert.ok(attempts >= 2, `retried (${attempts} attempts)`);
  });

  test('a full disk and a bug fail at once', async () => {
    for (const [err, check] of [
      [coded('SQLITE_FULL'), (e: unknown) => isPagegradeError(e) && e.code === 'storage_full'],
      [coded('23502', 'null value'), (e: unknown) => (e as { code?: string }).code === '23502'],
    ] as const) {
      let attempts = 0;
      await assert.rejects(
        retryStore('t', async () => {
          attempts++;
          throw err;
        }, { windowMs: 10_000 }),
        check,
      );
      assert.equal(attempts, 1);
    }
  });

  test('an insert retried after a lost answer finds its own row: that is the first attempt saving, not an error', async () => {
    let attempts = 0;
    const analyses = {
      async save() {
        attempts++;
        if (attempts === 1) throw new Error('Connection terminated unexpectedly');
        throw coded('23505', 'duplicate key value violates unique constraint "analyses_pkey"');
      },
    };
    const stores = withRetries({ analyses, idempotency: {}, jobs: {}, revocations: {}, secret: async () => Buffer.alloc(0), generatedKey: async () => '', ping: async () => undefined, close: async () => undefined } as unknown as Stores, { windowMs: 5000 });
    await stores.analyses.save({} as never);
    assert.equal(attempts, 2);
  });
});

describe('an embedded job whose outcome the store refuses (a full disk)', () => {
  test('is answered from memory meanwhile, and recorded once the store takes writes again', async () => {
    const job: JobRecord = { id: 'j1', url: 'https://example.com/', status: 'running', createdAt: 1, startedAt: 1, finishedAt: null, analysisId: null, error: null };
    let full = true;
    const recorded: string[] = [];
    const jobs = {
      async complete(id: string) {
        if (full) throw coded('SQLITE_FULL', 'database or disk is full');
        recorded.push(id);
      },
      async fail() {
        throw new Error('not expected');
      },
    } as unknown as JobStore;
    const local = new LocalJobs({ run: async () => ({ id: 'a1' }) as never }, { jobs, now: () => 5 });
    await local.start([job]);
    await local.whenIdle();
    assert.deepEqual(local.unrecorded('j1'), { status: 'complete', analysisId: 'a1', finishedAt: 5 });
    full = false;
    for (let i = 0; i < 50 && recorded.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 100));
    assert.deepEqual(recorded, ['j1']);
    assert.equal(local.unrecorded('j1'), null);
    local.shutdown();
  });
});

describe('the Redis counters while Redis is away', () => {
  const config = { analysesPerDay: 3, burstPerMinute: 8, readsPerMinute: 2, clientIpHeader: null };

  test('reads fail open onto this process’s counters (same limit); analyses fail closed with 503 service_unavailable, without a command to Redis', async () => {
    // What an ioredis client reports while its server is down: it is reconnecting (no command is sent).
    const redis = { status: 'reconnecting' } as unknown as Parameters<typeof redisLimiters>[0];
    {
      const limits = new RateLimits(redisLimiters(redis, 'test', config), config);
      assert.equal((await limits.spendRead('1.2.3.4'))[0]!.remaining, 1);
      assert.equal((await limits.spendRead('1.2.3.4'))[0]!.remaining, 0);
      await assert.rejects(limits.spendRead('1.2.3.4'), (e: unknown) => isPagegradeError(e) && e.code === 'rate_limited');
      await assert.rejects(limits.spendAnalyses('1.2.3.4', 1), (e: unknown) => isPagegradeError(e) && e.code === 'service_unavailable');
      // Headers of requests that spend nothing show the full quota rather than failing.
      assert.equal((await limits.peekAnalyses('1.2.3.4'))[1]!.remaining, 3);
    }
  });
});
