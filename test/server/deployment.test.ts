import { test, describe, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServerResponse } from 'node:http';
import { backendKind, loadConfig } from '@pagegrade/server';
import { exitOf, kill, launchServer, startWorkerProcess, until, type ServerProcess } from '../helpers/server-process.ts';
import { serviceBackends, startServer, TEST_REDIS_URL, type TestServer } from '../helpers/server.ts';
import { TEST_DATABASE_URL } from '../helpers/backends.ts';
import { startSite } from '../helpers/fixture-server.ts';
import { call, settledJob } from '../helpers/http.ts';

const dirs: string[] = [];
const procs: ServerProcess[] = [];
after(() => {
  for (const p of procs) kill(p);
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pagegrade-deployment-'));
  dirs.push(dir);
  return dir;
}

/** Starts a process expected to refuse to start: its exit and what it said. */
async function refusal(entry: 'server' | 'worker', env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const proc = launchServer({ dataDir: tempDir(), entry, env });
  procs.push(proc);
  const { code } = await exitOf(proc, 60_000);
  return { code, stderr: proc.stderr() };
}

describe('choosing the backend', () => {
  test('both URLs: scaled out; neither: embedded; one alone is refused, naming the other', () => {
    const pg = 'postgres://pagegrade@db.internal/pagegrade';
    const redis = 'redis://redis.internal:6379';
    assert.equal(backendKind(loadConfig({})), 'embedded');
    assert.equal(backendKind(loadConfig({ PAGEGRADE_DATABASE_URL: pg, PAGEGRADE_REDIS_URL: redis })), 'distributed');
    assert.throws(() => backendKind(loadConfig({ PAGEGRADE_DATABASE_URL: pg })), /PAGEGRADE_DATABASE_URL is set but PAGEGRADE_REDIS_URL is not: a scaled-out deployment needs both/);
    assert.throws(() => backendKind(loadConfig({ PAGEGRADE_REDIS_URL: redis })), /PAGEGRADE_REDIS_URL is set but PAGEGRADE_DATABASE_URL is not/);
    assert.throws(() => loadConfig({ PAGEGRADE_REDIS_URL: 'http://user:hunter2@redis.internal/' }), (e: Error) => /PAGEGRADE_REDIS_URL must be a URL starting with redis:\/\/ or rediss:\/\//.test(e.message) && !e.message.includes('hunter2'));
    assert.throws(() => loadConfig({ PAGEGRADE_REDIS_PREFIX: 'has space' }), /PAGEGRADE_REDIS_PREFIX must be/);
    assert.throws(() => loadConfig({ PAGEGRADE_WORKER_LOCK_MS: '10' }), /PAGEGRADE_WORKER_LOCK_MS must be an integer ≥ 1000/);
  });

  test('the API refuses to start with one URL, or with servers it cannot reach, and says which', async () => {
    const half = await refusal('server', { PAGEGRADE_DATABASE_URL: 'postgres://pagegrade:hunter2@127.0.0.1:9/pagegrade' });
    assert.equal(half.code, 1);
    assert.match(half.stderr, /PAGEGRADE_DATABASE_URL is set but PAGEGRADE_REDIS_URL is not/);
    // Port 9 on loopback: nothing listens there.
    const unreachable = await refusal('server', { PAGEGRADE_DATABASE_URL: 'postgres://pagegrade:hunter2@127.0.0.1:9/pagegrade', PAGEGRADE_REDIS_URL: 'redis://127.0.0.1:9' });
    assert.equal(unreachable.code, 1);
    assert.match(unreachable.stderr, /"level":"fatal","msg":"could not start","error":"Cannot use PostgreSQL at postgres:\/\/pagegrade:\*\*\*@127\.0\.0\.1:9\/pagegrade \(PAGEGRADE_DATABASE_URL\): ECONNREFUSED/);
    assert.doesNotMatch(unreachable.stderr, /hunter2/);
  });

  test('a worker needs both URLs', async () => {
    const none = await refusal('worker', {});
    assert.equal(none.code, 1);
    assert.match(none.stderr, /A worker takes its jobs from Redis and stores them in PostgreSQL: set PAGEGRADE_DATABASE_URL and PAGEGRADE_REDIS_URL/);
  });

  test('with PostgreSQL up and Redis not, the refusal names Redis', { skip: !TEST_DATABASE_URL && 'needs PAGEGRADE_TEST_DATABASE_URL (bash .ci/run sets it)' }, async () => {
    for (const entry of ['server', 'worker'] as const) {
      const r = await refusal(entry, { PAGEGRADE_DATABASE_URL: TEST_DATABASE_URL!, PAGEGRADE_REDIS_URL: 'redis://:hunter2@127.0.0.1:9' });
      assert.equal(r.code, 1, entry);
      assert.match(r.stderr, /Cannot reach Redis at redis:\/\/:\*\*\*@127\.0\.0\.1:9 \(PAGEGRADE_REDIS_URL\)/, entry);
      assert.doesNotMatch(r.stderr, /hunter2/);
    }
  });
});

const distributed = serviceBackends().find((b) => b.name === 'distributed')!;

describe('a worker process stopping', { skip: distributed.skip }, () => {
  /** A page whose responses the test holds until it lets them go: the worker is mid-job while they are held. */
  async function heldSite() {
    const held: ServerResponse[] = [];
    let holding = true;
    const page = '<!doctype html><html lang="en"><head><title>Held page</title></head><body><h1>Held</h1></body></html>';
    const answer = (res: ServerResponse) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
    const site = await startSite({
      '/': (_req, res) => {
        if (holding) held.push(res);
        else answer(res);
      },
    });
    return {
      site,
      requests: () => site.hits.filter((h) => h === '/').length,
      release: () => {
        holding = false;
        for (const res of held.splice(0)) if (!res.destroyed) answer(res);
      },
    };
  }

  async function api(): Promise<TestServer> {
    // No worker in the test process: the worker processes below take the jobs.
    return startServer({ PAGEGRADE_RATE_READS_PER_MINUTE: '100000' }, { backend: 'distributed', worker: false });
  }

  function workerEnv(srv: TestServer, graceMs: number): Record<string, string> {
    return {
      PAGEGRADE_DATABASE_URL: srv.config.databaseUrl!,
      PAGEGRADE_REDIS_URL: TEST_REDIS_URL!,
      PAGEGRADE_REDIS_PREFIX: srv.config.redisPrefix,
      PAGEGRADE_PUBLIC_URL: srv.url,
      PAGEGRADE_SHUTDOWN_GRACE_MS: String(graceMs),
      // The held page answers when the test says: no fetch deadline may end the job first.
      PAGEGRADE_FETCH_FIRST_BYTE_TIMEOUT_MS: '120000',
      PAGEGRADE_FETCH_REQUEST_TIMEOUT_MS: '120000',
      PAGEGRADE_FETCH_PAGE_TIMEOUT_MS: '120000',
    };
  }

  test('SIGTERM: the job under way is finished within the grace, then the worker exits 0', async () => {
    const srv = await api();
    const page = await heldSite();
    try {
      const worker = await startWorkerProcess({ dataDir: tempDir(), env: workerEnv(srv, 60_000) });
      procs.push(worker);
      const job = await call(srv.url, '/api/v1/analyses', { method: 'POST', json: { url: page.site.url } });
      assert.equal(job.status, 202);
      await until(() => page.requests() > 0, 'the worker to fetch the page');
      worker.child.kill('SIGTERM');
      await worker.waitForLog('worker stopping');
      page.release();
      assert.deepEqual(await exitOf(worker, 60_000), { code: 0, signal: null });
      const done = await settledJob(srv.url, job.data.id);
      assert.equal(done.data.status, 'complete');
      assert.equal(done.data.result.title, 'Held page');
    } finally {
      await page.site.close();
      await srv.close();
    }
  });

  test('past the grace the job is handed back, not failed, and another worker runs it', async () => {
    const srv = await api();
    const page = await heldSite();
    try {
      const first = await startWorkerProcess({ dataDir: tempDir(), env: workerEnv(srv, 200) });
      procs.push(first);
      const job = await call(srv.url, '/api/v1/analyses', { method: 'POST', json: { url: page.site.url } });
      await until(() => page.requests() > 0, 'the first worker to fetch the page');
      first.child.kill('SIGTERM');
      assert.deepEqual(await exitOf(first, 60_000), { code: 0, signal: null });
      assert.ok(first.logs.some((l) => l['msg'] === 'handed a job back to the queue' && l['job'] === job.data.id), first.stderr());
      assert.equal((await call(srv.url, `/api/v1/analyses/${job.data.id}`)).data.status, 'running', 'handed back, not failed');
      page.release();
      const second = await startWorkerProcess({ dataDir: tempDir(), env: workerEnv(srv, 10_000) });
      procs.push(second);
      const done = await settledJob(srv.url, job.data.id);
      assert.equal(done.data.status, 'complete');
      assert.equal(page.requests(), 2, 'fetched again by the second worker');
      second.child.kill('SIGTERM');
      assert.equal((await exitOf(second, 60_000)).code, 0);
    } finally {
      await page.site.close();
      await srv.close();
    }
  });
});
