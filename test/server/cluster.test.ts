import { test, before, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request as httpRequest, type ServerResponse } from 'node:http';
import { exitOf, kill, startServerProcess, startWorkerProcess, type ServerProcess } from '../helpers/server-process.ts';
import { distributedPlace, serviceBackends, TEST_REDIS_URL, type DistributedPlace } from '../helpers/server.ts';
import { startSite, type FixtureSite } from '../helpers/fixture-server.ts';
import { assertSchema } from '../helpers/http.ts';
import { openRedis, type RedisClients } from '../../server/src/redis/connection.ts';
import { AnalysisQueue } from '../../server/src/redis/queue.ts';
import { openPostgres } from '@pagegrade/server';
import type { AnalysisSummary } from '@pagegrade/core';

// Two API processes and two worker processes on one PostgreSQL and one Redis, as a scaled-out
// deployment runs them (`npm start` × 2, `npm run worker` × 2), each a process of its own.
const distributed = serviceBackends().find((b) => b.name === 'distributed')!;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  data: any;
}

/** A request from a chosen loopback address (127.0.0.x): each scenario is a client of its own. */
function send(base: string, method: string, path: string, from: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { method, localAddress: from, headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, data: JSON.parse(text) }));
    });
    req.on('error', reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

/** Polls a job on `base` until it is no longer running; a minute at most (a busy machine is no failure). */
async function settled(base: string, id: string, from: string): Promise<Answer> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const r = await send(base, 'GET', `/api/v1/analyses/${id}`, from);
    if (r.data.status !== 'running') return r;
    if (Date.now() > deadline) assert.fail(`job ${id} is still running after a minute`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const PAGE = (title: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><main><h1>${title}</h1><p>A page of the cluster test.</p></main></body></html>`;

describe('two API processes and two workers on one PostgreSQL and one Redis', { skip: distributed.skip }, () => {
  let place: DistributedPlace;
  let site: FixtureSite;
  let apis: ServerProcess[] = [];
  let workers: ServerProcess[] = [];
  let redis: RedisClients;
  let queue: AnalysisQueue;
  const dirs: string[] = [];
  /** Held responses of /held: a worker fetching it is mid-job until the test lets it go. */
  const held: ServerResponse[] = [];
  let holding = true;

  before(async () => {
    place = await distributedPlace();
    site = await startSite({
      '/': { body: PAGE('Cluster home') },
      '/jobs': { body: PAGE('Cluster job') },
      '/idempotent': { body: PAGE('Cluster idempotent') },
      '/limit': { body: PAGE('Cluster limit') },
      '/held': (_req, res) => {
        if (holding) held.push(res);
        else res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE('Cluster held'));
      },
    });
    const env = {
      PAGEGRADE_DATABASE_URL: place.databaseUrl,
      PAGEGRADE_REDIS_URL: TEST_REDIS_URL!,
      PAGEGRADE_REDIS_PREFIX: place.redisPrefix,
      // One address for the deployment, as behind a load balancer: reports and cursors name it.
      PAGEGRADE_PUBLIC_URL: 'http://cluster.pagegrade.test',
      PAGEGRADE_RATE_ANALYSES_PER_DAY: '3',
      PAGEGRADE_RATE_BURST_PER_MINUTE: '8',
      PAGEGRADE_RATE_READS_PER_MINUTE: '100000',
      // A killed worker's job runs again after this, rather than after the default 30 s.
      PAGEGRADE_WORKER_LOCK_MS: '3000',
      // The held page answers when the test says: no fetch deadline may end its job first.
      PAGEGRADE_FETCH_FIRST_BYTE_TIMEOUT_MS: '120000',
      PAGEGRADE_FETCH_REQUEST_TIMEOUT_MS: '120000',
      PAGEGRADE_FETCH_PAGE_TIMEOUT_MS: '120000',
    };
    const dir = () => {
      const d = mkdtempSync(join(tmpdir(), 'pagegrade-cluster-'));
      dirs.push(d);
      return d;
    };
    // The first process migrates the database; the others start on it at once.
    apis = await Promise.all([startServerProcess({ dataDir: dir(), env }), startServerProcess({ dataDir: dir(), env })]);
    workers = await Promise.all([startWorkerProcess({ dataDir: dir(), env }), startWorkerProcess({ dataDir: dir(), env })]);
    // The test reads the queue itself to learn which worker runs a job.
    redis = await openRedis(TEST_REDIS_URL!);
    queue = new AnalysisQueue(redis, place.redisPrefix);
    await queue.ready();
  });

  after(async () => {
    holding = false;
    for (const res of held.splice(0)) res.destroy();
    for (const p of [...apis, ...workers]) kill(p);
    await queue?.close();
    await redis?.close();
    await site?.close();
    await place?.drop();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  test('the daily limit holds in total across both API processes: exactly 3 analyses granted under concurrent requests', async () => {
    const from = '127.0.0.2';
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => send(apis[i % 2]!.url, 'POST', '/api/v1/analyses', from, { url: `${site.origin}/limit` })));
    assert.equal(results.filter((r) => r.status === 202).length, 3, JSON.stringify(results.map((r) => r.status)));
    assert.equal(results.filter((r) => r.status === 429).length, 5);
    for (const r of results.filter((r) => r.status === 429)) assert.equal(r.data.error.code, 'rate_limited');
    // Both processes count the same day: the next request is refused by either.
    for (const api of apis) assert.equal((await send(api.url, 'POST', '/api/v1/analyses', from, { url: `${site.origin}/limit` })).status, 429);
    for (const r of results.filter((r) => r.status === 202)) assert.equal((await settled(apis[0]!.url, r.data.id, from)).data.status, 'complete');
  });

  test('a job started on one API process is read the same from the other', async () => {
    const from = '127.0.0.3';
    const started = await send(apis[0]!.url, 'POST', '/api/v1/analyses', from, { url: `${site.origin}/jobs` });
    assert.equal(started.status, 202);
    const seen = await send(apis[1]!.url, 'GET', `/api/v1/analyses/${started.data.id}`, from);
    assert.equal(seen.status, 200);
    assert.equal(seen.data.id, started.data.id);
    const done = await settled(apis[1]!.url, started.data.id, from);
    assert.equal(done.data.status, 'complete');
    assertSchema('AnalysisSummary', done.data.result);
    assert.equal(done.data.result.title, 'Cluster job');
    assert.deepEqual((await send(apis[0]!.url, 'GET', `/api/v1/analyses/${started.data.id}`, from)).data, done.data);
  });

  test('idempotent repeats sent to both API processes at once analyse once', async () => {
    const from = '127.0.0.4';
    const before = site.hits.filter((h) => h === '/idempotent').length;
    const headers = { 'idempotency-key': 'cluster-key-1' };
    const body = { url: `${site.origin}/idempotent` };
    const [a, b] = await Promise.all(apis.map((api) => send(api.url, 'POST', '/api/v1/analyze', from, body, headers)));
    assert.equal(a!.status, 200, JSON.stringify(a!.data));
    assert.equal(b!.status, 200, JSON.stringify(b!.data));
    assert.equal(a!.data.id, b!.data.id);
    assert.deepEqual([a!.headers['idempotent-replayed'], b!.headers['idempotent-replayed']].sort(), ['true', undefined]);
    assert.equal(site.hits.filter((h) => h === '/idempotent').length - before, 1, 'one analysis fetched the page');
    // Later repeats replay on either process, and a different body is refused on either.
    for (const api of apis) assert.equal((await send(api.url, 'POST', '/api/v1/analyze', from, body, headers)).data.id, a!.data.id);
    for (const api of apis) assert.equal((await send(api.url, 'POST', '/api/v1/analyze', from, { url: site.url }, headers)).data.error.code, 'idempotency_conflict');
  });

  test('the leaderboard is the same from both, and a cursor of one pages on the other', async () => {
    const from = '127.0.0.5';
    // The fixture pages are all one site (127.0.0.1): a few other sites, stored as a worker stores them.
    const stores = await openPostgres(place.databaseUrl, { maxConnections: 1 });
    try {
      for (const [i, score] of [91, 77, 64].entries()) {
        const url = `https://site-${i}.cluster.example/`;
        const summary = { id: `cluster-seed-${i}`, url, title: `Site ${i}`, score, grade: 'B', dimensions: [], topIssues: [], caps: [], counts: {}, scoringNote: '' } as unknown as AnalysisSummary;
        await stores.analyses.save({ summary, checks: [], siteName: null, createdAt: new Date(Date.UTC(2026, 0, 1, i)).toISOString(), requestedUrl: url });
      }
    } finally {
      await stores.close();
    }
    const [a, b] = await Promise.all(apis.map((api) => send(api.url, 'GET', '/api/v1/leaderboard', from)));
    assert.equal(a!.status, 200);
    assert.equal(a!.data.entries.length, 4, JSON.stringify(a!.data));
    assert.equal(a!.data.entries[0].name, 'Site 0');
    assert.deepEqual(b!.data, a!.data);
    const first = await send(apis[0]!.url, 'GET', '/api/v1/leaderboard?limit=1', from);
    const next = await send(apis[1]!.url, 'GET', `/api/v1/leaderboard?limit=1&cursor=${encodeURIComponent(first.data.nextCursor)}`, from);
    assert.equal(next.status, 200);
    assert.deepEqual(next.data.entries, a!.data.entries.slice(1, 2));
  });

  test('a worker killed with SIGKILL in the middle of a job: the job still ends, never stuck running', async () => {
    const from = '127.0.0.6';
    const started = await send(apis[1]!.url, 'POST', '/api/v1/analyses', from, { url: `${site.origin}/held` });
    assert.equal(started.status, 202);
    // Mid-job: a worker is fetching the page, which the test holds.
    const deadline = Date.now() + 60_000;
    while (held.length === 0) {
      if (Date.now() > deadline) assert.fail('no worker fetched the page within a minute');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const job = await queue.queue.getJob(started.data.id);
    const pid = Number(job?.processedBy?.split(':').at(-1));
    const victim = workers.find((w) => w.pid === pid);
    assert.ok(victim, `the job runs on ${job?.processedBy}, one of ${workers.map((w) => w.pid).join(', ')}`);
    victim.child.kill('SIGKILL');
    assert.equal((await exitOf(victim)).signal, 'SIGKILL');
    // The other worker takes it once the killed one's lock lapses; this time the page answers.
    holding = false;
    for (const res of held.splice(0)) res.destroy();
    const done = await settled(apis[0]!.url, started.data.id, from);
    assert.equal(done.data.status, 'complete', JSON.stringify(done.data));
    assert.equal(done.data.result.title, 'Cluster held');
    assert.equal(site.hits.filter((h) => h === '/held').length, 2, 'fetched again by the other worker');
  });
});
