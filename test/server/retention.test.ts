import { test, before, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import type { AnalysisSummary } from '@pagegrade/core';
import { loadConfig, type SqliteStores, type Stores } from '@pagegrade/server';
import { startServer, type TestServer } from '../helpers/server.ts';
import { call } from '../helpers/http.ts';
import { storeBackends, type TestStores } from '../helpers/backends.ts';

const DAY = 86_400_000;

describe('PAGEGRADE_ANALYSIS_RETENTION_DAYS', () => {
  test('defaults to 180 days, 0 keeps every analysis, anything else is refused at start', () => {
    assert.equal(loadConfig({}).analysisRetentionMs, 180 * DAY);
    assert.equal(loadConfig({ PAGEGRADE_ANALYSIS_RETENTION_DAYS: '' }).analysisRetentionMs, 180 * DAY);
    assert.equal(loadConfig({ PAGEGRADE_ANALYSIS_RETENTION_DAYS: '30' }).analysisRetentionMs, 30 * DAY);
    assert.equal(loadConfig({ PAGEGRADE_ANALYSIS_RETENTION_DAYS: '0' }).analysisRetentionMs, 0);
    for (const bad of ['-1', '1.5', 'forever', '30d']) {
      assert.throws(() => loadConfig({ PAGEGRADE_ANALYSIS_RETENTION_DAYS: bad }), /PAGEGRADE_ANALYSIS_RETENTION_DAYS must be an integer ≥ 0/, bad);
    }
  });
});

let seq = 0;
async function seed(stores: Pick<Stores, 'analyses'>, host: string, score: number, createdAt: number): Promise<string> {
  const id = `keep${String(++seq).padStart(18, '0')}`;
  const url = `https://${host}/`;
  const summary = { id, url, title: host, score, grade: 'C', dimensions: [], topIssues: [], caps: [], counts: {}, scoringNote: '' } as unknown as AnalysisSummary;
  await stores.analyses.save({ summary, checks: [], siteName: null, createdAt: new Date(createdAt).toISOString(), requestedUrl: url });
  return id;
}

for (const backend of storeBackends()) {
  describe(`the retention purge (${backend.name})`, { skip: backend.skip }, () => {
    let stores: TestStores;
    before(async () => {
      stores = await backend.open();
    });
    after(() => stores.destroy());

    test('the store purges in bounded batches and never an analysis the leaderboard shows', async () => {
      const store = stores.analyses;
      const now = Date.now();
      const old = now - 40 * DAY;
      const ids = {
        // a.example: its best is old, so it stays; its other old ones go.
        aBest: await seed(stores, 'a.example', 80, old),
        aWorse: await seed(stores, 'a.example', 70, old + 1000),
        aLater: await seed(stores, 'a.example', 80, old + 2000),
        // b.example: a newer, better analysis took over; the old one goes, the new one is recent anyway.
        bOld: await seed(stores, 'b.example', 50, old),
        bNew: await seed(stores, 'b.example', 60, now - DAY),
        // c.example: recent only.
        cNew: await seed(stores, 'c.example', 40, now - DAY),
      };
      for (let i = 0; i < 12; i++) await seed(stores, 'a.example', 10 + i, old + 3000 + i);
      const before = await store.count();
      const cutoff = new Date(now - 30 * DAY).toISOString();
      const batches: number[] = [];
      let from = null;
      do {
        const b = await store.purge(cutoff, 4, from);
        assert.ok(b.deleted <= 4);
        batches.push(b.deleted);
        from = b.next;
      } while (from);
      // 16 old analyses looked at 4 by 4: a.example's best stays, the other 15 go.
      assert.deepEqual(batches, [3, 4, 4, 4, 0]);
      assert.equal(await store.count(), before - 15);
      for (const id of [ids.aBest, ids.bNew, ids.cNew]) assert.ok(await store.get(id), id);
      for (const id of [ids.aWorse, ids.aLater, ids.bOld]) assert.equal(await store.get(id), null, id);
      assert.deepEqual(
        (await store.leaderboard(10, null)).map((r) => [r.host, r.analysisId]),
        [
          ['a.example', ids.aBest],
          ['b.example', ids.bNew],
          ['c.example', ids.cNew],
        ],
      );
      assert.deepEqual(await store.purge(cutoff, 4, null), { deleted: 0, next: null });
    });
  });
}

describe('the analysis retention', () => {
  let srv: TestServer;
  before(async () => {
    srv = await startServer({ PAGEGRADE_ANALYSIS_RETENTION_DAYS: '30' });
  });
  after(() => srv.close());

  test('the housekeeping purges what is past the retention and compacts rows of earlier releases', async () => {
    const now = Date.now();
    const best = await seed(srv.stores, 'd.example', 90, now - 60 * DAY);
    const gone = await seed(srv.stores, 'd.example', 20, now - 60 * DAY);
    const kept = await seed(srv.stores, 'd.example', 30, now - 29 * DAY);
    // A row as an earlier release wrote it: its checks as JSON text.
    const legacy = await seed(srv.stores, 'e.example', 55, now);
    (srv.stores as SqliteStores).db.prepare(`UPDATE analyses SET checks = ? WHERE id = ?`).run('[{"id":"x/y","findings":[]}]', legacy);
    const [first, second] = [srv.app.analysisHousekeeping.run(), srv.app.analysisHousekeeping.run()];
    assert.equal(first, second, 'one run at a time');
    assert.deepEqual(await first, { purged: 1, upgraded: 1 });
    assert.equal((await call(srv.url, `/report/${gone}`)).status, 404);
    for (const id of [best, kept, legacy]) assert.equal((await call(srv.url, `/report/${id}`)).status, 200, id);
    assert.deepEqual((await srv.stores.analyses.get(legacy))!.checks, [{ id: 'x/y', findings: [] }]);
    assert.equal((srv.stores as SqliteStores).db.prepare(`SELECT typeof(checks) FROM analyses WHERE id = ?`).pluck().get(legacy), 'blob');
    assert.ok(srv.logs.some((l) => l['msg'] === 'stored analyses housekept' && l['purged'] === 1));
  });

  test('a complete job whose analysis was purged answers 404 with the reason', async () => {
    const now = Date.now();
    const analysisId = await seed(srv.stores, 'f.example', 10, now - 60 * DAY);
    await seed(srv.stores, 'f.example', 95, now);
    await srv.stores.jobs.create({ id: 'job-of-a-purged-analysis', url: 'https://f.example/', status: 'running', createdAt: now - 1000, startedAt: now - 1000, finishedAt: null, analysisId: null, error: null });
    await srv.stores.jobs.complete('job-of-a-purged-analysis', analysisId, now - 500);
    assert.equal((await call(srv.url, '/api/v1/analyses/job-of-a-purged-analysis', { skipSchemaCheck: true })).data.status, 'complete');
    await srv.app.analysisHousekeeping.run();
    const r = await call(srv.url, '/api/v1/analyses/job-of-a-purged-analysis');
    assert.equal(r.status, 404);
    assert.equal(r.data.error.code, 'not_found');
    assert.match(r.data.error.message, /analysis is no longer stored/);
  });

  test('the API reference and the privacy page state the retention', async () => {
    assert.match((await call(srv.url, '/docs/api.md')).text, /for 30 days after it was made/);
    assert.match((await call(srv.url, '/privacy')).text, /deleted 30 days after it was made, unless it is the best of its site/);
  });
});

test('with PAGEGRADE_ANALYSIS_RETENTION_DAYS=0 every analysis is kept', async () => {
  const srv = await startServer({ PAGEGRADE_ANALYSIS_RETENTION_DAYS: '0' });
  try {
    const id = await seed(srv.stores, 'old.example', 10, Date.UTC(2000, 0, 1));
    await seed(srv.stores, 'old.example', 90, Date.now());
    assert.deepEqual(await srv.app.analysisHousekeeping.run(), { purged: 0, upgraded: 0 });
    assert.ok(await srv.stores.analyses.get(id));
    assert.match((await call(srv.url, '/docs/api.md')).text, /for as long as the service runs/);
  } finally {
    await srv.close();
  }
});
