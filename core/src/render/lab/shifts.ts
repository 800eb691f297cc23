import type { TraceEvent } from './trace.ts';

/** One layout shift of the page: ms from navigation start, its weighted score, the DOM nodes it moved (backend node ids). */
export interface TracedShift {
  startTime: number;
  value: number;
  nodeIds: number[];
}

interface ShiftData {
  had_recent_input?: boolean;
  weighted_score_delta?: number;
  is_main_frame?: boolean;
  impacted_nodes?: Array<{ node_id?: number }>;
}

/** Lighthouse's grace period: shifts this soon after the (emulated) viewport was set count even when flagged as after input. */
const VIEWPORT_GRACE_MS = 500;

/**
 * The page's layout shifts from its trace, counted as Lighthouse counts them for CLS. Written
 * here rather than read from the trace engine's layout-shift handler because that handler drops
 * every shift Chromium flags as following input, and Chromium flags the first shifts after the
 * emulated (mobile) viewport is applied that way: Lighthouse keeps those made within 500 ms of
 * the main frame's first viewport event, until a shift without the flag is seen (core/computed/metrics/
 * cumulative-layout-shift.js). Without that, a banner pushing the text down right after the
 * first paint counts for nothing. Only the page's own renderer process is read: the trace is the
 * whole browser's, and other analyses' pages may be drawing meanwhile.
 */
export function tracedShifts(events: TraceEvent[], navigation: { ts: number; pid: number }, mainFrameId: string): TracedShift[] {
  // As Lighthouse: the main frame's first viewport event, else the navigation's start.
  const viewport = events.find((e) => e.name === 'viewport' && (e.args?.['data'] as { frameID?: string } | undefined)?.frameID === mainFrameId);
  const viewportTs = viewport?.ts ?? navigation.ts;
  const out: TracedShift[] = [];
  let respectInput = false;
  for (const e of events) {
    if (e.name !== 'LayoutShift' || e.pid !== navigation.pid || e.ts < navigation.ts) continue;
    const data = (e.args?.['data'] ?? null) as ShiftData | null;
    if (!data || data.is_main_frame === undefined || typeof data.weighted_score_delta !== 'number') continue;
    if (data.had_recent_input) {
      if ((e.ts - viewportTs) / 1000 > VIEWPORT_GRACE_MS || respectInput) continue;
    } else respectInput = true;
    out.push({
      startTime: (e.ts - navigation.ts) / 1000,
      value: data.weighted_score_delta,
      nodeIds: (data.impacted_nodes ?? []).map((n) => n.node_id).filter((id): id is number => typeof id === 'number'),
    });
  }
  return out.sort((a, b) => a.startTime - b.startTime);
}

/** CLS as web-vitals and Lighthouse count it: the largest sum of shifts in a session window (gaps under 1 s, at most 5 s long). */
export function sessionWindowCls(shifts: Array<{ startTime: number; value: number }>): number {
  let best = 0;
  let current = 0;
  let first = 0;
  let last = 0;
  for (const s of shifts) {
    if (current > 0 && s.startTime - last < 1000 && s.startTime - first < 5000) {
      current += s.value;
    } else {
      current = s.value;
      first = s.startTime;
    }
    last = s.startTime;
    best = Math.max(best, current);
  }
  return Math.round(best * 1e4) / 1e4;
}
