import { test, before, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import { isPagegradeError, type AnalysisSummary } from '@pagegrade/core';
import { Leaderboard } from '../../server/src/service/leaderboard.ts';
import { findSite } from '../../server/src/search/sites.ts';
import { storeBackends, type TestStores } from '../helpers/backends.ts';
import type { Stores } from '@pagegrade/server';

const BASE = 'https://pagegrade.test';

interface Seed {
  id: string;
  host: string;
  score: number;
  createdAt: string;
  title: string | null;
  siteName: string | null;
}

/** The leaderboard by its definition: each host's best (score desc, first reached, then id), ranked by score desc, first reached, host. */
function expected(seeds: Seed[]) {
  const best = new Map<string, Seed>();
  const better = (a: Seed, b: Seed) => a.score > b.score || (a.score === b.score && (a.createdAt < b.createdAt || (a.createdAt === b.createdAt && a.id < b.id)));
  for (const s of seeds) if (!best.has(s.host) || better(s, best.get(s.host)!)) best.set(s.host, s);
  return [...best.values()]
    .sort((a, b) => b.score - a.score || (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.host < b.host ? -1 : 1))
    .map((s, i) => ({ rank: i + 1, name: s.siteName || s.title || s.host, url: `https://${s.host}/`, score: s.score, grade: 'C', reportUrl: `${BASE}/report/${s.id}` }));
}

for (const backend of storeBackends()) {
  describe(`the leaderboard table (${backend.name})`, { skip: backend.skip }, () => {
    let stores: TestStores;
    let board: Leaderboard;
    before(async () => {
      stores = await backend.open();
      board = new Leaderboard(stores.analyses, Buffer.alloc(32, 3), BASE);
    });
    after(() => stores.destroy());

    async function save(s: Seed, into: Stores = stores): Promise<void> {
      const url = `https://${s.host}/`;
      const summary = { id: s.id, url, title: s.title, score: s.score, grade: 'C', dimensions: [], topIssues: [], caps: [], counts: {}, scoringNote: '' } as unknown as AnalysisSummary;
      await into.analyses.save({ summary, checks: [], siteName: s.siteName, createdAt: s.createdAt, requestedUrl: url });
    }

    /** Every page through the signed cursors. */
    async function walk(limit: number) {
      const entries = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const page = await board.page(limit, cursor);
        entries.push(...page.entries);
        cursor = page.nextCursor;
        pages++;
      } while (cursor);
      return { entries, pages };
    }

    const seeds: Seed[] = [];

    test('holds each site\'s best, ranked as the definition says, ties included, page after page', async () => {
      // A small generator of its own, so every run sees the same crowded ties.
      let x = 12345;
      const next = (n: number) => {
        // mulberry32
        x = (x + 0x6d2b79f5) | 0;
        let t = Math.imul(x ^ (x >>> 15), 1 | x);
        t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
        return ((t ^ (t >>> 14)) >>> 0) % n;
      };
      for (let i = 0; i < 700; i++) {
        const s: Seed = {
          id: `id${String(next(100000)).padStart(6, '0')}${i}`,
          host: `site${next(90)}.example`,
          score: 50 + next(8),
          createdAt: new Date(Date.UTC(2026, 0, 1, 0, next(25))).toISOString(),
          title: next(3) ? `Title ${i}` : null,
          siteName: next(4) ? null : `Name ${i}`,
        };
        seeds.push(s);
        await save(s);
      }
      const want = expected(seeds);
      assert.ok(want.length > 80);
      assert.deepEqual((await board.page(100, null)).entries, want.slice(0, 100));
      for (const limit of [1, 7, 20, 100]) {
        const { entries, pages } = await walk(limit);
        assert.deepEqual(entries, want, `pages of ${limit}`);
        assert.equal(pages, Math.ceil(want.length / limit));
      }
    });

    test('a better analysis takes its site\'s row; a worse or a later equal one never does', async () => {
      const host = 'site7.example';
      const current = expected(seeds).find((e) => e.url === `https://${host}/`)!;
      const at = '2026-01-01T00:10:00.000Z';
      const worse: Seed = { id: 'zz-worse', host, score: current.score - 1, createdAt: '2025-01-01T00:00:00.000Z', title: 'Worse', siteName: null };
      const equalLater: Seed = { id: 'aa-later', host, score: current.score, createdAt: '2027-01-01T00:00:00.000Z', title: 'Later', siteName: null };
      for (const s of [worse, equalLater]) {
        await save(s);
        seeds.push(s);
        assert.deepEqual((await board.page(100, null)).entries.find((e) => e.url === `https://${host}/`), current, s.title!);
      }
      const better: Seed = { id: 'mm-better', host, score: 99, createdAt: at, title: 'Better', siteName: 'Better Co' };
      await save(better);
      seeds.push(better);
      const top = (await board.page(1, null)).entries[0]!;
      assert.deepEqual(top, { rank: 1, name: 'Better Co', url: `https://${host}/`, score: 99, grade: 'C', reportUrl: `${BASE}/report/mm-better` });
      // The same score at the same moment: the smaller id is the site's best, as before.
      const tie: Seed = { id: 'mm-aaaa', host, score: 99, createdAt: at, title: 'Tie', siteName: null };
      await save(tie);
      seeds.push(tie);
      assert.equal((await board.page(1, null)).entries[0]!.reportUrl, `${BASE}/report/mm-aaaa`);
      assert.deepEqual((await walk(13)).entries, expected(seeds));
    });

    test('ranks go on from the cursor; cursors of the earlier release still work; a bad rank is refused', async () => {
      const want = expected(seeds);
      const first = await board.page(10, null);
      const second = await board.page(10, first.nextCursor);
      assert.deepEqual(second.entries.map((e) => e.rank), [11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
      // An earlier release signed [score, createdAt, host]: its rank is counted once.
      const [payload] = first.nextCursor!.split('.');
      const [score, createdAt, host] = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as [number, string, string, number];
      const sign = (p: string) => `${p}.${(board as unknown as { sign(p: string): string }).sign(p)}`;
      const oldCursor = sign(Buffer.from(JSON.stringify([score, createdAt, host])).toString('base64url'));
      assert.deepEqual((await board.page(10, oldCursor)).entries, want.slice(10, 20));
      for (const rank of [0, -1, 1.5, '3', null]) {
        const cursor = sign(Buffer.from(JSON.stringify([score, createdAt, host, rank])).toString('base64url'));
        await assert.rejects(
          board.page(10, cursor),
          (e: unknown) => isPagegradeError(e) && e.code === 'invalid_request',
          String(rank),
        );
      }
    });

    test('a page reads the order\'s index, never the analyses', async () => {
      const plans = await stores.probe.leaderboardPlans();
      if (backend.name === 'sqlite') {
        assert.match(plans[0]!, /^SCAN leaderboard USING (COVERING )?INDEX leaderboard_order$/);
        assert.match(plans[1]!, /SEARCH leaderboard USING (COVERING )?INDEX leaderboard_order \(score=\? AND \(created_at,host\)>\(\?,\?\)\)/);
        assert.match(plans[1]!, /SEARCH leaderboard USING (COVERING )?INDEX leaderboard_order \(score<\?\)/);
      } else {
        // Read in the index's order, each seek stopped by its LIMIT: a page costs its length at
        // any depth. (The planner may sort the first seek's rows, at most a page of them, again.)
        assert.match(plans[0]!, /^Limit .*\| ->  Index Scan using leaderboard_order on leaderboard /);
        assert.equal(plans[1]!.match(/->  Limit [^|]*\| ->  Index Scan using leaderboard_order on leaderboard/g)?.length, 2, plans[1]);
        assert.match(plans[1]!, /Index Cond: \(\(score = /);
        assert.match(plans[1]!, /Index Cond: \(score < /);
        assert.doesNotMatch(plans.join(' '), /Seq Scan|Bitmap/);
        assert.doesNotMatch(plans.join(' '), /->  Sort [^|]*\| Sort Key: [^|]*\| ->  (?!Limit)/, 'a sort only of a page');
      }
      assert.doesNotMatch(plans.join(' '), /analyses/);
    });

    test('a site is found by any spelling of its host, without walking the leaderboard', async () => {
      await save({ id: 'spell-1', host: 'spell.example', score: 70, createdAt: '2026-03-01T00:00:00.000Z', title: 'Bare', siteName: null });
      await save({ id: 'spell-2', host: 'www.spell.example', score: 75, createdAt: '2026-03-02T00:00:00.000Z', title: 'With www', siteName: null });
      await save({ id: 'spell-3', host: 'www.www.spell.example', score: 99, createdAt: '2026-03-03T00:00:00.000Z', title: 'Another host', siteName: null });
      const store: Stores['analyses'] = Object.assign(Object.create(stores.analyses), { leaderboard: () => assert.fail('walked the leaderboard') });
      for (const asked of ['spell.example', 'WWW.Spell.Example.', 'www.spell.example']) {
        const found = (await findSite(store, asked))!;
        assert.equal(found.row.analysisId, 'spell-2', asked);
        assert.equal(found.summary.id, 'spell-2');
      }
      assert.equal((await findSite(store, 'www.www.spell.example'))!.row.analysisId, 'spell-3');
      assert.equal(await findSite(store, 'nowhere.example'), null);
    });

    test('a page is read once between saves, and a save shows at once', async () => {
      const fresh = new Leaderboard(stores.analyses, Buffer.alloc(32, 3), BASE);
      const first = await fresh.page(5, null);
      assert.equal(await fresh.page(5, null), first, 'the same page from memory');
      assert.ok(Object.isFrozen(first) && Object.isFrozen(first.entries));
      const top = first.entries[0]?.score ?? 0;
      await save({ id: 'cache-top', host: 'cache-top.example', score: Math.min(100, top + 1), createdAt: '2020-01-01T00:00:00.000Z', title: 'Cache top', siteName: null });
      const after = await fresh.page(5, null);
      assert.notEqual(after, first);
      assert.equal(after.entries[0]!.name, 'Cache top');
    });

    test('a save by another process shows at once too', { skip: backend.name === 'sqlite' && 'one process per data directory' }, async () => {
      const fresh = new Leaderboard(stores.analyses, Buffer.alloc(32, 3), BASE);
      const first = await fresh.page(5, null);
      const other = await stores.another();
      try {
        await save({ id: 'other-top', host: 'other-top.example', score: 100, createdAt: '2019-01-01T00:00:00.000Z', title: 'Other top', siteName: null }, other);
      } finally {
        await other.destroy();
      }
      const after = await fresh.page(5, null);
      assert.notEqual(after, first);
      assert.equal(after.entries[0]!.name, 'Other top');
    });
  });
}
