import { test, before, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import type { AnalysisMode, AnalysisSummary } from '@pagegrade/core';
import { storeBackends, type TestStores } from '../helpers/backends.ts';
import { serviceBackends, startServer, type TestServer } from '../helpers/server.ts';
import { call, assertSchema, settledJob } from '../helpers/http.ts';
import { startSite, type FixtureSite } from '../helpers/fixture-server.ts';

// The mode of an analysis, end to end: what each entry point accepts, what a server without a
// browser answers, what is stored and ranked, and (where Chromium is installed) a page built by
// script graded on what the browser drew.

const CHROMIUM = process.env['PAGEGRADE_CHROMIUM'] || '/usr/bin/chromium';
const NO_CHROMIUM = existsSync(CHROMIUM) ? false : `no browser at ${CHROMIUM} (apt-get install chromium, or set PAGEGRADE_CHROMIUM)`;

const MCP_HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-11-25' };

/** The served HTML is an empty shell; its heading, text, links and title are written by its script. */
const SCRIPT_BUILT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Empty shell</title></head>
<body><div id="app"></div>
<script>
document.title = 'Built by script';
document.getElementById('app').innerHTML = '<main><h1>Rendered heading</h1><p>This paragraph exists only after the script ran.</p><a href="/about">About us</a></main>';
</script></body></html>`;
const PLAIN = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Plain page</title></head><body><main><h1>Plain</h1><p>Text.</p></main></body></html>';

let site: FixtureSite;
before(async () => {
  site = await startSite({ '/': { body: PLAIN }, '/app': { body: SCRIPT_BUILT }, '/about': { body: PLAIN } });
});
after(() => site.close());

async function mcpAnalyze(srv: TestServer, url: string, mode?: AnalysisMode) {
  const r = await call(srv.url, '/api/v1/mcp', {
    method: 'POST',
    headers: MCP_HEADERS,
    json: { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'analyze_website', arguments: { url, ...(mode ? { mode } : {}) } } },
  });
  assert.equal(r.status, 200, r.text);
  return r.data.result as { isError?: boolean; content: Array<{ type: string; text: string }>; structuredContent?: AnalysisSummary };
}

describe('a server without a browser (PAGEGRADE_CHROMIUM=/nonexistent)', () => {
  let srv: TestServer;
  before(async () => {
    srv = await startServer({ PAGEGRADE_CHROMIUM: '/nonexistent/chromium' });
  });
  after(async () => {
    await srv.whenIdle();
    await srv.close();
  });

  const assertUnavailable = (r: Awaited<ReturnType<typeof call>>) => {
    assert.equal(r.status, 501, r.text);
    assert.equal(r.data.error.code, 'rendering_unavailable');
    assert.equal(r.data.error.status, 501);
    assert.match(r.data.error.message, /mode "static"/);
    assert.match(r.data.error.documentation, /#rendering_unavailable$/);
    // Not a passing state: no invitation to retry.
    assert.equal(r.headers.get('retry-after'), null);
  };

  test('a rendered analysis answers 501 rendering_unavailable, spending no analysis; a static one still works', async () => {
    const before = await call(srv.url, '/api/v1/analyze', { method: 'POST', json: { url: site.url, dryRun: true } });
    const left = Number(before.headers.get('ratelimit-remaining'));
    assertUnavailable(await call(srv.url, '/api/v1/analyze', { method: 'POST', json: { url: site.url, mode: 'rendered' } }));
    assertUnavailable(await call(srv.url, '/api/v1/analyze', { method: 'POST', json: { url: site.url, mode: 'rendered', dryRun: true } }));
    const fine = await call(srv.url, '/api/v1/analyze', { method: 'POST', json: { url: site.url } });
    assert.equal(fine.status, 200, fine.text);
    assert.equal(fine.data.mode, 'static');
    assert.equal(fine.data.title, 'Plain page');
    assert.equal(Number(fine.headers.get('ratelimit-remaining')), left - 1, 'only the static analysis was spent');
    const explicit = await call(srv.url, '/api/v1/analyze', { method: 'POST', json: { url: site.url, mode: 'static' } });
    assert.equal(explicit.data.mode, 'static');
  });

  test('jobs and batches: refused before anything is queued; a static job says its mode', async () => {
    assertUnavailable(await call(srv.url, '/api/v1/analyses', { method: 'POST', json: { url: site.url, mode: 'rendered' } }));
    assertUnavailable(await call(srv.url, '/api/v1/analyses', { method: 'POST', json: { urls: [site.url], mode: 'rendered' } }));
    assertUnavailable(await call(srv.url, '/api/v1/analyses/batch?mode=rendered', { method: 'POST', json: [site.url] }));
    assert.deepEqual(await srv.stores.jobs.running(), []);
    const bad = await call(srv.url, '/api/v1/analyses/batch?mode=drawn', { method: 'POST', json: [site.url] });
    assert.equal(bad.status, 400);
    assert.equal(bad.data.error.code, 'invalid_request');
    const wrong = await call(srv.url, '/api/v1/analyze', { method: 'POST', json: { url: site.url, mode: 'drawn' } });
    assert.equal(wrong.status, 400);

    const started = await call(srv.url, '/api/v1/analyses/batch?mode=static', { method: 'POST', json: [site.url] });
    assert.equal(started.status, 202, started.text);
    assert.equal(started.data.jobs[0].mode, 'static');
    const done = await settledJob(srv.url, started.data.jobs[0].id);
    assert.equal(done.data.status, 'complete');
    assert.equal(done.data.mode, 'static');
    assert.equal(done.data.result.mode, 'static');
  });

  test('the MCP tool answers rendering_unavailable as a tool error, and analyzes statically without a mode', async () => {
    const refused = await mcpAnalyze(srv, site.url, 'rendered');
    assert.equal(refused.isError, true);
    const body = JSON.parse(refused.content[0]!.text);
    assertSchema('Error', body);
    assert.equal(body.error.code, 'rendering_unavailable');
    const fine = await mcpAnalyze(srv, site.url);
    assert.notEqual(fine.isError, true, JSON.stringify(fine.content));
    assert.equal(fine.structuredContent!.mode, 'static');
  });

  test('the form offers both modes and explains the refusal in words; health says the browser is absent', async () => {
    const home = await fetch(`${srv.url}/`);
    const html = await home.text();
    assert.match(html, /<input type="radio" name="mode" value="static" checked>/);
    assert.match(html, /<input type="radio" name="mode" value="rendered">/);
    const r = await fetch(`${srv.url}/analyze`, { method: 'POST', body: new URLSearchParams({ url: site.url, mode: 'rendered' }), redirect: 'manual' });
    assert.equal(r.status, 501);
    const page = await r.text();
    assert.match(page, /cannot render pages in a browser/);
    assert.match(page, /value="rendered" checked/, 'the choice is kept');
    const health = await call(srv.url, '/api/v1/health');
    assert.equal(health.status, 200);
    assertSchema('Health', health.data);
    assert.deepEqual(health.data.dependencies.browser, { state: 'down', required: false, error: 'no browser is installed: rendered analyses answer rendering_unavailable', launches: 0, renderConcurrency: 1 });
  });
});

for (const backend of storeBackends()) {
  describe(`stored modes and the leaderboard's mode (${backend.name})`, { skip: backend.skip }, () => {
    let stores: TestStores;
    before(async () => {
      stores = await backend.open();
    });
    after(() => stores.destroy());

    const summary = (id: string, url: string, score: number, mode?: AnalysisMode) =>
      ({ id, url, ...(mode ? { mode } : {}), title: null, score, grade: 'B', dimensions: [], topIssues: [], caps: [], counts: {}, scoringNote: '' }) as unknown as AnalysisSummary;

    test('rendered analyses are stored as rendered and never ranked; the static one of the site is', async () => {
      const at = (s: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, s)).toISOString();
      await stores.analyses.save({ summary: summary('mode-static-000000000001', 'https://both.example/', 60, 'static'), checks: [], createdAt: at(1), requestedUrl: 'https://both.example/' });
      await stores.analyses.save({ summary: summary('mode-rendered-0000000001', 'https://both.example/', 95, 'rendered'), checks: [], createdAt: at(2), requestedUrl: 'https://both.example/' });
      await stores.analyses.save({ summary: summary('mode-rendered-0000000002', 'https://drawn-only.example/', 99, 'rendered'), checks: [], createdAt: at(3), requestedUrl: 'https://drawn-only.example/' });
      // As written before modes existed: static.
      await stores.analyses.save({ summary: summary('mode-none-00000000000001', 'https://older.example/', 50), checks: [], createdAt: at(4), requestedUrl: 'https://older.example/' });
      const board = await stores.analyses.leaderboard(10, null);
      assert.deepEqual(
        board.map((r) => [r.host, r.score, r.analysisId]),
        [
          ['both.example', 60, 'mode-static-000000000001'],
          ['older.example', 50, 'mode-none-00000000000001'],
        ],
      );
      assert.equal((await stores.analyses.summary('mode-rendered-0000000001'))!.mode, 'rendered');
      assert.equal((await stores.analyses.get('mode-rendered-0000000002'))!.summary.mode, 'rendered');
    });

    test('a job keeps its mode', async () => {
      await stores.jobs.create({ id: 'rendered-job-0000000001', url: 'https://drawn.example/', status: 'running', createdAt: 1, startedAt: 1, finishedAt: null, analysisId: null, error: null, mode: 'rendered' });
      assert.equal((await stores.jobs.get('rendered-job-0000000001'))!.mode, 'rendered');
      assert.equal((await stores.jobs.running()).find((j) => j.id === 'rendered-job-0000000001')!.mode, 'rendered');
    });
  });
}

