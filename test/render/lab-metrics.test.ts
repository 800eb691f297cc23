// The lab metric checks on a page Chromium really drew: they judge (never not-applicable on a
// rendered snapshot), the LCP element and the shifting elements the browser names are found in the
// DOM as saved, and the static heuristics they supersede defer to them. Outcomes are not asserted:
// the figures depend on the machine's speed, and tests never fail on timing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildPage, loadRules, renderedElement, renderSnapshot, runRules } from '@pagegrade/core';
import { ALLOW, NO_BROWSER, pageSite, rendererForFile } from './helpers.ts';

const renderer = rendererForFile();

const LAB = ['performance/first-contentful-paint', 'performance/largest-contentful-paint', 'performance/cumulative-layout-shift', 'performance/total-blocking-time', 'performance/speed-index'];

/** A page with a large heading, a banner inserted above it after a moment, and a busy script. */
const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Lab</title>
<script src="/busy.js"></script></head>
<body><main><h1 style="font-size:48px">A headline that is the largest thing painted on this page</h1><p>Some text below it.</p></main>
<script>setTimeout(() => { const d = document.createElement('div'); d.style.height = '200px'; d.textContent = 'Late banner'; document.body.insertBefore(d, document.body.firstChild); }, 150);</script>
</body></html>`;

test('rendered: the lab metric checks judge, name elements found in the saved DOM, and the heuristics they supersede defer', { skip: NO_BROWSER }, async () => {
  const site = await pageSite({
    '/': { headers: { 'content-type': 'text/html; charset=utf-8' }, body: PAGE },
    '/busy.js': { headers: { 'content-type': 'text/javascript' }, body: 'const end = performance.now() + 120; while (performance.now() < end) {}' },
  });
  const snapshot = await renderSnapshot(site.url, { renderer, allowHosts: ALLOW });
  await site.close();
  const rules = (await loadRules([], ['@pagegrade/plugin-performance'])).filter((r) => LAB.includes(r.id) || r.id === 'performance/render-blocking-scripts');
  const page = buildPage(snapshot);
  const results = new Map(runRules(page, rules).map((r) => [r.id, r]));
  for (const id of LAB) {
    const r = results.get(id)!;
    assert.ok(['pass', 'warn', 'fail'].includes(r.outcome), `${id}: ${r.outcome} ${r.findings[0]?.detail}`);
    assert.match(r.findings[0]!.detail, /Lighthouse mobile score \d\.\d\d/);
  }
  const metrics = page.rendered!.metrics;
  // Simulated for Lighthouse's mobile throttling from the trace; what the browser saw itself is kept apart.
  assert.equal(page.rendered!.profile.throttling, 'simulated');
  assert.equal(metrics.simulationError, undefined, metrics.simulationError);
  assert.ok(metrics.firstContentfulPaint !== null && metrics.largestContentfulPaint !== null && metrics.largestContentfulPaint >= metrics.firstContentfulPaint, JSON.stringify(metrics));
  assert.ok(metrics.observed && metrics.observed.firstContentfulPaint !== null, JSON.stringify(metrics.observed));
  // The Speed Index, from the screenshots the trace recorded: never before the first paint (as Lantern bounds it).
  assert.equal(metrics.speedIndexError, undefined, metrics.speedIndexError);
  assert.ok(typeof metrics.speedIndex === 'number' && metrics.speedIndex >= metrics.firstContentfulPaint, JSON.stringify(metrics));
  assert.ok(metrics.longTasks.every((t) => t.duration >= 50), JSON.stringify(metrics.longTasks));
  assert.ok(metrics.largestContentfulPaintElement, JSON.stringify(metrics));
  assert.equal(renderedElement(page, metrics.largestContentfulPaintElement!)?.name, 'h1');
  for (const shift of metrics.layoutShifts) for (const s of shift.sources) assert.ok(renderedElement(page, s), `shift source ${s} is not in the saved DOM`);
  const blocking = results.get('performance/render-blocking-scripts')!;
  assert.equal(blocking.outcome, 'not-applicable');
  assert.match(blocking.findings[0]!.detail, /^Measured: see performance\/first-contentful-paint/);
});

test('rendered: analyses sharing a browser take turns to trace, and each gets its own figures', { skip: NO_BROWSER }, async () => {
  const site = await pageSite({ '/': { headers: { 'content-type': 'text/html; charset=utf-8' }, body: PAGE }, '/busy.js': { headers: { 'content-type': 'text/javascript' }, body: '' } });
  const snapshots = await Promise.all([0, 1, 2].map(() => renderSnapshot(site.url, { renderer, allowHosts: ALLOW, wellKnown: false })));
  await site.close();
  for (const snapshot of snapshots) {
    const metrics = snapshot.log._pagegrade!.rendered!.metrics;
    assert.equal(metrics.simulationError, undefined, metrics.simulationError);
    assert.ok(metrics.firstContentfulPaint !== null && metrics.firstContentfulPaint > 0, JSON.stringify(metrics));
  }
});
