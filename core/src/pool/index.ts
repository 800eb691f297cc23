import { Piscina } from 'piscina';
import { availableParallelism } from 'node:os';
import { PagegradeError, isPagegradeError } from '../errors.ts';
import { BUILTIN_PLUGINS } from '../plugins.ts';
import { snapshotFromHtml } from '../snapshot/build.ts';
import type { Analysis, AnalysisSummary } from '../analysis.ts';
import type { CheckResult } from '../rules/types.ts';
import type { Discovered } from '../fetch/discover.ts';
import type { AnalysisTask, DiscoverResult, DiscoverTask, TaskResult, WorkerConfig } from './worker.ts';
import type { RunOptions } from '../engine/run.ts';
import type { RenderedEvidence } from '../rendered/evidence.ts';

export interface PoolOptions {
  /** Worker threads; default: available cores. */
  threads?: number;
  /** Extra plugin modules, loaded into every worker after the built-ins (see loadPlugins). */
  plugins?: string[];
  /** The folder those plugins' paths and package names resolve from; default: the working directory. */
  pluginsFrom?: string;
  /** Replaces the built-in plugin list (tests). */
  builtins?: string[];
  /** Check ids the workers leave out of every analysis (a configuration's `off`). */
  checksOff?: string[];
  /**
   * Wall-clock limit of one analysis on the workers, all its tasks together (see TimeBudget); the
   * worker is terminated past it and the analysis fails with `analysis_timeout`.
   */
  timeoutMs?: number;
  /** Analyses waiting for a worker before new ones are refused. */
  maxQueue?: number;
  runOptions?: RunOptions;
  /**
   * Set the engine's V8 flags (`tuneV8`) in the workers as they start. The flags are process-wide,
   * so this changes the host process too: the server and the CLI ask for it; an embedding
   * application leaves it off (the default) unless it wants them.
   */
  tuneV8?: boolean;
}

/** An analysis from the pool: the checks arrive as the JSON text the worker wrote, parsed on first use. */
export class PooledAnalysis implements Analysis {
  private parsed: CheckResult[] | undefined;

  constructor(
    readonly summary: AnalysisSummary,
    readonly siteName: string | null | undefined,
    /** The checks as JSON text, for callers that store or send them as they are. */
    readonly checksJson: string,
    /** A rendered page's evidence for its report. */
    readonly evidence?: RenderedEvidence,
    /** Its sheet of thumbnails below the first screen (RunOptions.thumbnails). */
    readonly thumbnails?: Uint8Array,
  ) {}

  get checks(): CheckResult[] {
    return (this.parsed ??= JSON.parse(this.checksJson) as CheckResult[]);
  }
}

/**
 * What is left of one analysis's time limit on the pool, shared by the tasks it runs there (reading
 * the page for subresources, then the analysis). Each task's time counts from when a worker starts
 * it: time in the queue, or spent starting a replacement worker, is not the page's fault.
 */
export class TimeBudget {
  constructor(
    /** The whole limit. */
    readonly limitMs: number,
    public leftMs = limitMs,
  ) {}
}

/**
 * The engine on worker threads. A crashed worker is replaced and its analysis fails with
 * `internal_error`, a hung one with `analysis_timeout`; the pool and the server keep serving.
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
      pluginsFrom: options.pluginsFrom ?? process.cwd(),
      builtins: options.builtins ?? [...BUILTIN_PLUGINS],
      checksOff: options.checksOff ?? [],
      runOptions: options.runOptions ?? {},
      starts: this.starts,
      tuneV8: options.tuneV8 ?? false,
    };
    this.piscina = new Piscina({
      // Built, the worker is plain JavaScript; from the sources, an entry first registers what
      // compiles them (worker threads do not inherit the main thread's module hooks on Node 20).
      filename: new URL(import.meta.url.endsWith('.ts') ? './worker-entry.mjs' : './worker.js', import.meta.url).href,
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

  /** A fresh time limit for one analysis, to pass to each of its tasks. */
  budget(): TimeBudget {
    return new TimeBudget(this.timeoutMs);
  }

  /** Analyzes a snapshot, within what is left of `budget` (a whole time limit when none is given). */
  async run(snapshot: unknown, id?: string, budget?: TimeBudget): Promise<PooledAnalysis> {
    const result = await this.submit<TaskResult>({ snapshot, ...(id ? { id } : {}) }, budget ?? this.budget());
    if (!result.ok) throw new PagegradeError(result.code, result.message);
    return new PooledAnalysis(result.summary, result.siteName, result.checksJson, result.evidence, result.thumbnails);
  }

  /** Reads a fetched page's HTML for its subresources, within what is left of `budget`. */
  async discover(html: string, pageUrl: string, budget?: TimeBudget): Promise<Discovered> {
    const result = await this.submit<DiscoverResult>({ kind: 'discover', html, pageUrl }, budget ?? this.budget());
    if (!result.ok) throw new PagegradeError(result.code, result.message);
    return result.found;
  }

  /** Runs a task on a worker, stopping it when the budget runs out; the budget is charged its time. */
  private async submit<R>(task: AnalysisTask | DiscoverTask, budget: TimeBudget): Promise<R> {
    if (budget.leftMs <= 0) throw this.timedOut(budget);
    const slot = this.freeSlots.pop();
    if (slot === undefined) throw new PagegradeError('internal_error', 'The analysis queue is full; try again shortly.');
    // The clock starts when a worker begins the task. The timer first fires a whole limit after
    // submission and then waits for whatever the running task has left.
    const controller = new AbortController();
    const starts = this.starts;
    const limitMs = budget.leftMs;
    const limitNs = BigInt(Math.ceil(limitMs * 1e6));
    let timer: NodeJS.Timeout | undefined;
    const watch = (): void => {
      const started = Atomics.load(starts, slot);
      if (started === 0n) {
        timer = setTimeout(watch, limitMs);
        return;
      }
      const leftMs = Number(started + limitNs - process.hrtime.bigint()) / 1e6;
      if (leftMs <= 0) controller.abort();
      else timer = setTimeout(watch, Math.ceil(leftMs));
    };
    timer = setTimeout(watch, limitMs);
    try {
      return (await this.piscina.run({ ...task, slot }, { signal: controller.signal })) as R;
    } catch (err) {
      if (controller.signal.aborted) throw this.timedOut(budget);
      if (isPagegradeError(err)) throw err;
      if (/queue is at limit/i.test((err as Error).message ?? '')) throw new PagegradeError('internal_error', 'The analysis queue is full; try again shortly.');
      throw new PagegradeError('internal_error', 'The analysis worker failed; the page could not be analyzed.', { cause: err });
    } finally {
      clearTimeout(timer);
      const started = Atomics.load(starts, slot);
      if (started !== 0n) budget.leftMs = controller.signal.aborted ? 0 : budget.leftMs - Number(process.hrtime.bigint() - started) / 1e6;
      Atomics.store(starts, slot, 0n);
      this.freeSlots.push(slot);
    }
  }

  private timedOut(budget: TimeBudget): PagegradeError {
    const seconds = Math.round(budget.limitMs / 100) / 10;
    return new PagegradeError('analysis_timeout', `The analysis did not finish within its time limit of ${seconds} s and was stopped: the page is too large or too complex to analyze.`);
  }

  get stats() {
    return { threads: this.threads, queued: this.piscina.queueSize, completed: this.piscina.completed, utilization: this.piscina.utilization };
  }

  async destroy(): Promise<void> {
    await this.piscina.destroy();
  }
}
