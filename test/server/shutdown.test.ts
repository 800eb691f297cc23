// The real server in a child process (server/src/main.ts, and through `npm start`), stopped by
// signals as a supervisor or a terminal stops it.
import { test, before, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServerResponse } from 'node:http';
import { startSite, type FixtureSite } from '../helpers/fixture-server.ts';
import { call, settledJob } from '../helpers/http.ts';
import { exitOf, isRunning, kill, portIsFree, startServerProcess, until, type ServerProcess } from '../helpers/server-process.ts';

const page = (title: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><main><h1>${title}</h1></main></body></html>`;

/** A route that answers only once the test opens its gate. */
function gated() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const handler = (_req: unknown, res: ServerResponse) => {
    void opened.then(() => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(page('Gated fixture page'));
    });
  };
  return { handler, open };
}

let site: FixtureSite;
const inFlightGate = gated();
const jobGate = gated();
const cutGate = gated();
const spawned: ServerProcess[] = [];
const dirs: string[] = [];

before(async () => {
  site = await startSite({ '/in-flight': inFlightGate.handler, '/job': jobGate.handler, '/cut': cutGate.handler });
});
after(async () => {
  for (const p of spawned) kill(p);
  inFlightGate.open();
  jobGate.open();
  cutGate.open();
  await site.close();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function dataDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'pagegrade-shutdown-'));
  dirs.push(d);
  return d;
}

async function start(options: Parameters<typeof startServerProcess>[0]): Promise<ServerProcess> {
  const p = await startServerProcess(options);
  spawned.push(p);
  return p;
}

function assertUnavailable(r: Awaited<ReturnType<typeof call>>): void {
  assert.equal(r.status, 503, r.text);
  assert.equal(r.data.error.code, 'service_unavailable');
  assert.equal(r.data.error.status, 503);
  assert.match(r.headers.get('content-type') ?? '', /^application\/json/);
  assert.ok(Number(r.headers.get('retry-after')) >= 1, 'Retry-After');
}

describe('graceful shutdown', () => {
  test('SIGTERM: a request in flight finishes, new requests get a 503 error body, the process exits 0', async () => {
    const srv = await start({ dataDir: dataDir(), env: { PAGEGRADE_SHUTDOWN_GRACE_MS: '60000' } });
    const inFlight = call(srv.url, '/api/v1/analyze', { method: 'POST', json: { url: `${site.origin}/in-flight` } });
    await until(() => site.hits.includes('/in-flight'), 'the analysis to fetch its page');
    process.kill(srv.pid, 'SIGTERM');
    const stopping = await srv.waitForLog('shutting down');
    assert.equal(stopping['requestsInFlight'], 1);

    const health = await call(srv.url, '/api/v1/health');
    assertUnavailable(health);
    assert.equal(health.headers.get('connection'), 'close');
    assert.ok(health.headers.get('x-request-id'), 'the refusal went through the app like any answer');
    const hits = site.hits.length;
    assertUnavailable(await call(srv.url, '/api/v1/analyze', { method: 'POST', json: { url: `${site.origin}/in-flight` } }));
    assertUnavailable(await call(srv.url, '/api/v1/analyses', { method: 'POST', json: { url: `${site.origin}/in-flight` } }));
    assert.equal(site.hits.length, hits, 'a refused request fetches nothing');
    assert.equal(isRunning(srv.pid), true, 'the server waits for the request in flight');

    inFlightGate.open();
    const done = await inFlight;
    assert.equal(done.status, 200, done.text);
    assert.equal(done.data.title, 'Gated fixture page');
    assert.deepEqual(await exitOf(srv), { code: 0, signal: null });
    assert.ok(srv.logs.some((l) => l['msg'] === 'stopped'));
    assert.equal(await portIsFree(srv.port), true);
  });

  test('past the grace, a request still running gets the 503 error body; a running job is resumed by the next start', async () => {
    const dir = dataDir();
    const srv = await start({ dataDir: dir, env: { PAGEGRADE_SHUTDOWN_GRACE_MS: '500' } });
    const job = await call(srv.url, '/api/v1/analyses', { method: 'POST', json: { url: `${site.origin}/job` } });
    assert.equal(job.status, 202, job.text);
    const cut = call(srv.url, '/api/v1/analyze', { method: 'POST', json: { url: `${site.origin}/cut` } });
    await until(() => site.hits.includes('/job') && site.hits.includes('/cut'), 'both analyses to fetch their page');
    process.kill(srv.pid, 'SIGTERM');
    assertUnavailable(await cut);
    assert.deepEqual(await exitOf(srv), { code: 0, signal: null });
    assert.equal(srv.logs.find((l) => l['level'] === 'warn' && /grace/.test(String(l['msg'])))?.['count'], 1);

    jobGate.open();
    const next = await start({ dataDir: dir });
    assert.equal((await next.waitForLog('resumed jobs left running'))['count'], 1);
    const finished = await settledJob(next.url, job.data.id);
    assert.equal(finished.data.status, 'complete', finished.text);
    assert.equal(finished.data.result.title, 'Gated fixture page');
    process.kill(next.pid, 'SIGTERM');
    assert.deepEqual(await exitOf(next), { code: 0, signal: null });
  });
});

describe('npm start', () => {
  /** Every process `npm start` made is gone and the port is free again. */
  async function assertNothingLeft(tree: number[], port: number) {
    await until(() => tree.every((pid) => !isRunning(pid)), `processes ${tree.join(', ')} to end`);
    assert.equal(await portIsFree(port), true, `port ${port} is free`);
  }

  test('SIGTERM to the pid it created stops the server: no process is left and the port is free', async () => {
    const srv = await start({ dataDir: dataDir(), via: 'npm' });
    const tree = srv.tree;
    assert.ok(tree.length >= 1, 'npm started the server');
    process.kill(srv.pid, 'SIGTERM');
    assert.deepEqual(await exitOf(srv), { code: 0, signal: null });
    assert.equal(srv.logs.filter((l) => l['msg'] === 'shutting down').length, 1);
    assert.ok(srv.logs.some((l) => l['msg'] === 'stopped'), 'the server shut down gracefully');
    await assertNothingLeft(tree, srv.port);
  });

  test('Ctrl-C (SIGINT to the whole process group) stops it the same way, once', async () => {
    const srv = await start({ dataDir: dataDir(), via: 'npm', detached: true });
    const tree = srv.tree;
    process.kill(-srv.pid, 'SIGINT');
    await exitOf(srv);
    const stopping = srv.logs.filter((l) => l['msg'] === 'shutting down');
    assert.equal(stopping.length, 1, 'npm forwards the signal the server already had: one shutdown');
    assert.equal(stopping[0]!['signal'], 'SIGINT');
    assert.ok(srv.logs.some((l) => l['msg'] === 'stopped'));
    await assertNothingLeft(tree, srv.port);
  });
});
