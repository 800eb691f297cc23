import { test, before, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import { createPrivateKey } from 'node:crypto';
import { storeBackends, type TestStores } from '../helpers/backends.ts';
import type { JobRecord } from '@pagegrade/server';

const job = (id: string, createdAt: number): JobRecord => ({ id, url: `https://${id}.example/`, status: 'running', createdAt, startedAt: createdAt, finishedAt: null, analysisId: null, error: null, mode: 'static', stage: 'queued' });

// The jobs, idempotency keys, revocations and secrets of both backends, through the interfaces the
// services use (the analyses and the leaderboard have suites of their own: storage, leaderboard-table).
for (const backend of storeBackends()) {
  describe(`the stores (${backend.name})`, { skip: backend.skip }, () => {
    let stores: TestStores;
    before(async () => {
      stores = await backend.open();
    });
    after(() => stores.destroy());

    test('jobs: created running, ended once, listed, timed and purged', async () => {
      const { jobs } = stores;
      await jobs.create(job('job-b', 2000));
      await jobs.create(job('job-a', 1000));
      await jobs.create(job('job-c', 3000));
      assert.deepEqual(await jobs.get('job-a'), job('job-a', 1000));
      assert.equal(await jobs.get('no-such-job'), null);
      assert.deepEqual((await jobs.running()).map((j) => j.id), ['job-a', 'job-b', 'job-c'], 'oldest first');

      await jobs.complete('job-a', 'analysis-a', 1500);
      await jobs.fail('job-b', { code: 'fetch_failed', message: 'Refused.' }, 2700);
      assert.deepEqual(await jobs.get('job-a'), { ...job('job-a', 1000), status: 'complete', analysisId: 'analysis-a', finishedAt: 1500 });
      assert.deepEqual(await jobs.get('job-b'), { ...job('job-b', 2000), status: 'failed', error: { code: 'fetch_failed', message: 'Refused.' }, finishedAt: 2700 });
      // The first ending stands: a late result from another process cannot overwrite what a client read.
      await jobs.fail('job-a', { code: 'internal_error', message: 'late' }, 1600);
      await jobs.complete('job-b', 'analysis-b', 2800);
      assert.equal((await jobs.get('job-a'))!.status, 'complete');
      assert.equal((await jobs.get('job-b'))!.status, 'failed');
      assert.deepEqual((await jobs.running()).map((j) => j.id), ['job-c']);

      // How far a running job has got, as whichever process runs it writes it; an ended job keeps its end.
      await jobs.advance('job-c', 'fetching');
      assert.equal((await jobs.get('job-c'))!.stage, 'fetching');
      await jobs.advance('job-c', 'analysing');
      assert.equal((await jobs.get('job-c'))!.stage, 'analysing');
      await jobs.advance('job-a', 'fetching');
      assert.deepEqual(await jobs.get('job-a'), { ...job('job-a', 1000), status: 'complete', analysisId: 'analysis-a', finishedAt: 1500 });

      // Run again (a restart, or a worker that took it over): running with a new start time, back in the queue.
      await jobs.restart('job-c', 3500);
      assert.deepEqual(await jobs.get('job-c'), { ...job('job-c', 3000), startedAt: 3500 });
      await jobs.complete('job-c', 'analysis-c', 3900);
      // Only completed jobs time an analysis, newest first.
      assert.deepEqual(await jobs.recentDurations(10), [400, 500]);
      assert.deepEqual(await jobs.recentDurations(1), [400]);

      await jobs.create(job('job-d', 500));
      assert.equal(await jobs.purge(2700), 2, 'finished at or before the cutoff');
      assert.equal(await jobs.get('job-a'), null);
      assert.ok(await jobs.get('job-c'));
      assert.ok(await jobs.get('job-d'), 'a running job is never purged');
    });

    test('idempotency: the answer comes back as it was written, per client and key, until purged', async () => {
      const { idempotency } = stores;
      // Key order as the service wrote it: a replay is the same bytes.
      const body = { id: 'x', url: 'https://x.example/', score: 50, grade: 'C', dimensions: [{ key: 'seo', score: 1 }], zeta: 'ünïcødé ✓', alpha: null } as never;
      await idempotency.put('ip:192.0.2.1', 'k1', { status: 200, body, fingerprint: 'f1', createdAt: 1000 });
      await idempotency.put('ip:192.0.2.2', 'k1', { status: 422, body: { error: { code: 'blocked_host', message: 'No.', status: 422 } }, fingerprint: 'f2', createdAt: 2000 });
      const got = await idempotency.get('ip:192.0.2.1', 'k1');
      assert.equal(JSON.stringify(got!.body), JSON.stringify(body));
      assert.deepEqual(got, { status: 200, body, fingerprint: 'f1', createdAt: 1000 });
      assert.equal((await idempotency.get('ip:192.0.2.2', 'k1'))!.status, 422);
      assert.equal(await idempotency.get('ip:192.0.2.3', 'k1'), null);
      // A key past its retention is written again by the request that reuses it.
      await idempotency.put('ip:192.0.2.1', 'k1', { status: 200, body, fingerprint: 'f3', createdAt: 3000 });
      assert.equal((await idempotency.get('ip:192.0.2.1', 'k1'))!.fingerprint, 'f3');
      assert.equal(await idempotency.purge(2000), 1);
      assert.equal(await idempotency.get('ip:192.0.2.2', 'k1'), null);
      assert.ok(await idempotency.get('ip:192.0.2.1', 'k1'));
    });

    test('revocations last until the token would have expired', async () => {
      const { revocations } = stores;
      await revocations.revoke('jti-1', 2000, 1000);
      assert.equal(await revocations.isRevoked('jti-1', 1500), true);
      assert.equal(await revocations.isRevoked('jti-2', 1500), false);
      assert.equal(await revocations.isRevoked('jti-1', 2000), false, 'expired: the expiry refuses it anyway');
      await revocations.revoke('jti-1', 2000, 1000);
      assert.equal(await revocations.isRevoked('jti-1', 1999), true, 'revoking twice is harmless');
    });

    test('secrets and generated keys are made once and read alike by every connection, even asked at once', async () => {
      const other = await stores.another();
      try {
        const [a, b] = await Promise.all([stores.secret('test-secret'), other.secret('test-secret')]);
        assert.equal(a.length, 32);
        assert.deepEqual(a, b);
        assert.deepEqual(await stores.secret('test-secret'), a);
        assert.notDeepEqual(await stores.secret('another-secret'), a);
        const [k1, k2] = await Promise.all([stores.generatedKey('test-key'), other.generatedKey('test-key')]);
        assert.equal(k1, k2);
        assert.equal(createPrivateKey(k1).asymmetricKeyType, 'ed25519');
        assert.notEqual(await stores.generatedKey('other-key'), k1);
      } finally {
        await other.destroy();
      }
      await stores.ping();
    });
  });
}
