// Error pages and non-pages are refused like PageSpeed Insights refuses them: 422 fetch_failed with
// the status or content type named, nothing stored, nothing on the leaderboard.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, type TestServer } from '../helpers/server.ts';
import { call } from '../helpers/http.ts';
import { startSite, type FixtureSite } from '../helpers/fixture-server.ts';

let srv: TestServer;
let site: FixtureSite;
before(async () => {
  srv = await startServer();
  site = await startSite({
    '/error': { status: 500, body: '<!doctype html><title>Server error</title><h1>Oops</h1>' },
    '/missing': { status: 404, body: '<!doctype html><title>Not found</title>' },
    '/data.json': { headers: { 'content-type': 'application/json' }, body: '{"a":1}' },
    '/binary': { headers: { 'content-type': 'text/html' }, body: Buffer.from(Array.from({ length: 2000 }, (_, i) => (i * 31) % 256)) },
  });
});
after(async () => {
  await site.close();
  await srv.close();
});

for (const [path, message] of [
  ['/error', /answered HTTP 500/],
  ['/missing', /answered HTTP 404/],
  ['/data.json', /serves application\/json, not an HTML page/],
  ['/binary', /binary data/],
] as const) {
  test(`${path} is refused with fetch_failed and nothing is stored`, async () => {
    const before = await srv.stores.analyses.count();
    const r = await call(srv.url, '/api/v1/analyze', { method: 'POST', json: { url: `${site.origin}${path}` } });
    assert.equal(r.status, 422);
    assert.equal(r.data.error.code, 'fetch_failed');
    assert.match(r.data.error.message, message);
    assert.equal(await srv.stores.analyses.count(), before);
    const board = await call(srv.url, '/api/v1/leaderboard');
    assert.equal(board.status, 200);
    assert.deepEqual(board.data.entries, []);
  });
}
