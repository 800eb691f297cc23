// A pool worker: loads the plugins once, then analyzes snapshots for as long as it lives.
import { workerData } from 'node:worker_threads';
import { analyze, type AnalysisSummary } from '../analysis.ts';
import { isPagegradeError, type ErrorCode } from '../errors.ts';
import { discoverSubresources, type Discovered } from '../fetch/discover.ts';
import { loadRules } from '../plugins.ts';
import { tuneV8 } from '../engine/heap.ts';
import type { RunOptions } from '../engine/run.ts';
import type { RenderedEvidence } from '../rendered/evidence.ts';

export interface WorkerConfig {
  plugins: string[];
  /** The folder the plugins' paths and names resolve from (the pool's `pluginsFrom`). */
  pluginsFrom: string;
  builtins: string[];
  /** Check ids left out of every analysis. */
  checksOff: string[];
  runOptions: RunOptions;
  /** Per task slot: when a worker started it (process.hrtime.bigint()), read by the pool's time-out. */
  starts: BigInt64Array;
  /** Set the engine's V8 flags (tuneV8) as the worker starts: the pool's `tuneV8` option. */
  tuneV8: boolean;
}

interface Slotted {
  /** Where to record when the task starts, so the time limit leaves out queueing and worker start-up. */
  slot?: number;
}

export interface AnalysisTask extends Slotted {
  kind?: 'analyze';
  snapshot: unknown;
  id?: string;
}

/** Reading a fetched page for the subresources to fetch with it. */
export interface DiscoverTask extends Slotted {
  kind: 'discover';
  html: string;
  pageUrl: string;
}

const config = workerData as WorkerConfig;
// Process-wide, like the flags themselves: only when the application that owns the pool asked.
if (config.tuneV8) tuneV8();
const off = new Set(config.checksOff ?? []);
const rules = (await loadRules(config.plugins, config.builtins, { from: config.pluginsFrom })).filter((r) => !off.has(r.id));

type Failure = { ok: false; code: ErrorCode; message: string };

/**
 * Errors lose their class crossing the thread boundary, so expected ones travel as data. The
 * checks travel as JSON text: a string crosses the boundary as one copy, where the object tree
 * (about 180 KiB per page) cost the main thread more than a millisecond to rebuild, and the
 * server stores JSON text anyway.
 */
export type TaskResult = { ok: true; summary: AnalysisSummary; siteName: string | null | undefined; checksJson: string; evidence?: RenderedEvidence; thumbnails?: Uint8Array } | Failure;

export type DiscoverResult = { ok: true; found: Discovered } | Failure;

export default function run(task: AnalysisTask | DiscoverTask): TaskResult | DiscoverResult {
  if (task.slot !== undefined) Atomics.store(config.starts, task.slot, process.hrtime.bigint());
  try {
    if (task.kind === 'discover') return { ok: true, found: discoverSubresources(task.html, task.pageUrl) };
    const analysis = analyze(task.snapshot, rules, { ...config.runOptions, ...(task.id ? { id: task.id } : {}) });
    return { ok: true, summary: analysis.summary, siteName: analysis.siteName, checksJson: JSON.stringify(analysis.checks), ...(analysis.evidence ? { evidence: analysis.evidence } : {}), ...(analysis.thumbnails ? { thumbnails: analysis.thumbnails } : {}) };
  } catch (err) {
    if (isPagegradeError(err)) return { ok: false, code: err.code, message: err.message };
    throw err;
  }
}
