// One server per data directory: a second one must not resume (run again) the first one's jobs.
import { test, before, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServerResponse } from 'node:http';
import { DataDirInUse, lockDataDir } from '@pagegrade/server';
import { startSite, type FixtureSite } from '../helpers/fixture-server.ts';
import { call, settledJob } from '../helpers/http.ts';
import { exitOf, kill, launchServer, startServerProcess, until, type ServerProcess } from '../helpers/server-process.ts';
import { PATIENT_FETCH } from '../helpers/progress.ts';

const PAGE = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Locked directory fixture</title></head><body><main><h1>Job</h1></main></body></html>';

let site: FixtureSite;
let openGate!: () => void;
const gate = new Promise<void>((resolve) => (openGate = resolve));
const spawned: ServerProcess[] = [];
const dirs: string[] = [];

before(async () => {
  site = await startSite({
    '/job': (_req: unknown, res: ServerResponse) => {
      void gate.then(() => {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(PAGE);
      });
    },
  });
});
after(async () => {
  for (const p of spawned) kill(p);
  openGate();
  await site.close();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function dataDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'pagegrade-lock-'));
  dirs.push(d);
  return d;
}

describe('the data directory lock', () => {
  test('is held until released, in one process too', () => {
    const dir = dataDir();
    const lock = lockDataDir(dir);
    assert.throws(() => lockDataDir(dir), (err: unknown) => err instanceof DataDirInUse && err.message.includes(dir) && err.message.includes(String(process.pid)));
    lock.release();
    lockDataDir(dir).release();
  });

  test('a second server on the directory exits non-zero with a clear message and leaves the first one\'s job alone; after kill -9 a restart takes over', async () => {
    const dir = dataDir();
    // The page is held until the third server runs the job: a loaded machine must not time it out first.
    const first = await startServerProcess({ dataDir: dir, env: { ...PATIENT_FETCH } });
    spawned.push(first);
    const job = await call(first.url, '/api/v1/analyses', { method: 'POST', json: { url: `${site.origin}/job` } });
    assert.equal(job.status, 202, job.text);
    await until(() => site.hits.includes('/job'), 'the job to fetch its page');

    const second = launchServer({ dataDir: dir });
    spawned.push(second);
    const { code } = await exitOf(second);
    assert.equal(code, 1);
    const refusal = second.logs.find((l) => l['level'] === 'fatal');
    assert.match(String(refusal?.['error']), new RegExp(`data directory ${dir} is in use by another pagegrade server \\(process ${first.pid}\\)`));
    assert.ok(!second.logs.some((l) => /resum/.test(String(l['msg']))), 'the second server resumed nothing');
    assert.equal(site.hits.filter((h) => h === '/job').length, 1, 'the job was not run twice');
    assert.equal((await call(first.url, '/api/v1/health')).status, 200);
    assert.equal((await call(first.url, `/api/v1/analyses/${job.data.id}`)).data.status, 'running');

    // A lock cannot outlive its process: the next server starts, and takes the job over.
    first.child.kill('SIGKILL');
    await exitOf(first);
    const third = await startServerProcess({ dataDir: dir, env: { ...PATIENT_FETCH } });
    spawned.push(third);
    assert.equal((await third.waitForLog('resumed jobs left running'))['count'], 1);
    openGate();
    const done = await settledJob(third.url, job.data.id);
    assert.equal(done.data.status, 'complete', done.text);
    process.kill(third.pid, 'SIGTERM');
    assert.deepEqual(await exitOf(third), { code: 0, signal: null });
  });
});
