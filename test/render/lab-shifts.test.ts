// Layout shifts read from a trace as Lighthouse counts them for CLS: the shifts Chromium flags as
// following input are kept within 500 ms of the main frame's first viewport event, until a shift
// without the flag is seen; only the page's own renderer process counts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sessionWindowCls, tracedShifts, type TraceEvent } from '@pagegrade/core';

const NAV = { ts: 1_000_000, pid: 7 };
const FRAME = 'F1';
const viewport = (ms: number): TraceEvent => ({ name: 'viewport', cat: 'loading', ph: 'I', ts: NAV.ts + ms * 1000, pid: 7, tid: 1, args: { data: { frameID: FRAME } } });
const shift = (ms: number, value: number, input: boolean, pid = 7): TraceEvent => ({
  name: 'LayoutShift',
  cat: 'loading',
  ph: 'I',
  ts: NAV.ts + ms * 1000,
  pid,
  tid: 1,
  args: { data: { had_recent_input: input, weighted_score_delta: value, is_main_frame: true, impacted_nodes: [{ node_id: 12 }, { node_id: 13 }] } },
});

test('shifts after the viewport was set count for 500 ms though flagged as input; then the flag is respected', () => {
  const events = [viewport(10), shift(200, 0.05, true), shift(600, 0.07, true), shift(700, 0.02, false), shift(800, 0.04, true), shift(900, 0.5, false, 99)];
  const shifts = tracedShifts(events, NAV, FRAME);
  assert.deepEqual(
    shifts.map((s) => [s.startTime, s.value]),
    [
      [200, 0.05],
      [700, 0.02],
    ],
  );
  assert.deepEqual(shifts[0]!.nodeIds, [12, 13]);
  assert.equal(sessionWindowCls(shifts), 0.07);
});

test('without a viewport event the grace counts from the navigation; CLS is the largest session window', () => {
  assert.equal(tracedShifts([shift(400, 0.1, true)], NAV, FRAME).length, 1);
  assert.equal(tracedShifts([shift(600, 0.1, true)], NAV, FRAME).length, 0);
  // Windows: gaps under 1 s, at most 5 s long.
  assert.equal(sessionWindowCls([{ startTime: 0, value: 0.1 }, { startTime: 900, value: 0.1 }, { startTime: 2500, value: 0.15 }]), 0.2);
  assert.equal(sessionWindowCls([0, 900, 1800, 2700, 3600, 4500, 5400].map((t) => ({ startTime: t, value: 0.01 }))), 0.06);
});
