// A pool worker: loads the plugins once, then analyzes snapshots for as long as it lives.
import { workerData } from 'node:worker_threads';
import { analyze, type AnalysisSummary } from '../analysis.ts';
import { isPagegradeError, type ErrorCode } from '../errors.ts';
import { loadRules } from '../plugins.ts';
import type { RunOptions } from '../engine/run.ts';

export interface WorkerConfig {
  plugins: string[];
  builtins: string[];
  runOptions: RunOptions;
}

export interface AnalysisTask {
  snapshot: unknown;
  id?: string;
  /** Told when the analysis starts, so the time limit leaves out queueing and worker start-up. */
  started?: import('node:worker_threads').MessagePort;
}

const config = workerData as WorkerConfig;
const rules = await loadRules(config.plugins, config.builtins);

/**
 * Errors lose their class crossing the thread boundary, so expected ones travel as data. The
 * checks travel as JSON text: a string crosses the boundary as one copy, where the object tree
 * (about 180 KiB per page) cost the main thread more than a millisecond to rebuild, and the
 * server stores JSON text anyway.
 */
export type TaskResult = { ok: true; summary: AnalysisSummary; siteName: string | null | undefined; checksJson: string } | { ok: false; code: ErrorCode; message: string };

export default function run(task: AnalysisTask): TaskResult {
  if (task.started) {
    task.started.postMessage('started');
    task.started.close();
  }
  try {
    const analysis = analyze(task.snapshot, rules, { ...config.runOptions, ...(task.id ? { id: task.id } : {}) });
    return { ok: true, summary: analysis.summary, siteName: analysis.siteName, checksJson: JSON.stringify(analysis.checks) };
  } catch (err) {
    if (isPagegradeError(err)) return { ok: false, code: err.code, message: err.message };
    throw err;
  }
}
