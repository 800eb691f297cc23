import { test, before, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { analyze, loadRules, type AnalysisSummary, type Rule } from '@pagegrade/core';
import { openSqlite, type SqliteStores, type Stores } from '@pagegrade/server';
import { packText, unpackText, type HeadTable } from '../../server/src/store/packed-text.ts';
import { loadCorpus } from '../../bench/corpus.ts';
import { storeBackends, type TestStores } from '../helpers/backends.ts';

/** An in-memory head table, to test the codec without a database. */
function memoryHeads(): HeadTable & { size(): number } {
  const texts: string[] = [];
  const ids = new Map<string, number>();
  return {
    ids: (heads) =>
      heads.map((h) => {
        let id = ids.get(h);
        if (id === undefined) ids.set(h, (id = texts.push(h) - 1));
        return id;
      }),
    text: (id) => texts[id]!,
    size: () => texts.length,
  };
}

let rules: Rule[];
/** The checks of real pages as the analysis pool hands them over: JSON text. */
let corpusChecks: string[];
const dirs: string[] = [];

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pagegrade-storage-'));
  dirs.push(dir);
  return dir;
}

function summaryFor(id: string, url: string, score: number, title: string | null = null): AnalysisSummary {
  return { id, url, title, score, grade: 'B', dimensions: [], topIssues: [], caps: [], counts: {}, scoringNote: '' } as unknown as AnalysisSummary;
}