for (const backend of serviceBackends()) {
  describe(`rendered analyses in Chromium (${backend.name})`, { skip: NO_CHROMIUM || backend.skip }, () => {
    let srv: TestServer;
    before(async () => {
      srv = await startServer({}, { backend: backend.name });
    });
    after(async () => {
      await srv.whenIdle();
      await srv.close();
    });

    test('a script-built page: static grades the shell, rendered grades what the script built; the report and leaderboard tell them apart', async () => {
      const url = `${site.origin}/app`;
      const served = await call(srv.url, '/api/v1/analyze', { method: 'POST', json: { url } });
      assert.equal(served.status, 200, served.text);
      assert.equal(served.data.mode, 'static');
      assert.equal(served.data.title, 'Empty shell');
      const drawn = await call(srv.url, '/api/v1/analyze', { method: 'POST', json: { url, mode: 'rendered' } });
      assert.equal(drawn.status, 200, drawn.text);
      assertSchema('AnalysisSummary', drawn.data);
      assert.equal(drawn.data.mode, 'rendered');
      assert.equal(drawn.data.title, 'Built by script');
      assert.notEqual(drawn.data.id, served.data.id);

      const report = await (await fetch(drawn.data.reportUrl)).text();
      assert.match(report, /as rendered in Chromium/);
      assert.match(await (await fetch(served.data.reportUrl)).text(), /as served/);

      const board = await call(srv.url, '/api/v1/leaderboard?limit=100');
      const entry = board.data.entries.find((e: { url: string }) => new URL(e.url).host === site.origin.slice('http://'.length));
      assert.ok(entry, 'the site is ranked by its static analysis');
      assert.equal(entry.score, served.data.score);
    });

    test('an async job and the MCP tool render when asked', async () => {
      const url = `${site.origin}/app`;
      const started = await call(srv.url, '/api/v1/analyses', { method: 'POST', json: { url, mode: 'rendered' } });
      assert.equal(started.status, 202, started.text);
      assert.equal(started.data.mode, 'rendered');
      const done = await settledJob(srv.url, started.data.id);
      assert.equal(done.data.status, 'complete', JSON.stringify(done.data.error));
      assert.equal(done.data.mode, 'rendered');
      assert.equal(done.data.result.mode, 'rendered');
      assert.equal(done.data.result.title, 'Built by script');

      const tool = await mcpAnalyze(srv, url, 'rendered');
      assert.notEqual(tool.isError, true, JSON.stringify(tool.content));
      assert.equal(tool.structuredContent!.mode, 'rendered');
      assert.equal(tool.structuredContent!.title, 'Built by script');
    });

    test('health counts the browser once it ran (embedded)', { skip: backend.name !== 'embedded' && 'a scaled-out API renders nothing itself' }, async () => {
      const health = await call(srv.url, '/api/v1/health');
      assert.equal(health.data.dependencies.browser.state, 'up');
      assert.ok(health.data.dependencies.browser.launches >= 1);
    });
  });
}
