// Pages built to hurt: each must be analyzed with every check inside the production per-analysis
// budget (20 s on the pool), with no check crashing. Timings are reported, not asserted.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { performance } from 'node:perf_hooks';
import { snapshotFromParts, type PageSnapshot } from '@pagegrade/core';
import { AnalysisPool } from '@pagegrade/core/pool';

let pool: AnalysisPool;
before(async () => {
  pool = new AnalysisPool({ threads: 1, timeoutMs: 20_000 });
  await pool.ready();
});
after(() => pool.destroy());

function page(html: string, resources: Record<string, { body: string; headers: Record<string, string> }> = {}): PageSnapshot {
  return snapshotFromParts({ url: 'https://heavy.example/', html, headers: { 'content-type': 'text/html; charset=utf-8' }, resources });
}

const PAGES: Array<[string, () => PageSnapshot]> = [
  ['100,000 elements', () => page(`<!doctype html><html lang="en"><head><title>Many elements</title></head><body><ul>${'<li><a href="/x">item</a> <span class="c">text</span></li>'.repeat(33_334)}</ul></body></html>`)],
  ['nesting 10,000 deep', () => page(`<!doctype html><html lang="en"><head><title>Deep</title></head><body>${'<div><span>'.repeat(5_000)}deep${'</span></div>'.repeat(5_000)}</body></html>`)],
  ['5 MB nested 1,000,000 deep, never closed', () => page(`<!doctype html><html lang="en"><head><title>Deep</title></head><body>${'<div>'.repeat(1_000_000)}deep`)],
  ['nesting 300,000 deep, stray end tags after', () => page(`<!doctype html><html lang="en"><head><title>Deep</title></head><body>${'<span><em>'.repeat(150_000)}deep${'</b>'.repeat(300_000)}`)],
  ['10 MB of HTML', () => page(`<!doctype html><html lang="en"><head><title>Big</title></head><body>${`<p>${'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(20)}</p>\n`.repeat(8_800)}</body></html>`)],
  [
    '5 MB of minified JavaScript',
    () => {
      const js = Array.from({ length: 60_000 }, (_, i) => `function f${i}(a,b){var c=a+b*${i};if(c>${i}){return document.getElementById("x${i}")}return c}`).join(';');
      return page('<!doctype html><html lang="en"><head><title>Big script</title><script src="/app.js"></script></head><body><p>x</p></body></html>', { '/app.js': { body: js, headers: { 'content-type': 'text/javascript' } } });
    },
  ],
  [
    '50,000 CSS rules',
    () => {
      const css = Array.from({ length: 50_000 }, (_, i) => `.c${i} > a:hover, #i${i}{color:#${(i % 4096).toString(16).padStart(3, '0')};margin:${i % 10}px auto;font-size:1.${i % 9}rem}`).join('\n');
      return page('<!doctype html><html lang="en"><head><title>Big CSS</title><link rel="stylesheet" href="/app.css"></head><body><p class="c1">x</p></body></html>', { '/app.css': { body: css, headers: { 'content-type': 'text/css' } } });
    },
  ],
];

for (const [name, build] of PAGES) {
  test(`analyzes a page with ${name} within the budget`, async (t) => {
    const snapshot = build();
    const t0 = performance.now();
    const analysis = await pool.run(snapshot);
    t.diagnostic(`${name}: ${Math.round(performance.now() - t0)} ms`);
    assert.equal(analysis.summary.dimensions.length, 8);
    const crashed = analysis.checks.filter((c) => c.outcome === 'error' && c.findings.some((f) => /crashed/.test(f.detail)));
    assert.deepEqual(crashed.map((c) => `${c.id}: ${c.findings[0]?.detail}`), []);
    const overran = analysis.checks.filter((c) => c.outcome === 'error' && c.findings.some((f) => /time budget/.test(f.detail)));
    if (overran.length) t.diagnostic(`over their budget: ${overran.map((c) => c.id).join(', ')}`);
  });
}
