import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { TraceEvent } from './trace.ts';
import { tracedShifts, type TracedShift } from './shifts.ts';

/**
 * Lighthouse's default mobile throttling, which the lab figures are computed for (Lantern's
 * `mobileSlow4G`: 150 ms round trip, 1.6 Mbit/s, a CPU 4× slower than the machine's). Lighthouse
 * simulates it rather than applying it; so do we.
 */
export const SIMULATED_THROTTLING = { rttMs: 150, throughputKbps: 1.6 * 1024, cpuSlowdown: 4 } as const;

/** A task of the main thread as the simulation placed it: ms from navigation start. */
export interface SimulatedTask {
  startTime: number;
  duration: number;
}

/** The figures Lighthouse reports for a mobile run, computed from one unthrottled load's trace. */
export interface SimulatedLab {
  /** Null when the page never painted content during the trace. */
  firstContentfulPaint: number | null;
  /** Null when the page reported no largest contentful paint. */
  largestContentfulPaint: number | null;
  /** Null when it could not be simulated (no LCP to bound it, as in Lighthouse). */
  totalBlockingTime: number | null;
  /** Null when the trace's screenshots could not give the observed Speed Index it starts from (`speedIndexError` says why). */
  speedIndex: number | null;
  speedIndexError?: string;
  /** The simulated main-thread tasks of 50 ms or more (what TBT adds up), in time order, at most 1,000. */
  longTasks: SimulatedTask[];
  /** The layout shifts, measured (not simulated), counted as Lighthouse counts them for CLS. */
  layoutShifts: TracedShift[];
}

/**
 * The trace engine's handlers keep their state in module globals, so two traces must never be
 * parsed at once in one process: they take turns here.
 */
let turn: Promise<unknown> = Promise.resolve();

/**
 * Computes FCP, LCP, TBT and the Speed Index as Lighthouse does for its default mobile run: Lantern, the simulator
 * Lighthouse and Chrome DevTools share (`@paulirish/trace_engine`, the package Lighthouse 12
 * itself calls), builds the page's dependency graph of network requests and main-thread tasks from
 * the trace of an unthrottled load, and replays it on a network of `SIMULATED_THROTTLING` with the
 * tasks slowed 4×. The steps are DevTools' own (its trace processor's Lantern context): the trace
 * events of the last main-frame navigation, the requests and graph built from them, the observed
 * per-origin round trips and server times as the simulator's starting point.
 *
 * Throws when the trace cannot be simulated (no navigation, no network request); a page that never
 * painted gives null figures instead.
 */
export function simulateLab(events: TraceEvent[]): Promise<SimulatedLab> {
  const run = turn.then(() => simulate(events));
  turn = run.catch(() => undefined);
  return run;
}

