// Pages built to hurt: each must be analyzed to the end with no check crashing. Timings are reported,
// not asserted (a loaded CI machine is no measure): the production limit is 20 s per analysis, and
// what these pages take on a quiet machine is measured by `npm run bench:hostile` and written in
// docs/performance.md. The pool here waits far longer than production, so that only a hang fails.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { performance } from 'node:perf_hooks';
import { AnalysisPool } from '@pagegrade/core/pool';
import { HOSTILE_PAGES } from '../fixtures/hostile-pages.ts';

let pool: AnalysisPool;
before(async () => {
  pool = new AnalysisPool({ threads: 1, timeoutMs: 300_000 });
  await pool.ready();
});
after(() => pool.destroy());

for (const [name, build] of HOSTILE_PAGES) {
  test(`analyzes a page with ${name} to the end, no check crashing`, async (t) => {
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
