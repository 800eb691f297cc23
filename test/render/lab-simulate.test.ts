// The lab figures simulated from a recorded trace (test/fixtures/traces: a page with a blocking
// stylesheet and script, an image as its largest paint and a busy script, loaded unthrottled).
// Lantern's simulation is deterministic: the same trace gives the same figures, whatever the
// machine, so they are pinned here (record.ts makes the trace again; the pins then move with it).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { simulateLab, type TraceEvent } from '@pagegrade/core';

const trace = (): TraceEvent[] => JSON.parse(gunzipSync(readFileSync(new URL('../fixtures/traces/lab-page.trace.json.gz', import.meta.url))).toString('utf8')) as TraceEvent[];

/** When the browser saw the first contentful paint, in ms after the page's navigation started (unthrottled). */
function observedFcp(events: TraceEvent[]): number {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint')!;
  const frame = (fcp.args as { frame: string }).frame;
  const nav = events.filter((e) => e.name === 'navigationStart' && (e.args as { frame?: string }).frame === frame && e.ts <= fcp.ts).at(-1)!;
  return (fcp.ts - nav.ts) / 1000;
}

test('a recorded trace gives the figures Lighthouse would simulate: FCP, LCP, TBT and the long tasks behind it', async () => {
  const events = trace();
  const lab = await simulateLab(events);
  assert.equal(Math.round(lab.firstContentfulPaint!), 1421);
  assert.equal(Math.round(lab.largestContentfulPaint!), 1796);
  assert.equal(lab.totalBlockingTime, 111);
  // This trace was recorded without screenshots: no Speed Index, and why.
  assert.equal(lab.speedIndex, null);
  assert.match(lab.speedIndexError!, /no screenshot/);
  // The simulated network (150 ms round trips, 1.6 Mbit/s) and CPU (4×) are slower than the unthrottled load.
  assert.ok(lab.firstContentfulPaint! > observedFcp(events), `${lab.firstContentfulPaint} against ${observedFcp(events)}`);
  assert.ok(lab.largestContentfulPaint! >= lab.firstContentfulPaint!);
  // TBT adds up the long tasks' time beyond 50 ms after FCP (up to Time to Interactive).
  const after = lab.longTasks.filter((t) => t.startTime >= lab.firstContentfulPaint!);
  assert.ok(after.length > 0);
  assert.equal(Math.round(after.reduce((sum, t) => sum + t.duration - 50, 0)), Math.round(lab.totalBlockingTime!));
  assert.ok(lab.longTasks.every((t) => t.duration >= 50));
  assert.deepEqual(lab.longTasks, [...lab.longTasks].sort((a, b) => a.startTime - b.startTime));
});

test('the simulation is deterministic, and traces simulated at once in one process do not mix', async () => {
  const [a, b, c] = await Promise.all([simulateLab(trace()), simulateLab(trace()), simulateLab(trace())]);
  assert.deepEqual(a, b);
  assert.deepEqual(b, c);
});

test('a page that never painted gives no figures; a trace without the page gives an error', async () => {
  const unpainted = trace().filter((e) => e.name !== 'firstContentfulPaint' && e.name !== 'firstPaint' && !e.name.startsWith('largestContentfulPaint'));
  assert.deepEqual(await simulateLab(unpainted), { firstContentfulPaint: null, largestContentfulPaint: null, totalBlockingTime: null, speedIndex: null, longTasks: [], layoutShifts: [] });
  const metadataOnly = trace().filter((e) => e.ph === 'M');
  await assert.rejects(simulateLab(metadataOnly));
});
