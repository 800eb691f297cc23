import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PagegradeError } from '@pagegrade/core';
import { Idempotency, type IdempotencyClaims } from '../../server/src/service/idempotency.ts';
import type { IdempotencyRecord, IdempotencyStore, IdempotentResponse } from '../../server/src/store/types.ts';

// Two API processes, as two Idempotency instances over one store and one set of claims (what
// PostgreSQL and Redis are to them), with work the test finishes when it chooses.

function sharedStore(): IdempotencyStore {
  const records = new Map<string, IdempotencyRecord>();
  return {
    get: async (scope, key) => records.get(`${scope} ${key}`) ?? null,
    put: async (scope, key, r) => void records.set(`${scope} ${key}`, r),
    purge: async () => 0,
  };
}

function sharedClaims(): IdempotencyClaims & { held: Map<string, string> } {
  const held = new Map<string, string>();
  return {
    held,
    take: async (scope, key, fingerprint) => {
      const name = `${scope} ${key}`;
      if (held.has(name)) return null;
      held.set(name, fingerprint);
      return { release: async () => void held.delete(name) };
    },
    holder: async (scope, key) => held.get(`${scope} ${key}`) ?? null,
  };
}

/** Work whose end the test decides, counting how often it ran. */
function controlledWork() {
  let runs = 0;
  const pending: Array<{ resolve: (r: IdempotentResponse) => void; reject: (e: unknown) => void }> = [];
  return {
    runs: () => runs,
    started: () => pending.length,
    work: () => {
      runs++;
      return new Promise<IdempotentResponse>((resolve, reject) => pending.push({ resolve, reject }));
    },
    finish: (r: IdempotentResponse) => pending.shift()!.resolve(r),
    fail: (e: unknown) => pending.shift()!.reject(e),
  };
}

async function until(predicate: () => boolean): Promise<void> {
  while (!predicate()) await new Promise((resolve) => setImmediate(resolve));
}

const BODY = { url: 'https://example.com/' };
const ANSWER: IdempotentResponse = { status: 200, body: { id: 'analysis-1' } as never };

test('a repeat on another process waits for the first and replays its answer: one analysis', async () => {
  const store = sharedStore();
  const claims = sharedClaims();
  const [a, b] = [new Idempotency(store, 3_600_000, Date.now, claims), new Idempotency(store, 3_600_000, Date.now, claims)];
  const w = controlledWork();
  const first = a.run('ip:1', 'k', BODY, w.work);
  await until(() => w.started() === 1);
  const second = b.run('ip:1', 'k', BODY, w.work);
  // The second waits on the claim for as long as the first runs.
  await new Promise((resolve) => setTimeout(resolve, 250));
  assert.equal(w.runs(), 1);
  w.finish(ANSWER);
  assert.deepEqual(await first, { ...ANSWER, replayed: false });
  assert.deepEqual(await second, { ...ANSWER, replayed: true });
  assert.equal(w.runs(), 1);
  assert.equal(claims.held.size, 0, 'the claim is let go');
});

test('a repeat with another body on another process is refused at once, while the first runs', async () => {
  const store = sharedStore();
  const claims = sharedClaims();
  const [a, b] = [new Idempotency(store, 3_600_000, Date.now, claims), new Idempotency(store, 3_600_000, Date.now, claims)];
  const w = controlledWork();
  const first = a.run('ip:1', 'k', BODY, w.work);
  await until(() => w.started() === 1);
  await assert.rejects(b.run('ip:1', 'k', { url: 'https://other.example/' }, w.work), (e: unknown) => e instanceof PagegradeError && e.code === 'idempotency_conflict');
  w.finish(ANSWER);
  await first;
  assert.equal(w.runs(), 1);
});

test('when the first is not remembered (a 5xx), the waiting repeat runs itself', async () => {
  const store = sharedStore();
  const claims = sharedClaims();
  const [a, b] = [new Idempotency(store, 3_600_000, Date.now, claims), new Idempotency(store, 3_600_000, Date.now, claims)];
  const w = controlledWork();
  const first = a.run('ip:1', 'k', BODY, w.work);
  await until(() => w.started() === 1);
  const second = b.run('ip:1', 'k', BODY, w.work);
  w.fail(new PagegradeError('internal_error', 'boom'));
  await assert.rejects(first, /boom/);
  await until(() => w.started() === 1);
  assert.equal(w.runs(), 2);
  w.finish(ANSWER);
  assert.deepEqual(await second, { ...ANSWER, replayed: false });
});

test('another client\'s key of the same name is its own', async () => {
  const store = sharedStore();
  const claims = sharedClaims();
  const a = new Idempotency(store, 3_600_000, Date.now, claims);
  const w = controlledWork();
  const one = a.run('ip:1', 'k', BODY, w.work);
  const two = a.run('ip:2', 'k', BODY, w.work);
  await until(() => w.started() === 2);
  w.finish(ANSWER);
  w.finish(ANSWER);
  assert.equal((await one).replayed, false);
  assert.equal((await two).replayed, false);
});
