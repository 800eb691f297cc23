// The embedded default with its data folder on a small tmpfs that fills while 30 jobs run: each
// write that finds no space fails clearly (storage_full), no job stays running, and freeing space
// is all it takes for the service to go on. Needs `mount -t tmpfs` (root); skipped elsewhere.
import { test, before, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { exitOf, kill, startServerProcess, type ServerProcess } from '../helpers/server-process.ts';
import { Seen, TABLE_HEAD, refetched, send, settle, slowSite, startJobs, tableRow, watch, type Row, type SlowSite } from './harness.ts';

/** Mounts a tmpfs of `mb` MiB at a new folder, or says why it cannot. */
function mountTmpfs(mb: number): { dir: string; unmount(): void } | string {
  const dir = mkdtempSync(join(tmpdir(), 'pagegrade-faults-disk-'));
  const r = spawnSync('mount', ['-t', 'tmpfs', '-o', `size=${mb}m`, 'tmpfs', dir]);
  if (r.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    return `cannot mount a tmpfs here (${r.stderr?.toString().trim() || 'not root'})`;
  }
  return {
    dir,
    unmount: () => {
      if (spawnSync('umount', [dir]).status !== 0) spawnSync('umount', ['-l', dir]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Writes a file until the file system refuses (ENOSPC), big blocks then small ones. */
function fill(path: string): number {
  const fd = openSync(path, 'w');
  let written = 0;
  try {
    for (const size of [1 << 20, 1 << 16, 1 << 12, 512]) {
      const block = Buffer.alloc(size, 1);
      for (;;) {
        try {
          writeSync(fd, block);
          written += size;
        } catch {
          break;
        }
      }
    }
  } finally {
    closeSync(fd);
  }
  return written;
}

const probe = process.getuid?.() === 0 ? mountTmpfs(1) : 'mounting a tmpfs needs root';
const skip = typeof probe === 'string' ? probe : false;
if (typeof probe !== 'string') probe.unmount();

describe('the embedded default on a disk that fills with 30 jobs in flight', { skip, timeout: 5 * 60_000 }, () => {
  let disk: { dir: string; unmount(): void };
  let site: SlowSite;
  let server: ServerProcess | null = null;
  const rows: Row[] = [];
  const env = { PAGEGRADE_DISK_MIN_FREE_MB: '2', PAGEGRADE_RATE_READS_PER_MINUTE: '1000000', PAGEGRADE_PUBLIC_URL: 'http://faults.pagegrade.test' };

  before(async () => {
    const mounted = mountTmpfs(24);
    if (typeof mounted === 'string') throw new Error(mounted);
    disk = mounted;
    site = await slowSite();
  });

  after(async () => {
    if (rows.length) process.stdout.write(`\n# fault suite (embedded)\n${TABLE_HEAD}\n${rows.map(tableRow).join('\n')}\n`);
    if (server) {
      kill(server);
      await exitOf(server).catch(() => undefined);
    }
    await site?.close();
    disk?.unmount();
  });

  test('a full disk fails writes with storage_full, leaves no job running, and the service resumes once space is freed', async (t) => {
    const data = join(disk.dir, 'data');
    server = await startServerProcess({ dataDir: data, env });
    const name = 'disk-full';
    // Pages answer from 1 s to 7 s: a third of the jobs are saved before the disk fills.
    site.delays.set(name, 1000);
    site.stagger.set(name, 200);
    const seen = new Seen();
    const ids = await startJobs(server.url, site, name, seen);
    for (let i = 0; i < 100; i++) {
      const done = await Promise.all(ids.slice(0, 10).map((id) => send(server!.url, 'GET', `/api/v1/analyses/${id}`)));
      if (done.every((r) => r.data?.status === 'complete')) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const filler = join(disk.dir, 'filler');
    const filled = fill(filler);
    const watcher = watch(() => [server!.url], seen, ids[0]);
    const settled = await settle(() => server!.url, ids, seen, 90_000);
    // While full: health says so, and a new analysis is refused with the documented code.
    const health = await send(server.url, 'GET', '/api/v1/health');
    const refused = await send(server.url, 'POST', '/api/v1/analyses', { url: `${site.origin}/p/${name}/99` });
    seen.record(refused, 'analyze while full');
    await watcher.stop();
    t.diagnostic(`filled ${Math.round(filled / 1024)} KiB; health while full: ${health.status} ${JSON.stringify(health.data?.dependencies?.disk)}; analysis while full: ${refused.status} ${refused.data?.error?.code}`);
    assert.equal(health.status, 503);
    assert.equal(health.data.dependencies.disk.state, 'low');
    assert.equal(refused.status, 503);
    assert.equal(refused.data.error.code, 'storage_full');

    // Space freed: the refused outcomes are recorded, health is 200, and new work goes through.
    rmSync(filler);
    let healthy = await send(server.url, 'GET', '/api/v1/health');
    for (let i = 0; i < 40 && healthy.status !== 200; i++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      healthy = await send(server.url, 'GET', '/api/v1/health');
    }
    assert.equal(healthy.status, 200);
    const again = await send(server.url, 'POST', '/api/v1/analyses', { url: `${site.origin}/p/disk-freed/0` });
    assert.equal(again.status, 202);
    const after = await settle(() => server!.url, [again.data.id], seen, 60_000);
    assert.equal(after.complete, 1, `the service resumed by itself (${JSON.stringify([...after.failed])}):\n${server.stderr().slice(-3000)}`);
    // Recorded within a few rounds of the retry.
    await new Promise((resolve) => setTimeout(resolve, 5000));

    process.kill(server.pid, 'SIGTERM');
    await exitOf(server, 60_000);
    server = null;
    const db = new Database(join(data, 'pagegrade.sqlite'), { readonly: true });
    const running = (db.prepare(`SELECT count(*) AS n FROM jobs WHERE status = 'running'`).get() as { n: number }).n;
    const duplicates = (db.prepare(`SELECT count(*) - count(DISTINCT requested_url) AS n FROM analyses`).get() as { n: number }).n;
    db.close();
    const row: Row = { scenario: 'disk full (tmpfs 24 MiB, embedded)', settled: { ...settled, running }, duplicateSaves: duplicates, refetched: refetched(site, name), seen };
    rows.push(row);
    t.diagnostic(tableRow(row));
    assert.equal(settled.lost, 0);
    assert.equal(settled.running, 0, 'no job reads as running while the disk is full');
    assert.equal(running, 0, 'no job is left running in the store once space was freed');
    assert.equal(duplicates, 0);
    assert.deepEqual(seen.undocumented, []);
    for (const code of settled.failed.keys()) assert.equal(code, 'storage_full');
    assert.ok(settled.complete >= 10, 'what was saved before the disk filled stays complete');
  });
});
