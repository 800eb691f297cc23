import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { AnalysisPool } from '@pagegrade/core/pool';
import { analyze, loadRules, snapshotFromHtml, PagegradeError } from '@pagegrade/core';
import { discoverSubresources } from '@pagegrade/core/fetch';

const hostile = new URL('../fixtures/plugins/hostile.ts', import.meta.url).href;
const pool = new AnalysisPool({ threads: 1, builtins: [], plugins: [hostile], timeoutMs: 1500 });
await pool.ready();
after(() => pool.destroy());

async function failure(p: Promise<unknown>): Promise<PagegradeError> {
  try {
    await p;
  } catch (err) {
    assert.ok(err instanceof PagegradeError, String(err));
    return err;
  }
  assert.fail('expected a failure');
}

test('analyzes on a worker', async () => {
  const a = await pool.run(snapshotFromHtml('<title>ok</title>'));
  assert.equal(a.checks[0]!.outcome, 'pass');
});

test('the checks cross from the worker as JSON text, equal to an analysis in this thread', async () => {
  const snapshot = snapshotFromHtml('<title>ok</title>');
  const a = await pool.run(snapshot, 'same-id');
  const here = analyze(snapshot, await loadRules([hostile], []), { id: 'same-id' });
  assert.equal(a.checksJson, JSON.stringify(here.checks));
  assert.deepEqual(a.checks, here.checks);
  assert.equal(a.checks, a.checks, 'parsed once');
  assert.deepEqual(a.summary, here.summary);
});

test('a rule that throws becomes error and the analysis completes', async () => {
  const a = await pool.run(snapshotFromHtml('THROW'));
  assert.equal(a.checks[0]!.outcome, 'error');
  assert.match(a.checks[0]!.findings[0]!.detail, /thrown on purpose/);
});

test('a crashed worker fails its analysis with internal_error and is replaced', async () => {
  const err = await failure(pool.run(snapshotFromHtml('CRASH')));
  assert.equal(err.code, 'internal_error');
  const a = await pool.run(snapshotFromHtml('<title>after crash</title>'));
  assert.equal(a.summary.title, 'after crash');
});

test('a hung analysis is stopped at the time-out with analysis_timeout and the pool keeps serving', async () => {
  const t0 = Date.now();
  const err = await failure(pool.run(snapshotFromHtml('HANG')));
  assert.equal(err.code, 'analysis_timeout');
  assert.equal(err.status, 422);
  assert.match(err.message, /did not finish within its time limit of 1\.5 s/);
  assert.ok(Date.now() - t0 < 5000);
  const a = await pool.run(snapshotFromHtml('<title>after hang</title>'));
  assert.equal(a.summary.title, 'after hang');
});

test('time spent waiting in the queue does not count against the time-out', async () => {
  // One worker, a 1.5 s limit and three analyses of 0.6 s each: the third finishes 1.8 s after
  // it was submitted, but only 0.6 s after it started.
  const t0 = Date.now();
  const done = await Promise.all([1, 2, 3].map((n) => pool.run(snapshotFromHtml(`<title>slow ${n}</title>SLOW`))));
  assert.deepEqual(done.map((a) => a.summary.title), ['slow 1', 'slow 2', 'slow 3']);
  assert.ok(Date.now() - t0 >= 1500, 'the queue really was longer than the time-out');
});

test('reading a page for subresources runs on a worker and finds what the fetcher would', async () => {
  const html = '<base href="https://cdn.example/a/"><link rel="stylesheet" href="s.css"><link rel="alternate stylesheet" href="alt.css"><link rel=manifest href="/m.json"><script src="app.js"></script><script type="text/plain" src="x.txt"></script><img src="hero.jpg" alt="">';
  const found = await pool.discover(html, 'https://site.example/');
  assert.deepEqual(found, discoverSubresources(html, 'https://site.example/'));
  assert.deepEqual(found, { stylesheets: ['https://cdn.example/a/s.css'], scripts: ['https://cdn.example/a/app.js'], manifest: 'https://cdn.example/m.json', images: ['https://cdn.example/a/hero.jpg'], fonts: [], appleTouchIcon: false });
});

test("an analysis's tasks share one time limit", async () => {
  // A 300 ms analysis fits in 1.45 s, whatever a loaded machine adds up to 1.15 s; it leaves at
  // most 1.15 s, so a 1.2 s analysis after it cannot fit, however fast the machine.
  const budget = pool.budget();
  budget.leftMs = 1450;
  const a = await pool.run(snapshotFromHtml('<title>fits</title>SLOW:300'), undefined, budget);
  assert.equal(a.summary.title, 'fits');
  assert.ok(budget.leftMs > 0 && budget.leftMs <= 1150, `left ${budget.leftMs} ms`);
  const err = await failure(pool.run(snapshotFromHtml('SLOW:1200'), undefined, budget));
  assert.equal(err.code, 'analysis_timeout');
  assert.equal(budget.leftMs, 0);
  // A spent budget fails at once, without a worker.
  const again = await failure(pool.discover('<p>', 'https://site.example/', budget));
  assert.equal(again.code, 'analysis_timeout');
});

test('an invalid snapshot is invalid_request, not a crash', async () => {
  const err = await failure(pool.run({ log: { entries: [] } }));
  assert.equal(err.code, 'invalid_request');
});
