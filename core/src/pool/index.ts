import { Piscina } from 'piscina';
import { availableParallelism } from 'node:os';
import { PagegradeError, isPagegradeError } from '../errors.ts';
import { BUILTIN_PLUGINS } from '../plugins.ts';
import { snapshotFromHtml } from '../snapshot/build.ts';
import type { Analysis, AnalysisSummary } from '../analysis.ts';
import type { CheckResult } from '../rules/types.ts';
import type { AnalysisTask, TaskResult, WorkerConfig } from './worker.ts';
import type { RunOptions } from '../engine/run.ts';

export interface PoolOptions {
  /** Worker threads; default: available cores. */
  threads?: number;
  /** Extra plugin modules, loaded into every worker after the built-ins. */
  plugins?: string[];
  /** Replaces the built-in plugin list (tests). */
  builtins?: string[];
  /** Wall-clock limit of one analysis in a worker; the worker is terminated past it. */
  timeoutMs?: number;
  /** Analyses waiting for a worker before new ones are refused. */
  maxQueue?: number;
  runOptions?: RunOptions;
}

/** An analysis from the pool: the checks arrive as the JSON text the worker wrote, parsed on first use. */
export class PooledAnalysis implements Analysis {
  private parsed: CheckResult[] | undefined;

  constructor(
    readonly summary: AnalysisSummary,
    readonly siteName: string | null | undefined,
    /** The checks as JSON text, for callers that store or send them as they are. */
    readonly checksJson: string,
  ) {}

  get checks(): CheckResult[] {
    return (this.parsed ??= JSON.parse(this.checksJson) as CheckResult[]);
  }
}

/**
 * The engine on worker threads. A crashed or hung worker is replaced and its analysis fails with
 * `internal_error`; the pool and the server keep serving.
 */
export class AnalysisPool {
  private readonly piscina: Piscina;
  readonly threads: number;
  readonly timeoutMs: number;
  /**
   * When each task in flight started on a worker (process.hrtime.bigint(), 0 while queued), one
   * slot per task. The worker writes it; the time-out reads it. A shared slot instead of a message
   * per task: a MessageChannel per analysis cost both threads a port to create, transfer, wake up
   * for and close.
   */
  private readonly starts: BigInt64Array;
  private readonly freeSlots: number[];

  constructor(options: PoolOptions = {}) {
    this.threads = Math.max(1, options.threads ?? availableParallelism());
    this.timeoutMs = options.timeoutMs ?? 20_000;
    const maxQueue = options.maxQueue ?? 256;
    // Every task the pool holds at once: those queued and one per worker.
    const slots = maxQueue + this.threads;
    this.starts = new BigInt64Array(new SharedArrayBuffer(slots * BigInt64Array.BYTES_PER_ELEMENT));
    this.freeSlots = Array.from({ length: slots }, (_, i) => slots - 1 - i);
    const workerData: WorkerConfig = {
      plugins: options.plugins ?? [],
      builtins: options.builtins ?? [...BUILTIN_PLUGINS],
      runOptions: options.runOptions ?? {},
      starts: this.starts,
    };
    this.piscina = new Piscina({
      filename: new URL('./worker-entry.mjs', import.meta.url).href,
      minThreads: this.threads,
      maxThreads: this.threads,
      maxQueue,
      idleTimeout: 60_000,
      // A larger young generation: an analysis allocates many short-lived trees (DOM, CSS and JS
      // ASTs), and fewer scavenges measurably cut the time spent in garbage collection.
      resourceLimits: { maxYoungGenerationSizeMb: 96 },
      workerData,
    });
  }

  /**
   * Resolves once the workers have loaded their plugins, so a bad plugin fails at start-up and
   * the first analyses do not pay for loading (no time-out applies here).
   */
  async ready(): Promise<void> {
    const warm = snapshotFromHtml('', 'https://warm-up.invalid/');
    const results = await Promise.all(Array.from({ length: this.threads }, () => this.piscina.run({ snapshot: warm } satisfies AnalysisTask) as Promise<TaskResult>));
    const bad = results.find((r) => !r.ok);
    if (bad && !bad.ok) throw new PagegradeError(bad.code, bad.message);
  }

  async run(snapshot: unknown, id?: string): Promise<PooledAnalysis> {
    const slot = this.freeSlots.pop();
    if (slot === undefined) throw new PagegradeError('internal_error', 'The analysis queue is full; try again shortly.');
    // The clock starts when a worker begins the analysis: time in the queue or spent starting a
    // replacement worker is not the page's fault. The timer first fires a whole time-out after
    // submission and then waits for whatever the running analysis has left.
    const controller = new AbortController();
    const starts = this.starts;
    const limitNs = BigInt(this.timeoutMs) * 1_000_000n;
    let timer: NodeJS.Timeout | undefined;
    const watch = (): void => {
      const started = Atomics.load(starts, slot);
      if (started === 0n) {
        timer = setTimeout(watch, this.timeoutMs);
        return;
      }
      const leftMs = Number(started + limitNs - process.hrtime.bigint()) / 1e6;
      if (leftMs <= 0) controller.abort();
      else timer = setTimeout(watch, Math.ceil(leftMs));
    };
    timer = setTimeout(watch, this.timeoutMs);
    const task: AnalysisTask = { snapshot, ...(id ? { id } : {}), slot };
    let result: TaskResult;
    try {
      result = (await this.piscina.run(task, { signal: controller.signal })) as TaskResult;
    } catch (err) {
      if (controller.signal.aborted) throw new PagegradeError('internal_error', `The analysis did not finish within ${Math.round(this.timeoutMs / 1000)} s and was stopped.`);
      if (isPagegradeError(err)) throw err;
      if (/queue is at limit/i.test((err as Error).message ?? '')) throw new PagegradeError('internal_error', 'The analysis queue is full; try again shortly.');
      throw new PagegradeError('internal_error', 'The analysis worker failed; the page could not be analyzed.', { cause: err });
    } finally {
      clearTimeout(timer);
      Atomics.store(starts, slot, 0n);
      this.freeSlots.push(slot);
    }
    if (!result.ok) throw new PagegradeError(result.code, result.message);
    return new PooledAnalysis(result.summary, result.siteName, result.checksJson);
  }

  get stats() {
    return { threads: this.threads, queued: this.piscina.queueSize, completed: this.piscina.completed, utilization: this.piscina.utilization };
  }

  async destroy(): Promise<void> {
    await this.piscina.destroy();
  }
}
