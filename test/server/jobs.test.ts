import { test, before, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqlite } from '@pagegrade/server';
import { serviceBackends, startServer, type TestServer } from '../helpers/server.ts';
import { call as request, assertSchema } from '../helpers/http.ts';
import { startSite, type FixtureSite } from '../helpers/fixture-server.ts';

let site: FixtureSite;
const PAGE = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Jobs fixture page</title></head><body><main><h1>Jobs</h1><p>Text.</p></main></body></html>';

before(async () => {
  site = await startSite({ '/': { body: PAGE }, '/a': { body: PAGE }, '/b': { body: PAGE }, '/c': { body: PAGE } });
});
after(() => site.close());

/** Polls a job until it ends (at most a minute: a busy machine is no failure), checking Retry-After meanwhile. */
async function settle(srv: TestServer, id: string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const r = await request(srv.url, `/api/v1/analyses/${id}`);
    if (r.data.status !== 'running') return r;
    assert.ok(Number(r.headers.get('retry-after')) >= 1, 'Retry-After while running');
    await new Promise((res) => setTimeout(res, 100));
  }
  assert.fail(`job ${id} did not finish within a minute`);
}

for (const backend of serviceBackends()) {
  describe(`async jobs (${backend.name})`, { skip: backend.skip }, () => {
    let srv: TestServer;
    const call = (path: string, init: Parameters<typeof request>[2] = {}) => request(srv.url, path, init);
    before(async () => {
      srv = await startServer({}, { backend: backend.name });
    });
    after(async () => {
      await srv.whenIdle();
      await srv.close();
    });

    test('one URL: 202 with Location, running, then complete with the result', async () => {
      const r = await call('/api/v1/analyses', { method: 'POST', json: { url: site.url } });
      assert.equal(r.status, 202);
      assertSchema('AnalysisJob', r.data);
      assert.equal(r.data.status, 'running');
      assert.equal(r.headers.get('location'), r.data.statusUrl);
      assert.equal(r.data.statusUrl, `${srv.url}/api/v1/analyses/${r.data.id}`);
      assert.match(r.data.id, /^[\w-]{22}$/);
      assert.ok(Number.isInteger(r.data.estimatedSeconds));
      const done = await settle(srv, r.data.id);
      assert.equal(done.status, 200);
      assertSchema('AnalysisJob', done.data);
      assert.equal(done.data.status, 'complete');
      assertSchema('AnalysisSummary', done.data.result);
      assert.equal(done.data.result.title, 'Jobs fixture page');
    });

    test('urls: one job per URL', async () => {
      const r = await call('/api/v1/analyses', { method: 'POST', json: { urls: [`${site.origin}/a`, `${site.origin}/b`] } });
      assert.equal(r.status, 202);
      assertSchema('JobList', r.data);
      assert.equal(r.data.jobs.length, 2);
      for (const j of r.data.jobs) assert.equal((await settle(srv, j.id)).data.status, 'complete');
    });

    test('the batch endpoint takes a bare array of 1-3 URLs', async () => {
      const r = await call('/api/v1/analyses/batch', { method: 'POST', json: [`${site.origin}/a`, `${site.origin}/b`, `${site.origin}/c`] });
      assert.equal(r.status, 202);
      assertSchema('JobList', r.data);
      assert.equal(r.data.jobs.length, 3);
      await srv.whenIdle();
      for (const body of [[], ['a', 'b', 'c', 'd'].map((x) => `${site.origin}/${x}`), { urls: [site.url] }, 'x', ['not a url']]) {
        const bad = await call('/api/v1/analyses/batch', { method: 'POST', json: body });
        assert.equal(bad.status, 400, JSON.stringify(body));
        assertSchema('Error', bad.data);
        assert.equal(bad.data.error.code, 'invalid_request');
      }
    });

    test('exactly one of url and urls', async () => {
      for (const body of [{}, { url: site.url, urls: [site.url] }, { urls: [] }, { urls: [1, 2, 3, 4].map(() => site.url) }]) {
        const r = await call('/api/v1/analyses', { method: 'POST', json: body });
        assert.equal(r.status, 400, JSON.stringify(body));
        assert.equal(r.data.error.code, 'invalid_request');
      }
    });

    test('one blocked URL refuses the whole batch and nothing is queued', async () => {
      const hits = site.hits.length;
      const r = await call('/api/v1/analyses/batch', { method: 'POST', json: [`${site.origin}/a`, 'http://169.254.169.254/latest/'] });
      assert.equal(r.status, 422);
      assert.equal(r.data.error.code, 'blocked_host');
      await new Promise((res) => setTimeout(res, 200));
      assert.equal(site.hits.length, hits);
    });

    test('an unreachable URL gives a failed job with the sync path\'s error code', async () => {
      const closed = await startSite({});
      const port = closed.port;
      await closed.close();
      const r = await call('/api/v1/analyses', { method: 'POST', json: { url: `http://127.0.0.1:${port}/` } });
      const done = await settle(srv, r.data.id);
      assert.equal(done.data.status, 'failed');
      assert.equal(done.data.error.code, 'fetch_failed');
      assert.ok(done.data.error.message);
    });

    test('unknown and malformed job ids', async () => {
      const unknown = await call('/api/v1/analyses/AAAAAAAAAAAAAAAAAAAAAA');
      assert.equal(unknown.status, 404);
      assert.equal(unknown.data.error.code, 'not_found');
      const bad = await call('/api/v1/analyses/bad%20id');
      assert.equal(bad.status, 400);
    });

    test('the sandbox answers the job paths with a complete sample job', async () => {
      const r = await call('/api/v1/sandbox/analyses', { method: 'POST', json: { url: site.url } });
      assert.equal(r.status, 202);
      assert.equal(r.data.status, 'complete');
      assert.equal(r.data.result.sandbox, true);
      const again = await call('/api/v1/sandbox/analyses/sandbox');
      assert.equal(again.status, 200);
      assert.deepEqual(again.data, r.data);
    });

    test('finished jobs and idempotency keys are kept for their retention, then forgotten and purged', async () => {
      const srv2 = await startServer({ PAGEGRADE_JOB_TTL_HOURS: '1', PAGEGRADE_IDEMPOTENCY_TTL_HOURS: '1' }, { backend: backend.name });
      try {
        const now = Date.now();
        const hour = 3_600_000;
        const { jobs, idempotency } = srv2.stores;
        await jobs.create({ id: 'expired-job-0000000001', url: site.url, status: 'running', createdAt: now - 3 * hour, startedAt: now - 3 * hour, finishedAt: null, analysisId: null, error: null });
        await jobs.fail('expired-job-0000000001', { code: 'fetch_failed', message: 'x' }, now - 2 * hour);
        await jobs.create({ id: 'recent-job-00000000001', url: site.url, status: 'running', createdAt: now - 3 * hour, startedAt: now - 3 * hour, finishedAt: null, analysisId: null, error: null });
        await jobs.fail('recent-job-00000000001', { code: 'fetch_failed', message: 'x' }, now - hour / 2);
        await jobs.create({ id: 'old-running-job-000001', url: site.url, status: 'running', createdAt: now - 3 * hour, startedAt: now - 3 * hour, finishedAt: null, analysisId: null, error: null });
        // Past its retention a job is gone for clients at once, before the hourly purge removes it.
        assert.equal((await request(srv2.url, '/api/v1/analyses/expired-job-0000000001')).status, 404);
        assert.equal((await request(srv2.url, '/api/v1/analyses/recent-job-00000000001')).data.status, 'failed');
        assert.equal(await srv2.app.jobs.purgeExpired(), 1);
        assert.equal(await jobs.get('expired-job-0000000001'), null);
        assert.ok(await jobs.get('recent-job-00000000001'));
        assert.ok(await jobs.get('old-running-job-000001'), 'a running job is never purged');

        // An expired key is not replayed: the request runs again (here: refused again, not replayed).
        const scope = 'ip:127.0.0.1';
        await idempotency.put(scope, 'old-key', { status: 422, body: { error: { code: 'blocked_host', message: 'old', status: 422 } }, fingerprint: 'f', createdAt: now - 2 * hour });
        await idempotency.put(scope, 'new-key', { status: 422, body: { error: { code: 'blocked_host', message: 'new', status: 422 } }, fingerprint: 'f', createdAt: now - hour / 2 });
        const stale = await request(srv2.url, '/api/v1/analyze', { method: 'POST', headers: { 'idempotency-key': 'old-key' }, json: { url: 'http://10.0.0.1/' } });
        assert.equal(stale.status, 422);
        assert.equal(stale.headers.get('idempotent-replayed'), null);
        assert.notEqual(stale.data.error.message, 'old');
        assert.equal(await srv2.app.idempotency.purgeExpired(), 0, 'the stale key was replaced by the new request');
        await idempotency.put(scope, 'old-key', { status: 422, body: { error: { code: 'blocked_host', message: 'old', status: 422 } }, fingerprint: 'f', createdAt: now - 2 * hour });
        assert.equal(await srv2.app.idempotency.purgeExpired(), 1);
        assert.equal(await idempotency.get(scope, 'old-key'), null);
        assert.ok(await idempotency.get(scope, 'new-key'));
      } finally {
        await srv2.close();
      }
    });

    test('estimatedSeconds comes from the durations of recently finished jobs', async () => {
      const srv2 = await startServer({}, { backend: backend.name });
      try {
        const now = Date.now();
        const { jobs } = srv2.stores;
        // Three finished jobs that took 40 s each, and one started 10 s ago.
        for (let i = 0; i < 3; i++) {
          const id = `finished-job-${String(i).padStart(10, '0')}`;
          await jobs.create({ id, url: site.url, status: 'running', createdAt: now - 120_000, startedAt: now - 120_000, finishedAt: null, analysisId: null, error: null });
          await jobs.fail(id, { code: 'fetch_failed', message: 'x' }, now - 120_000 + 40_000);
        }
        await jobs.create({ id: 'estimate-from-durations', url: site.url, status: 'running', createdAt: now - 10_000, startedAt: now - 10_000, finishedAt: null, analysisId: null, error: null });
        // Failed jobs are not a duration of an analysis: the default applies until one completes.
        const before = await request(srv2.url, '/api/v1/analyses/estimate-from-durations');
        assert.equal(before.data.estimatedSeconds, 5);
        for (let i = 0; i < 3; i++) {
          const id = `complete-job-${String(i).padStart(10, '0')}`;
          await jobs.create({ id, url: site.url, status: 'running', createdAt: now - 120_000, startedAt: now - 120_000, finishedAt: null, analysisId: null, error: null });
          await jobs.complete(id, 'no-such-analysis', now - 120_000 + 40_000);
        }
        const r = await request(srv2.url, '/api/v1/analyses/estimate-from-durations');
        assert.equal(r.data.status, 'running');
        assert.ok(r.data.estimatedSeconds >= 29 && r.data.estimatedSeconds <= 30, String(r.data.estimatedSeconds));
        assert.equal(r.headers.get('retry-after'), String(r.data.estimatedSeconds));
      } finally {
        await srv2.close();
      }
    });
  });
}

