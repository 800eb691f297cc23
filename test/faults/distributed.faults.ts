// The scaled-out deployment under the faults of its stores and processes: two API processes and
// two workers on a PostgreSQL and a Redis this suite owns (services.ts), 30 jobs in flight each
// time. `npm run test:faults`; docs/reliability.md holds the table it prints.
import { test, before, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { exitOf, isRunning, kill, startServerProcess, startWorkerProcess, type ServerProcess } from '../helpers/server-process.ts';
import { ownServices, servicesMissing, type OwnedPostgres, type OwnedRedis } from './services.ts';
import { JOBS, Seen, TABLE_HEAD, refetched, send, settle, slowSite, startJobs, tableRow, watch, type Row, type SlowSite } from './harness.ts';

const missing = servicesMissing();
const SETTLE_LIMIT_MS = 150_000;

describe('the scaled-out deployment through store and process faults, 30 jobs in flight each', { skip: missing ?? false, timeout: 15 * 60_000 }, () => {
  let services: Awaited<ReturnType<typeof ownServices>>;
  let postgres: OwnedPostgres;
  let redis: OwnedRedis;
  let site: SlowSite;
  let db: pg.Pool;
  const apis: ServerProcess[] = [];
  const workers: ServerProcess[] = [];
  const dirs: string[] = [];
  const rows: Row[] = [];
  let env: Record<string, string>;

  const dir = () => {
    const d = mkdtempSync(join(tmpdir(), 'pagegrade-faults-proc-'));
    dirs.push(d);
    return d;
  };
  const startApi = () => startServerProcess({ dataDir: dir(), env });
  const startWorker = () => startWorkerProcess({ dataDir: dir(), env });
  const bases = () => apis.filter((a) => isRunning(a.pid)).map((a) => a.url);

  /** Saves of one page beyond its first: what a retried insert must never make. */
  async function duplicateSaves(scenario: string): Promise<number> {
    const { rows: r } = await db.query<{ n: number }>(`SELECT (count(*) - count(DISTINCT requested_url))::int AS n FROM analyses WHERE requested_url LIKE $1`, [`%/p/${scenario}/%`]);
    return r[0]!.n;
  }

  /** Starts the jobs, lets `fault` happen while they are in flight, then waits for every job. */
  async function scenario(name: string, delayMs: number, fault: (ids: string[], seen: Seen) => Promise<void>): Promise<Row> {
    site.delays.set(name, delayMs);
    const seen = new Seen();
    const ids = await startJobs(apis[0]!.url, site, name, seen);
    const watcher = watch(bases, seen, ids[0]);
    await fault(ids, seen);
    const settled = await settle(() => bases()[0]!, ids, seen, SETTLE_LIMIT_MS);
    await watcher.stop();
    const row: Row = { scenario: name, settled, duplicateSaves: await duplicateSaves(name), refetched: refetched(site, name), seen };
    rows.push(row);
    return row;
  }

  function assertNothingLost(row: Row): void {
    const s = row.settled;
    assert.equal(s.lost, 0, 'no job is lost');
    assert.equal(s.running, 0, `no job is stuck running (${tableRow(row)})`);
    assert.equal(s.complete + [...s.failed.values()].reduce((a, b) => a + b, 0), JOBS);
    assert.equal(row.duplicateSaves, 0, 'no page is saved twice');
    assert.deepEqual(row.seen.undocumented, [], 'every client error carries a documented code');
    assert.equal(row.seen.health.get(500) ?? 0, 0, 'health never answers 500');
  }

  before(async () => {
    services = await ownServices();
    postgres = services.postgres;
    redis = services.redis;
    site = await slowSite();
    env = {
      PAGEGRADE_DATABASE_URL: postgres.url,
      PAGEGRADE_REDIS_URL: redis.url,
      PAGEGRADE_REDIS_PREFIX: 'faults',
      PAGEGRADE_PUBLIC_URL: 'http://faults.pagegrade.test',
      PAGEGRADE_RATE_READS_PER_MINUTE: '1000000',
      PAGEGRADE_WORKER_LOCK_MS: '5000',
      PAGEGRADE_WORKER_CONCURRENCY: '8',
      PAGEGRADE_SHUTDOWN_GRACE_MS: '3000',
    };
    // The first process migrates the database; the others start on it.
    apis.push(await startApi());
    apis.push(await startApi());
    workers.push(...(await Promise.all([startWorker(), startWorker()])));
    db = new pg.Pool({ connectionString: postgres.url, max: 2 });
    db.on('error', () => undefined);
  });

  after(async () => {
    if (rows.length) process.stdout.write(`\n# fault suite (scaled out)\n${TABLE_HEAD}\n${rows.map(tableRow).join('\n')}\n`);
    for (const p of [...apis, ...workers]) kill(p);
    await db?.end().catch(() => undefined);
    await site?.close();
    await services?.stop();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  test('PostgreSQL restarted fast (pg_ctl restart -m fast): every job completes, none fetched twice', async (t) => {
    const row = await scenario('pg-restart', 2000, async () => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      postgres.restart();
    });
    t.diagnostic(tableRow(row));
    assertNothingLost(row);
    assert.equal(row.settled.complete, JOBS, 'the saves waited the restart out');
    assert.equal(row.refetched, 0, 'the finished analyses were kept until saved: no page fetched again');
  });

  test('PostgreSQL stopped for 8 s: every job completes, none fetched twice; health says 503 database down meanwhile', async (t) => {
    const row = await scenario('pg-stop-8s', 2000, async () => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await postgres.outage(8000);
    });
    t.diagnostic(tableRow(row));
    assertNothingLost(row);
    assert.equal(row.settled.complete, JOBS);
    assert.equal(row.refetched, 0);
    assert.ok(row.seen.down.has('database down'), `health named the database: ${[...row.seen.down].join(', ')}`);
    assert.equal((await send(apis[0]!.url, 'GET', '/api/v1/health')).status, 200, 'health is 200 again once it is back');
  });

  test('Redis stopped for 20 s: reads go on, analyses get 503 service_unavailable at once, health says 503; the queue resumes by itself', async (t) => {
    const during: Record<string, number> = {};
    const row = await scenario('redis-stop-20s', 2000, async (ids, seen) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await redis.down();
      // What a client gets while Redis is away: job status and the leaderboard (PostgreSQL only), and a refused analysis.
      const status = await send(apis[1]!.url, 'GET', `/api/v1/analyses/${ids[0]}`);
      const board = await send(apis[1]!.url, 'GET', '/api/v1/leaderboard');
      const analyze = await send(apis[1]!.url, 'POST', '/api/v1/analyses', { url: `${site.origin}/p/redis-stop-20s/99` });
      for (const [where, a] of [['status', status], ['leaderboard', board], ['analyze', analyze]] as const) seen.record(a, where);
      during['status'] = status.status;
      during['leaderboard'] = board.status;
      during['analyze'] = analyze.status;
      during['analyzeMs'] = Math.round(analyze.ms);
      assert.equal(analyze.data?.error?.code, 'service_unavailable');
      assert.ok(analyze.headers.get('retry-after'), 'the refusal says when to retry');
      await new Promise((resolve) => setTimeout(resolve, 20_000));
      await redis.up();
    });
    t.diagnostic(`${tableRow(row)} during: ${JSON.stringify(during)}`);
    assert.equal(during['status'], 200, 'job status needs only PostgreSQL');
    assert.equal(during['leaderboard'], 200, 'the leaderboard needs only PostgreSQL');
    assert.equal(during['analyze'], 503);
    assertNothingLost(row);
    assert.equal(row.settled.complete, JOBS, 'the queue went on once Redis was back');
    assert.ok(row.seen.down.has('queue down'), `health named the queue: ${[...row.seen.down].join(', ')}`);
    // And new work goes through again, with no operator action.
    const again = await send(apis[1]!.url, 'POST', '/api/v1/analyses', { url: `${site.origin}/p/redis-stop-20s/98` });
    assert.equal(again.status, 202);
  });

  test('an API process killed (SIGKILL) right after starting the jobs: the other answers for every job', async (t) => {
    const row = await scenario('kill-api', 1000, async () => {
      const victim = apis.shift()!;
      process.kill(victim.pid, 'SIGKILL');
      await exitOf(victim);
      apis.push(await startApi());
    });
    t.diagnostic(tableRow(row));
    assertNothingLost(row);
    assert.equal(row.settled.complete, JOBS);
  });

  test('a worker killed (SIGKILL) mid-job: the other runs its jobs again after the lock lapses; nothing saved twice', async (t) => {
    const row = await scenario('kill-worker', 3000, async () => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const victim = workers.shift()!;
      process.kill(victim.pid, 'SIGKILL');
      await exitOf(victim);
      workers.push(await startWorker());
    });
    t.diagnostic(tableRow(row));
    assertNothingLost(row);
    assert.equal(row.settled.complete, JOBS);
  });

  test('SIGTERM to every process with jobs in flight, then a restart: every job completes', async (t) => {
    const row = await scenario('sigterm-all', 6000, async () => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const all = [...apis.splice(0), ...workers.splice(0)];
      for (const p of all) process.kill(p.pid, 'SIGTERM');
      for (const p of all) await exitOf(p, 30_000);
      apis.push(await startApi(), await startApi());
      workers.push(...(await Promise.all([startWorker(), startWorker()])));
    });
    t.diagnostic(tableRow(row));
    assertNothingLost(row);
    assert.equal(row.settled.complete, JOBS);
  });
});
