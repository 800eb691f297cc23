import { Piscina } from 'piscina';
import { MessageChannel } from 'node:worker_threads';
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

  constructor(options: PoolOptions = {}) {
    this.threads = Math.max(1, options.threads ?? availableParallelism());
    this.timeoutMs = options.timeoutMs ?? 20_000;
    const workerData: WorkerConfig = {
      plugins: options.plugins ?? [],
      builtins: options.builtins ?? [...BUILTIN_PLUGINS],
      runOptions: options.runOptions ?? {},
    };
    this.piscina = new Piscina({
      filename: new URL('./worker-entry.mjs', import.meta.url).href,
      minThreads: this.threads,
      maxThreads: this.threads,
      maxQueue: options.maxQueue ?? 256,
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
    // The clock starts when a worker begins the analysis: time in the queue or spent starting a
    // replacement worker is not the page's fault.
    const controller = new AbortController();
    const { port1, port2 } = new MessageChannel();
    let timer: NodeJS.Timeout | undefined;
    port1.once('message', () => {
      timer = setTimeout(() => controller.abort(), this.timeoutMs);
    });
    const task: AnalysisTask = { snapshot, ...(id ? { id } : {}), started: port2 };
    let result: TaskResult;
    try {
      result = (await this.piscina.run(task, { signal: controller.signal, transferList: [port2] as never })) as TaskResult;
    } catch (err) {
      if (controller.signal.aborted) throw new PagegradeError('internal_error', `The analysis did not finish within ${Math.round(this.timeoutMs / 1000)} s and was stopped.`);
      if (isPagegradeError(err)) throw err;
      if (/queue is at limit/i.test((err as Error).message ?? '')) throw new PagegradeError('internal_error', 'The analysis queue is full; try again shortly.');
      throw new PagegradeError('internal_error', 'The analysis worker failed; the page could not be analyzed.', { cause: err });
    } finally {
      clearTimeout(timer);
      port1.close();
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
