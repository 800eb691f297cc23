import { test, before, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, type TestServer } from '../helpers/server.ts';
import { call, assertSchema } from '../helpers/http.ts';
import { checkHealth } from '../../server/src/lifecycle/health.ts';
import { tmpdir } from 'node:os';

describe('health (embedded)', () => {
  let srv: TestServer;
  before(async () => {
    srv = await startServer();
  });
  after(() => srv.close());

  test('readiness is 200 with each dependency, its state and latency; what the embedded default has no use for says so', async () => {
    const r = await call(srv.url, '/api/v1/health');
    assert.equal(r.status, 200);
    assertSchema('Health', r.data);
    const d = r.data.dependencies;
    assert.equal(d.database.state, 'up');
    assert.ok(Number.isInteger(d.database.latencyMs));
    assert.equal(d.disk.state, 'up');
    assert.ok(d.disk.freeBytes > 0 && d.disk.totalBytes >= d.disk.freeBytes);
    assert.equal(d.disk.required, true, 'the SQLite file is on this disk');
    assert.equal(d.queue.state, 'not_used');
    assert.equal(d.workers.state, 'not_used');
    // The embedded default renders in its own process: its browser is up when one is installed,
    // down (never required: static analyses need none) when not.
    assert.equal(d.browser.required, false);
    assert.equal(d.browser.state, srv.deployment.rendering!.health().state === 'ready' ? 'up' : 'down');
    assert.equal(d.browser.renderConcurrency, 1);
    assert.equal(typeof d.browser.launches, 'number');
    assert.equal(r.data.browser, undefined, 'the browser is stated once, among the dependencies');
    assert.equal(r.headers.get('cache-control'), 'no-store');
  });

  test('liveness is 200 and touches nothing', async () => {
    const r = await call(srv.url, '/api/v1/health/live');
    assert.equal(r.status, 200);
    assert.deepEqual(r.data, { status: 'ok' });
  });
});

describe('health when the disk is low (embedded)', () => {
  let srv: TestServer;
  before(async () => {
    // More free space asked than any disk has: the data folder counts as full.
    srv = await startServer({ PAGEGRADE_DISK_MIN_FREE_MB: String(1024 * 1024 * 1024) });
  });
  after(() => srv.close());

  test('readiness answers 503 service_unavailable with Retry-After and the dependencies; liveness stays 200', async () => {
    const r = await call(srv.url, '/api/v1/health');
    assert.equal(r.status, 503);
    assertSchema('Error', r.data);
    assert.equal(r.data.error.code, 'service_unavailable');
    assert.match(r.data.error.message, /disk \(low\)/);
    assert.equal(r.data.dependencies.disk.state, 'low');
    assert.ok(Number(r.headers.get('retry-after')) >= 1);
    assert.equal((await call(srv.url, '/api/v1/health/live')).status, 200);
  });
});

describe('checkHealth', () => {
  const base = { dataDir: tmpdir(), minFreeBytes: 0, databaseOnDisk: false };

  test('a database that does not answer is down, with its error, and the service cannot analyse', async () => {
    const r = await checkHealth({ ...base, ping: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432')), probes: null });
    assert.equal(r.status, 'unavailable');
    assert.equal(r.dependencies.database.state, 'down');
    assert.match(r.dependencies.database.error!, /ECONNREFUSED/);
  });

  test('scaled out: the queue and at least one worker heartbeat are required', async () => {
    const up = await checkHealth({ ...base, ping: async () => undefined, probes: { queue: async () => undefined, workers: async () => 2 } });
    assert.equal(up.status, 'ok');
    assert.equal(up.dependencies.workers['count'], 2);
    const noWorker = await checkHealth({ ...base, ping: async () => undefined, probes: { queue: async () => undefined, workers: async () => 0 } });
    assert.equal(noWorker.status, 'unavailable');
    assert.equal(noWorker.dependencies.workers.state, 'down');
    const noQueue = await checkHealth({ ...base, ping: async () => undefined, probes: { queue: () => Promise.reject(new Error('Redis is not connected (reconnecting)')), workers: async () => 1 } });
    assert.equal(noQueue.status, 'unavailable');
    assert.equal(noQueue.dependencies.queue.state, 'down');
  });

  test('a probe that hangs is down after the probe timeout, not a hung health check', async () => {
    const r = await checkHealth({ ...base, ping: () => new Promise(() => undefined), probes: null });
    assert.equal(r.dependencies.database.state, 'down');
    assert.match(r.dependencies.database.error!, /no answer within/);
  });
});