test('a restart resumes jobs left running and keeps finished results', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pagegrade-restart-'));
  try {
    // A previous process wrote a job and died before it finished.
    const before = openSqlite(dataDir);
    await before.jobs.create({ id: 'left-running-job-00001', url: site.url, status: 'running', createdAt: 1, startedAt: 1, finishedAt: null, analysisId: null, error: null });
    before.close();
    const first = await startServer({}, { dataDir });
    assert.equal(await first.app.jobs.resume(), 1);
    await first.app.jobs.whenIdle();
    const done = await first.app.jobs.get('left-running-job-00001');
    assert.equal(done?.status, 'complete');
    const analysisId = done?.result?.id;
    await first.close();
    // And the finished job and its analysis survive the next restart.
    const second = await startServer({}, { dataDir });
    assert.equal(await second.app.jobs.resume(), 0);
    const r = await fetch(`${second.url}/api/v1/analyses/left-running-job-00001`);
    const data = (await r.json()) as any;
    assert.equal(data.status, 'complete');
    assert.equal(data.result.id, analysisId);
    await second.close();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('a job whose address was stored cleaned is not resumed after a restart with the cleaned address: it fails and says why', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pagegrade-restart-'));
  try {
    const before = openSqlite(dataDir);
    await before.jobs.create({ id: 'cleaned-address-00001', url: `${site.url}?reset_token=REDACTED`, status: 'running', createdAt: 1, startedAt: 1, finishedAt: null, analysisId: null, error: null });
    before.close();
    const hits = site.hits.length;
    const srv2 = await startServer({}, { dataDir });
    try {
      assert.equal(await srv2.app.jobs.resume(), 0);
      const r = await request(srv2.url, '/api/v1/analyses/cleaned-address-00001');
      assert.equal(r.data.status, 'failed');
      assert.match(r.data.error.message, /secrets in it that are never stored, so it cannot be run again; start a new job/);
      assert.equal(site.hits.length, hits, 'the cleaned address is not fetched');
    } finally {
      await srv2.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('a job a restart interrupted again after being resumed is failed with a clear error, not run a third time', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pagegrade-restart-'));
  try {
    // Resumed once by an earlier start (started after it was created), then cut short again.
    const before = openSqlite(dataDir);
    await before.jobs.create({ id: 'interrupted-twice-00001', url: site.url, status: 'running', createdAt: 1, startedAt: 1, finishedAt: null, analysisId: null, error: null });
    await before.jobs.restart('interrupted-twice-00001', 2);
    before.close();
    const hits = site.hits.length;
    const srv2 = await startServer({}, { dataDir });
    try {
      assert.equal(await srv2.app.jobs.resume(), 0);
      await srv2.app.jobs.whenIdle();
      const r = await request(srv2.url, '/api/v1/analyses/interrupted-twice-00001');
      assert.equal(r.status, 200);
      assert.equal(r.data.status, 'failed');
      assert.equal(r.data.error.code, 'internal_error');
      assert.match(r.data.error.message, /interrupted twice .* start a new job/);
      assert.equal(site.hits.length, hits, 'the page is not fetched again');
      assert.equal((await srv2.stores.jobs.running()).length, 0);
    } finally {
      await srv2.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