async function simulate(events: TraceEvent[]): Promise<SimulatedLab> {
  // Loaded on first use: a static analysis never pays for the trace engine's modules.
  const { Processor, Handlers, Helpers, LanternComputationData, Lantern } = await import('@paulirish/trace_engine');
  type Event = Parameters<typeof Helpers.SyntheticEvents.SyntheticEventsManager.createAndActivate>[0][number];
  const traceEvents = events as unknown as Event[];
  const H = Handlers.ModelHandlers;
  // Only the handlers Lantern reads (and what they depend on): the trace engine's full model is far slower.
  const processor = new Processor.TraceProcessor({ Meta: H.Meta, NetworkRequests: H.NetworkRequests, Workers: H.Workers, PageLoadMetrics: H.PageLoadMetrics });
  Helpers.SyntheticEvents.SyntheticEventsManager.createAndActivate(traceEvents);
  // `isCPUProfile` skips the trace engine's insights, which we do not read and which would run the simulation once more.
  await processor.parse(traceEvents, { isCPUProfile: true });
  const parsed = processor.parsedTrace;
  if (!parsed) throw new Error('the trace could not be read');
  const frameId = parsed.Meta.mainFrameId;
  const navigations = parsed.Meta.navigationsByFrameId.get(frameId) ?? [];
  // The page as captured is the last main-frame navigation's (a script may have moved `location`).
  const navigation = navigations.at(-1);
  const navigationId = navigation?.args.data?.navigationId;
  if (!navigation || !navigationId) throw new Error('the trace holds no navigation of the page');
  const scores = parsed.PageLoadMetrics.metricScoresByFrameId.get(frameId)?.get(navigationId);
  const painted = (name: string) => Boolean(scores?.get(name as never)?.event);
  const { MetricName } = H.PageLoadMetrics;
  const layoutShifts = tracedShifts(events, navigation, frameId);
  if (!painted(MetricName.FCP)) return { firstContentfulPaint: null, largestContentfulPaint: null, totalBlockingTime: null, speedIndex: null, longTasks: [], layoutShifts };
  // Measured in a thread of its own while the simulation runs here (it never rejects).
  const observing = observedSpeedIndex(events, navigation);

  // Lantern's trace type and the trace engine's event type describe the same objects.
  const bounded = { traceEvents: traceEvents.filter((e) => e.ts >= navigation.ts) } as unknown as Parameters<typeof LanternComputationData.createGraph>[1];
  // The trace is the whole browser's: the requests of other analyses' pages, drawing meanwhile in
  // their own contexts, are left out by their top frames.
  const otherPages = new Set(
    events.filter((e) => e.name === 'navigationStart' && e.pid !== navigation.pid && (e.args?.['data'] as { isOutermostMainFrame?: boolean } | undefined)?.isOutermostMainFrame).map((e) => (e.args as { frame?: string }).frame),
  );
  const requests = LanternComputationData.createNetworkRequests(bounded, parsed, navigation.ts).filter((r) => !otherPages.has(r.frameId));
  if (requests.length === 0) throw new Error('the trace holds no network request of the page');
  const graph = LanternComputationData.createGraph(requests, bounded, parsed);
  const processedNavigation = LanternComputationData.createProcessedNavigation(parsed, frameId, navigationId);
  const networkAnalysis = Lantern.Core.NetworkAnalyzer.analyze(requests);
  if (!networkAnalysis) throw new Error('the trace holds no network timing to start the simulation from');
  const simulator = Lantern.Simulation.Simulator.createSimulator({
    networkAnalysis,
    throttlingMethod: 'simulate',
    throttling: Lantern.Simulation.Constants.throttling.mobileSlow4G,
  });
  const data = { simulator, graph, processedNavigation };
  const fcp = Lantern.Metrics.FirstContentfulPaint.compute(data);
  const simulateSpeedIndex = async () => {
    const observed = await observing;
    return typeof observed === 'number' ? { speedIndex: Lantern.Metrics.SpeedIndex.compute(data, { fcpResult: fcp, observedSpeedIndex: observed }).timing } : { speedIndex: null, speedIndexError: observed.error };
  };
  if (!painted(MetricName.LCP)) return { firstContentfulPaint: fcp.timing, largestContentfulPaint: null, totalBlockingTime: null, ...(await simulateSpeedIndex()), longTasks: [], layoutShifts };
  const lcp = Lantern.Metrics.LargestContentfulPaint.compute(data, { fcpResult: fcp });
  const interactive = Lantern.Metrics.Interactive.compute(data, { lcpResult: lcp });
  const tbt = Lantern.Metrics.TotalBlockingTime.compute(data, { fcpResult: fcp, interactiveResult: interactive });
  const longTasks = Lantern.Metrics.TotalBlockingTime.getTopLevelEvents(tbt.pessimisticEstimate.nodeTimings, 50)
    .map((t) => ({ startTime: t.start, duration: t.duration }))
    .sort((a, b) => a.startTime - b.startTime)
    .slice(0, 1000);
  return { firstContentfulPaint: fcp.timing, largestContentfulPaint: lcp.timing, totalBlockingTime: tbt.timing, ...(await simulateSpeedIndex()), longTasks, layoutShifts };
}

/**
 * The Speed Index of the unthrottled load, from the trace's screenshots, as Lighthouse measures it
 * (speedline, from the navigation's start, fast mode): Lantern's simulated Speed Index starts from
 * it. The trace is the whole browser's, so screenshots of another page drawn meanwhile (another
 * frame source) would mix two pages' progress: then there is no figure, and the reason.
 */
