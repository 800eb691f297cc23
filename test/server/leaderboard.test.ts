import { test, before, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import { validator } from '@pagegrade/server';
import type { AnalysisSummary } from '@pagegrade/core';
import { serviceBackends, startServer, type TestServer } from '../helpers/server.ts';

for (const backend of serviceBackends()) {
  describe(`the leaderboard API (${backend.name})`, { skip: backend.skip }, () => {
    let srv: TestServer;
    before(async () => {
      srv = await startServer({}, { backend: backend.name });
    });
    after(() => srv.close());

    let seq = 0;
    async function seed(url: string, score: number, names: { title?: string | null; siteName?: string | null } = {}) {
      const id = `seed${String(++seq).padStart(18, '0')}`;
      const summary = { id, url, title: names.title ?? null, score, grade: 'B', dimensions: [], topIssues: [], caps: [], counts: {}, scoringNote: '' } as unknown as AnalysisSummary;
      await srv.stores.analyses.save({ summary, checks: [], siteName: names.siteName ?? null, createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, seq)).toISOString(), requestedUrl: url });
      return id;
    }

    async function board(query = '') {
      const res = await fetch(`${srv.url}/api/v1/leaderboard${query}`);
      return { status: res.status, headers: res.headers, data: (await res.json()) as any };
    }

    test('empty, then one entry per site with its best analysis and its own name', async () => {
      const empty = await board();
      assert.equal(empty.status, 200);
      assert.deepEqual(empty.data.entries, []);
      assert.equal(empty.data.nextCursor, null);
      assert.equal(empty.data.viewUrl, `${srv.url}/leaderboard`);

      await seed('https://alpha.example/', 70, { title: 'Alpha home', siteName: 'Alpha Co' });
      await seed('https://alpha.example/better', 91, { title: 'Alpha better' });
      await seed('https://beta.example/', 85, { title: 'Beta page' });
      await seed('https://gamma.example/', 60);
      await seed('https://delta.example/', 85, { title: 'Delta' });
      const r = await board();
      assert.ok(validator('Leaderboard')(structuredClone(r.data)), JSON.stringify(validator('Leaderboard').errors));
      assert.deepEqual(
        r.data.entries.map((e: any) => [e.rank, e.name, e.score]),
        [
          [1, 'Alpha better', 91],
          [2, 'Beta page', 85],
          [3, 'Delta', 85],
          [4, 'gamma.example', 60],
        ],
      );
      assert.ok(r.headers.get('ratelimit-limit'));
    });

    test('keyset paging stays correct when analyses arrive between pages', async () => {
      const first = await board('?limit=2');
      assert.equal(first.data.entries.length, 2);
      assert.ok(first.data.nextCursor);
      // A new best site arrives, and an existing one improves, while the client pages.
      await seed('https://epsilon.example/', 99, { title: 'Epsilon' });
      await seed('https://gamma.example/again', 65);
      const second = await board(`?limit=2&cursor=${encodeURIComponent(first.data.nextCursor)}`);
      assert.deepEqual(second.data.entries.map((e: any) => e.name), ['Delta', 'gamma.example']);
      assert.equal(second.data.entries[1].score, 65);
      assert.equal(second.data.nextCursor, null);
      const all = await board('?limit=100');
      assert.deepEqual(all.data.entries.map((e: any) => e.rank), [1, 2, 3, 4, 5]);
      assert.equal(all.data.entries[0].name, 'Epsilon');
    });

    test('a bad limit or a malformed or tampered cursor is 400 invalid_request', async () => {
      const page = await board('?limit=1');
      const cursor: string = page.data.nextCursor;
      const [payload, sig] = cursor.split('.');
      const forged = `${Buffer.from(JSON.stringify([100, '1970-01-01T00:00:00.000Z', 'a'])).toString('base64url')}.${sig}`;
      for (const q of ['?limit=0', '?limit=101', '?limit=abc', '?cursor=garbage', `?cursor=${forged}`, `?cursor=${payload}.AAAAAAAAAAAAAAAAAAAAAA`, `?cursor=${cursor}x`]) {
        const r = await board(q);
        assert.equal(r.status, 400, q);
        assert.equal(r.data.error.code, 'invalid_request');
      }
    });

    test('dry runs and the sandbox never enter the leaderboard', async () => {
      const before = (await board('?limit=100')).data.entries.length;
      await fetch(`${srv.url}/api/v1/analyze`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ url: 'https://zeta.example/', dryRun: true }) });
      await fetch(`${srv.url}/api/v1/sandbox/analyze`, { method: 'POST' });
      assert.equal((await board('?limit=100')).data.entries.length, before);
    });

    test('the leaderboard page lists the sites', async () => {
      const res = await fetch(`${srv.url}/leaderboard`);
      assert.equal(res.status, 200);
      const html = await res.text();
      assert.match(html, /Epsilon/);
      assert.match(html, /Alpha better/);
    });
  });
}
