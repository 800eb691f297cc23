// One hostile page must not stall the service: while a page nested a million elements deep is
// analyzed, the API keeps answering and other pages are analyzed as usual; a page that overruns the
// analysis time limit fails alone, with analysis_timeout.
import { test, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import { performance } from 'node:perf_hooks';
import { startServer, type TestServer } from '../helpers/server.ts';
import { call } from '../helpers/http.ts';
import { startSite, type FixtureSite } from '../helpers/fixture-server.ts';

const HEAD = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Deep</title><link rel="stylesheet" href="/deep.css"></head><body>';
// 5 MB: a million unclosed elements, and then a stylesheet reference the fetcher must still find.
const DEEP = `${HEAD}${'<div>'.repeat(1_000_000)}<link rel="stylesheet" href="/late.css">`;
const NORMAL = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Normal page</title><link rel="stylesheet" href="/site.css"></head><body><main><h1>Normal</h1><p>Text.</p></main></body></html>';
const CSS = { headers: { 'content-type': 'text/css' }, body: 'body{margin:0}' };

const sites: FixtureSite[] = [];
const servers: TestServer[] = [];
after(async () => {
  for (const s of sites) await s.close();
  for (const s of servers) await s.close();
});

async function site(): Promise<FixtureSite> {
  const s = await startSite({ '/deep': { body: DEEP }, '/normal': { body: NORMAL }, '/deep.css': CSS, '/late.css': CSS, '/site.css': CSS });
  sites.push(s);
  return s;
}

/** Polls /api/v1/health one request after another until `until` settles; returns every latency. */
async function pollHealth(base: string, until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.finally(() => (done = true)).catch(() => undefined);
  const latencies: number[] = [];
  while (!done) {
    const t0 = performance.now();
    const r = await call(base, '/api/v1/health');
    latencies.push(performance.now() - t0);
    assert.equal(r.status, 200);
    await new Promise((res) => setTimeout(res, 50));
  }
  return latencies;
}

describe('a hostile page does not stall the service', () => {
  test('a page nested a million deep is analyzed while health answers and a normal page is analyzed', async (t) => {
    const fixture = await site();
    const srv = await startServer({ PAGEGRADE_FETCH_PAGE_TIMEOUT_MS: '30000', PAGEGRADE_FETCH_REQUEST_TIMEOUT_MS: '20000' });
    servers.push(srv);
    const t0 = performance.now();
    const deep = call(srv.url, '/api/v1/analyze', { method: 'POST', json: { url: `${fixture.origin}/deep` } });
    // Give the deep page a head start, so the normal one runs while the deep one is read.
    await new Promise((res) => setTimeout(res, 200));
    const normal = call(srv.url, '/api/v1/analyze', { method: 'POST', json: { url: `${fixture.origin}/normal` } });
    const latencies = await pollHealth(srv.url, Promise.all([deep, normal]));
    const [d, n] = await Promise.all([deep, normal]);
    t.diagnostic(`deep page: ${d.status} after ${Math.round(performance.now() - t0)} ms; health: ${latencies.length} answers, slowest ${Math.round(Math.max(...latencies))} ms`);
    assert.equal(n.status, 200, JSON.stringify(n.data));
    assert.equal(n.data.title, 'Normal page');
    // On a quiet machine the page is analyzed in about 3 s, well inside the 20 s limit; a machine
    // busy with other work may take longer, and then the page, not the service, fails, and cleanly.
    if (d.status === 200) assert.equal(d.data.title, 'Deep');
    else assert.equal(d.data.error?.code, 'analysis_timeout', JSON.stringify(d.data));
    // The stylesheet after a million open elements was found and fetched.
    assert.ok(fixture.hits.includes('/late.css'));
    // Health is polled only while the analyses are in flight, so two answers or more prove the main
    // thread kept serving during them; how fast it answered is reported above, not asserted.
    assert.ok(latencies.length >= 2, `health answered ${latencies.length} times while the pages were analysed`);
  });

  test('a page that overruns the analysis time limit fails alone with analysis_timeout', async (t) => {
    const fixture = await site();
    const srv = await startServer({ PAGEGRADE_ANALYSIS_TIMEOUT_MS: '400', PAGEGRADE_FETCH_PAGE_TIMEOUT_MS: '30000', PAGEGRADE_FETCH_REQUEST_TIMEOUT_MS: '20000' });
    servers.push(srv);
    const deep = call(srv.url, '/api/v1/analyze', { method: 'POST', json: { url: `${fixture.origin}/deep` } });
    const latencies = await pollHealth(srv.url, deep);
    const d = await deep;
    t.diagnostic(`health: ${latencies.length} answers, slowest ${Math.round(Math.max(...latencies))} ms`);
    assert.equal(d.status, 422);
    assert.equal(d.data.error.code, 'analysis_timeout');
    assert.match(d.data.error.message, /time limit of 0\.4 s/);
    // The worker that was stopped is replaced; its start-up does not count against the next page.
    // 0.4 s is tight for a normal page on a machine busy with other work, so a time-out of the normal
    // page is tried again (twice at most): what this proves is that the service analyses again.
    let n = await call(srv.url, '/api/v1/analyze', { method: 'POST', json: { url: `${fixture.origin}/normal` } });
    for (let retry = 0; retry < 2 && n.data?.error?.code === 'analysis_timeout'; retry++) {
      t.diagnostic('the normal page overran 0.4 s on a busy machine; trying again');
      n = await call(srv.url, '/api/v1/analyze', { method: 'POST', json: { url: `${fixture.origin}/normal` } });
    }
    assert.equal(n.status, 200, JSON.stringify(n.data));
  });
});