async function observedSpeedIndex(events: TraceEvent[], navigation: { ts: number }): Promise<number | { error: string }> {
  const shots = events.filter((e) => e.name === 'Screenshot' && e.ts >= navigation.ts);
  const sources = new Set(shots.map((e) => (e.args as { source_id?: unknown } | undefined)?.source_id));
  if (shots.length === 0) return { error: 'The trace holds no screenshot of the load, which the Speed Index is measured from.' };
  if (sources.size > 1) return { error: 'Another page was drawn while this one was traced, so the trace\'s screenshots do not show this page\'s progress alone.' };
  // speedline reads the screenshots, and the trace's last time stamp as its end.
  let end = 0;
  for (const e of events) if (e.ts > end) end = e.ts;
  const result = await speedlineInWorker([...shots.map((e) => ({ name: e.name, cat: e.cat, ts: e.ts, pid: e.pid, tid: e.tid, args: e.args })), { name: 'end', cat: '', ts: end, pid: 0, tid: 0, args: {} }], navigation.ts);
  if ('error' in result) return { error: `The Speed Index could not be measured from the trace's screenshots: ${result.error.split('\n')[0]!.slice(0, 200)}` };
  if (result.frames === 0 || !(result.speedIndex > 0)) return { error: 'The trace\'s screenshots show no visual progress to measure the Speed Index from.' };
  return result.speedIndex;
}

/**
 * speedline decodes every screenshot it weighs into full pixels (4 MB for a mobile screen at its
 * device scale), 80–120 ms of CPU a page once its code is warm: in a thread of its own, the
 * decoding does not hold up this thread, which also runs the proxy of the pages being drawn
 * meanwhile. The thread is kept for a few pages (a new one costs its code's warm-up, 3–4 times the
 * work) and then ended, or ended when idle, so the decoded frames' memory goes with it instead of
 * waiting for a collector. Its code is plain JavaScript given as text, so that sources and build
 * start it alike. Simulations take turns (`simulateLab`), so it measures one trace at a time.
 */
const PAGES_PER_THREAD = 8;
const IDLE_THREAD_MS = 5_000;
let thread: { worker: Worker; used: number; idle: NodeJS.Timeout | null } | null = null;

function speedlineInWorker(events: unknown[], timeOrigin: number): Promise<{ speedIndex: number; frames: number } | { error: string }> {
  if (!thread) {
    const module = createRequire(import.meta.url).resolve('speedline-core');
    const worker = new Worker(SPEEDLINE_THREAD, { eval: true, workerData: { module } });
    worker.unref();
    const own = { worker, used: 0, idle: null as NodeJS.Timeout | null };
    worker.once('exit', () => {
      if (thread === own) thread = null;
    });
    thread = own;
  }
  const t = thread;
  if (t.idle) clearTimeout(t.idle);
  t.used++;
  const last = t.used >= PAGES_PER_THREAD;
  if (last) thread = null;
  return new Promise((resolve) => {
    const done = (m: { speedIndex: number; frames: number } | { error: string }) => {
      t.worker.off('message', done);
      t.worker.off('error', failed);
      t.worker.off('exit', exited);
      if (last) void t.worker.terminate();
      else {
        t.idle = setTimeout(() => {
          if (thread === t) thread = null;
          void t.worker.terminate();
        }, IDLE_THREAD_MS);
        t.idle.unref();
      }
      resolve(m);
    };
    const failed = (err: Error) => done({ error: err.message });
    const exited = () => done({ error: 'the measuring thread stopped without an answer' });
    t.worker.on('message', done);
    t.worker.once('error', failed);
    t.worker.once('exit', exited);
    t.worker.postMessage({ events, timeOrigin });
  });
}

const SPEEDLINE_THREAD = `
const { parentPort, workerData } = require('node:worker_threads');
const speedline = require(workerData.module);
parentPort.on('message', ({ events, timeOrigin }) => {
  speedline(events, { timeOrigin, fastMode: true, include: 'speedIndex' }).then(
    (r) => parentPort.postMessage({ speedIndex: r.speedIndex, frames: r.frames.length }),
    (e) => parentPort.postMessage({ error: String((e && e.message) || e) }),
  );
});
`;