before(async () => {
  rules = await loadRules();
  // Every 16th page of the benchmark corpus: 17 real pages, large and small.
  corpusChecks = loadCorpus()
    .filter((_, i) => i % 16 === 0)
    .map((p) => JSON.stringify(analyze(p.snapshot, rules, { id: 'storage-test' }).checks));
});
after(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('packed texts', () => {
  test('real analyses come back byte for byte, much smaller, sharing heads', () => {
    const heads = memoryHeads();
    let raw = 0;
    let packed = 0;
    for (const json of corpusChecks) {
      const p = packText(json, heads);
      assert.equal(p[0], 1, 'the compact form');
      assert.equal(unpackText(p, heads), json);
      raw += json.length;
      packed += p.length;
    }
    assert.ok(packed * 5 < raw, `${packed} bytes packed of ${raw}`);
    assert.ok(heads.size() < corpusChecks.length * rules.length / 4, `${heads.size()} heads`);
  });

  test('any text is kept exactly, including pieces that look like the cuts', () => {
    const heads = memoryHeads();
    const checks = [
      { id: 'x/a', dimension: 'seo', outcome: 'fail', impact: 'minor', tags: [], title: 'A ,{"id": inside', findings: [{ detail: ',"findings": and ,{"id":"x"} and \n and \u2028 and "quotes" \\' }], omittedFindings: 3 },
      { findings: [], id: 'x/b' },
      { id: 'x/c', title: 'no findings key' },
      { id: 'x/d', dimension: 'seo', outcome: 'pass', impact: 'minor', tags: ['t'], title: 'ünïcødé ✓ 😀', findings: [{ id: 'not a check', detail: 'x' }] },
    ];
    for (const json of [JSON.stringify(checks), '[]', '[{}]', '[1,2,3]', JSON.stringify(checks, null, 2), '"not an array"', '']) {
      assert.equal(unpackText(packText(json, heads), heads), json, json.slice(0, 40));
    }
    assert.equal(packText(JSON.stringify(checks, null, 2), heads)[0], 0, 'text with line breaks is compressed whole');
    const summary = JSON.stringify({ id: 'x', title: 'Ünïcødé — "quoted"', dimensions: [] });
    assert.equal(packText(summary)[0], 0, 'without a head table, compressed whole');
    assert.equal(unpackText(packText(summary), heads), summary);
  });

  test('an unknown format is an error, not a wrong answer', () => {
    const heads = memoryHeads();
    const p = packText('[]', heads);
    p[0] = 9;
    assert.throws(() => unpackText(p, heads), /Unknown packed text format 9/);
  });
});

for (const backend of storeBackends()) {
  describe(`the analysis store (${backend.name})`, { skip: backend.skip }, () => {
    let stores: TestStores;
    before(async () => {
      stores = await backend.open();
    });
    after(() => stores.destroy());

    test('get() returns checks that serialize to the stored text exactly; rows are compact', async () => {
      for (const [i, checksJson] of corpusChecks.entries()) {
        const summary = summaryFor(`real${i}`, `https://site${i}.example/`, 50 + i);
        await stores.analyses.save({ summary, checksJson, siteName: null, createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(), requestedUrl: summary.url });
      }
      for (const [i, json] of corpusChecks.entries()) {
        const got = (await stores.analyses.get(`real${i}`))!;
        assert.equal(JSON.stringify(got.checks), json);
        assert.equal(got.summary.id, `real${i}`);
        assert.equal(got.createdAt, new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString());
        assert.deepEqual(await stores.analyses.summary(`real${i}`), got.summary);
      }
      const { bytes, n } = await stores.probe.packedBytes();
      assert.equal(n, corpusChecks.length);
      assert.ok(bytes / n < 16_384, `${Math.round(bytes / n)} bytes a row`);
      assert.equal(await stores.analyses.count(), corpusChecks.length);
      assert.equal(await stores.analyses.get('never-stored'), null);
      assert.equal(await stores.analyses.summary('never-stored'), null);
    });

    test("the fetch record comes back as it was stored, and a site's analyses newest first", async () => {
      const har = JSON.stringify({ log: { version: '1.2', entries: [{ request: { url: 'https://history.example/' } }] } });
      for (const [i, minute] of [1, 3, 2].entries()) {
        const summary = summaryFor(`hist${i}`, `https://history.example/${i}`, 60 + i);
        await stores.analyses.save({ summary, checksJson: corpusChecks[0]!, siteName: null, createdAt: new Date(Date.UTC(2026, 2, 1, 0, minute)).toISOString(), requestedUrl: summary.url, ...(i === 0 ? { har } : {}) });
      }
      assert.equal(await stores.analyses.har('hist0'), har);
      assert.equal(await stores.analyses.har('hist1'), null, 'none was kept');
      const history = await stores.analyses.siteHistory('history.example', 2);
      assert.deepEqual(history.map((h) => [h.analysisId, h.score, h.createdAt]), [
        ['hist1', 61, new Date(Date.UTC(2026, 2, 1, 0, 3)).toISOString()],
        ['hist2', 62, new Date(Date.UTC(2026, 2, 1, 0, 2)).toISOString()],
      ]);
      // A page's own: only the analyses of its address, newest first.
      const again = summaryFor('hist3', 'https://history.example/0', 70);
      await stores.analyses.save({ summary: again, checksJson: corpusChecks[0]!, siteName: null, createdAt: new Date(Date.UTC(2026, 2, 1, 0, 9)).toISOString(), requestedUrl: again.url });
      assert.deepEqual((await stores.analyses.pageHistory('https://history.example/0', 5)).map((h) => [h.analysisId, h.score]), [['hist3', 70], ['hist0', 60]]);
      assert.deepEqual(await stores.analyses.pageHistory('https://history.example/none', 5), []);
    });

    test('check objects given to save() come back equal', async () => {
      const checks = JSON.parse(corpusChecks[1]!);
      const summary = summaryFor('objects', 'https://objects.example/', 40);
      await stores.analyses.save({ summary, checks, siteName: null, createdAt: '2026-02-01T00:00:00.000Z', requestedUrl: summary.url });
      assert.deepEqual((await stores.analyses.get('objects'))!.checks, checks);
    });

    test('heads are shared by the analyses and read by another connection', async () => {
      const heads = await stores.probe.checkHeads();
      assert.ok(heads > 0 && heads < 3 * rules.length, `${heads} heads`);
      // Another process, or this one after a restart: it knows no head until it reads one.
      const other = await stores.another();
      try {
        assert.equal(JSON.stringify((await other.analyses.get('real3'))!.checks), corpusChecks[3]);
      } finally {
        await other.destroy();
      }
    });

    test('two connections saving at once intern each new head once, under one number', async () => {
      const other = await stores.another();
      try {
        const fresh = (tag: string) =>
          JSON.stringify(Array.from({ length: 30 }, (_, i) => ({ id: `new/head-${i}`, dimension: 'seo', outcome: 'pass', impact: 'minor', tags: [], title: `New head ${i}`, findings: [{ detail: `${tag} ${i}` }] })));
        const before = await stores.probe.checkHeads();
        const save = (s: Stores, id: string) => {
          const summary = summaryFor(id, `https://${id}.example/`, 30);
          return s.analyses.save({ summary, checksJson: fresh(id), siteName: null, createdAt: '2026-02-02T00:00:00.000Z', requestedUrl: summary.url });
        };
        await Promise.all([save(stores, 'race-a'), save(other, 'race-b'), save(stores, 'race-c'), save(other, 'race-d')]);
        assert.equal(await stores.probe.checkHeads(), before + 30);
        for (const id of ['race-a', 'race-b', 'race-c', 'race-d']) {
          assert.equal(JSON.stringify((await stores.analyses.get(id))!.checks), fresh(id));
          assert.equal(JSON.stringify((await other.analyses.get(id))!.checks), fresh(id));
        }
      } finally {
        await other.destroy();
      }
    });
  });
}

describe('the SQLite analysis store', () => {
  let stores: SqliteStores;
  before(() => {
    stores = openSqlite(tempDir());
  });
  after(() => stores.close());

  test('new heads are never written inside a caller\'s transaction', async () => {
    const summary = summaryFor('in-tx', 'https://tx.example/', 40);
    const checks = JSON.stringify([{ id: 'never/seen', dimension: 'seo', outcome: 'pass', impact: 'minor', tags: [], title: 'Never seen', findings: [] }]);
    // The SQLite store's save does its work before it returns its promise: inside the caller's transaction.
    const inTransaction = (checksJson: string) => {
      let saved: Promise<void> | undefined;
      stores.db.transaction(() => {
        saved = stores.analyses.save({ summary, checksJson, siteName: null, createdAt: '2026-02-01T00:00:00.000Z', requestedUrl: summary.url });
      })();
      return saved!;
    };
    await assert.rejects(inTransaction(checks), /inside a transaction/);
    assert.equal(await stores.analyses.get('in-tx'), null);
    // Heads already known are fine there (a batch of saves of one release's checks).
    const known = summaryFor('known', 'https://known.example/', 40);
    await stores.analyses.save({ summary: known, checksJson: corpusChecks[2]!, siteName: null, createdAt: '2026-02-01T00:00:00.000Z', requestedUrl: known.url });
    await inTransaction(corpusChecks[2]!);
    assert.equal(JSON.stringify((await stores.analyses.get('in-tx'))!.checks), corpusChecks[2]);
  });
});

/** The schema of the release before packed checks and the leaderboard table, as it created it. */
function createOldDatabase(dir: string): Database.Database {
  const db = new Database(join(dir, 'pagegrade.sqlite'));
  db.pragma('journal_mode = WAL');
  db.exec(`CREATE TABLE analyses (
     id TEXT PRIMARY KEY, requested_url TEXT NOT NULL, url TEXT NOT NULL, host TEXT NOT NULL, title TEXT,
     score INTEGER NOT NULL, grade TEXT NOT NULL, created_at TEXT NOT NULL, summary TEXT NOT NULL, checks TEXT NOT NULL)`);
  db.exec(`CREATE INDEX analyses_host ON analyses(host, score DESC)`);
  db.exec(`ALTER TABLE analyses ADD COLUMN site_name TEXT`);
  return db;
}

describe('a database of an earlier release', () => {
  test('opens, builds its leaderboard, reads old rows, and compacts them in batches', async () => {
    const dir = tempDir();
    const old = createOldDatabase(dir);
    const insert = old.prepare(
      `INSERT INTO analyses (id, requested_url, url, host, title, site_name, score, grade, created_at, summary, checks) VALUES (?, ?, ?, ?, ?, ?, ?, 'B', ?, ?, ?)`,
    );
    const rows = corpusChecks.map((checks, i) => {
      const host = `old${i % 5}.example`;
      const url = `https://${host}/${i}`;
      const id = `old${String(i).padStart(4, '0')}`;
      const score = 40 + ((i * 7) % 30);
      insert.run(id, url, url, host, `Title ${i}`, i % 2 ? `Site ${i % 5}` : null, score, new Date(Date.UTC(2025, 5, 1, 0, i)).toISOString(), JSON.stringify(summaryFor(id, url, score)), checks);
      return { id, host, score, checks };
    });
    insert.run('nohost', 'x', 'not a url', '', null, null, 99, '2025-06-01T00:00:00.000Z', JSON.stringify(summaryFor('nohost', 'not a url', 99)), '[]');
    // What the leaderboard showed before: the window query of the earlier release.
    const expected = old
      .prepare(
        `WITH best AS (
           SELECT id, host, url, score, grade, created_at, COALESCE(NULLIF(site_name, ''), NULLIF(title, ''), host) AS name,
                  ROW_NUMBER() OVER (PARTITION BY host ORDER BY score DESC, created_at ASC, id ASC) AS rn
           FROM analyses WHERE host != ''
         ), ranked AS (SELECT *, ROW_NUMBER() OVER (ORDER BY score DESC, created_at ASC, host ASC) AS rank FROM best WHERE rn = 1)
         SELECT rank, id AS analysisId, host, name, url, score, grade, created_at AS createdAt FROM ranked ORDER BY rank`,
      )
      .all();
    old.close();

    const stores = openSqlite(dir);
    try {
      assert.equal(await stores.analyses.count(), rows.length + 1);
      assert.deepEqual(
        (await stores.analyses.leaderboard(100, null)).map((r) => ({ rank: r.rank, analysisId: r.analysisId, host: r.host, name: r.name, url: r.url, score: r.score, grade: r.grade, createdAt: r.createdAt })),
        expected,
      );
      const index = stores.db.prepare(`SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'analyses'`).pluck().all();
      assert.ok(!index.includes('analyses_host'), 'the index of the window query is gone');
      // Old rows read as they are, before any is rewritten.
      for (const r of rows) assert.equal(JSON.stringify((await stores.analyses.get(r.id))!.checks), r.checks);
      // Compacted in bounded batches, each its own transaction; new rows meanwhile are compact already.
      const batches: number[] = [];
      for (let n; (n = (await stores.analyses.upgrade(5))) > 0; ) batches.push(n);
      assert.deepEqual(batches, [5, 5, 5, 3]);
      const kinds = stores.db.prepare(`SELECT typeof(checks) || ' ' || typeof(summary) AS kind, COUNT(*) AS n FROM analyses GROUP BY kind`).all();
      assert.deepEqual(kinds, [{ kind: 'blob blob', n: rows.length + 1 }]);
      for (const r of rows) {
        const got = (await stores.analyses.get(r.id))!;
        assert.equal(JSON.stringify(got.checks), r.checks);
        assert.deepEqual(got.summary, summaryFor(r.id, got.summary.url, r.score));
        assert.deepEqual(await stores.analyses.summary(r.id), got.summary);
      }
      assert.deepEqual((await stores.analyses.get('nohost'))!.checks, []);
      assert.equal(await stores.analyses.upgrade(5), 0);
    } finally {
      stores.close();
    }
    // A second start builds nothing again and changes nothing.
    const again = openSqlite(dir);
    try {
      assert.equal(await again.analyses.count(), rows.length + 1);
      assert.equal((await again.analyses.leaderboard(100, null)).length, expected.length);
    } finally {
      again.close();
    }
  });
});
