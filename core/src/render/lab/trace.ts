import type { CDPSession } from 'playwright-core';

/** One trace event as Chromium reports it (the Trace Event Format). */
export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  pid: number;
  tid: number;
  dur?: number;
  args?: Record<string, unknown>;
  [key: string]: unknown;
}

/**
 * What the trace records: Lighthouse 12's own list (core/gather/gatherers/trace.js) — the main
 * thread's tasks and what they did, the network requests with their initiators and stacks, paint
 * and layout-shift timing, the screenshots of the load that the Speed Index is measured from —
 * without the categories Lighthouse adds only so that DevTools can open its traces. The same
 * inputs give Lantern's simulation the same graph as Lighthouse's. The screenshots cost 20–35
 * events and about 200 KiB of a 1–4 MiB trace (measured on the render benchmark's pages).
 */
export const TRACE_CATEGORIES = [
  '-*',
  'disabled-by-default-lighthouse',
  'loading',
  'v8',
  'v8.execute',
  'blink.user_timing',
  'blink.console',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.stack',
  'disabled-by-default-devtools.screenshot',
] as const;

/**
 * A trace of one page load over the page's DevTools session, bounded in events: past `maxEvents`
 * the rest is dropped and `cut` is set (a trace cut short cannot be simulated, the figures are then
 * left out). Chromium records one trace per browser at a time: the caller holds the browser's
 * trace turn (`BrowserLease.traceTurn`) from `start` until `stop` has settled.
 */
export class TraceRecorder {
  readonly events: TraceEvent[] = [];
  cut = false;
  private complete: Promise<void>;
  private started = false;

  constructor(
    private readonly cdp: CDPSession,
    private readonly maxEvents: number,
  ) {
    this.cdp.on('Tracing.dataCollected', (payload) => {
      if (this.cut) return;
      // The protocol's types say string maps; the events are the Trace Event Format's objects.
      const e = payload as unknown as { value: TraceEvent[] };
      const room = this.maxEvents - this.events.length;
      if (e.value.length > room) {
        this.cut = true;
        for (let i = 0; i < room; i++) this.events.push(e.value[i]!);
      } else for (const ev of e.value) this.events.push(ev);
    });
    this.complete = new Promise((resolve) => this.cdp.once('Tracing.tracingComplete', () => resolve()));
  }

  async start(): Promise<void> {
    // The sampling interval Lighthouse uses (10 ms instead of 1 ms): cheaper, and it only shapes JS samples, not the tasks.
    await this.cdp.send('Tracing.start', { categories: TRACE_CATEGORIES.join(','), options: 'sampling-frequency=10000', transferMode: 'ReportEvents' });
    this.started = true;
  }

  /** Ends the recording; resolves once Chromium has sent every event. */
  async stop(): Promise<TraceEvent[]> {
    if (!this.started) return this.events;
    this.started = false;
    await this.cdp.send('Tracing.end');
    await this.complete;
    return this.events;
  }
}
