import { isPagegradeError } from '@pagegrade/core';
import { asPagegradeError, type AnalysisRunner } from './analyses.ts';
import type { JobRecord, JobStore } from '../store/types.ts';

/** The error of a job that was cut short twice: by restarts of the server, or by worker processes that died. */
export const INTERRUPTED = 'The analysis was interrupted twice (the process running it stopped) and was not run a third time; start a new job.';

/**
 * Where async jobs run: in this process on its pool (the embedded default), or on worker
 * processes through the queue. The job is in the store, `running`, before it is started.
 */
export interface JobExecutor {
  start(jobs: readonly JobRecord[]): Promise<void>;
  /**
   * Runs again, once, the jobs a previous process left running, and fails those already run
   * again once; returns how many it ran. The queue's stalled-job recovery does this for workers.
   */
  resume(): Promise<number>;
  /** Resolves when no job runs in this process. */
  whenIdle(): Promise<void>;
  /** Called before the pool goes away: failures from here on are the shutdown's, not the job's. */
  shutdown(): void;
}

export interface JobRunDeps {
  jobs: JobStore;
  now: () => number;
  log?: (line: Record<string, unknown>) => void;
}

export type JobOutcome = { status: 'complete'; analysisId: string } | { status: 'failed'; error: { code: string; message: string } } | { status: 'cut-short' };

/**
 * Runs a job's analysis and records how it ended: complete with its analysis, or failed with the
 * error code the synchronous path would answer. A job cut short because its process is stopping
 * (`stopping()` true when it fails) is left running, for whoever runs it next.
 */
export async function runJob(job: JobRecord, analyze: (url: string) => Promise<{ id: string }>, deps: JobRunDeps, stopping: () => boolean): Promise<JobOutcome> {
  try {
    const summary = await analyze(job.url);
    await deps.jobs.complete(job.id, summary.id, deps.now());
    return { status: 'complete', analysisId: summary.id };
  } catch (err) {
    if (stopping()) return { status: 'cut-short' };
    if (!isPagegradeError(err)) deps.log?.({ level: 'error', msg: 'job failed', job: job.id, error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
    const e = asPagegradeError(err);
    const error = { code: e.code, message: e.message };
    await deps.jobs.fail(job.id, error, deps.now());
    return { status: 'failed', error };
  }
}

/**
 * Jobs run in this process, on the runner's pool. Written to the store before they start, so a
 * restart finds every job: finished ones keep their result, and ones that were running are run
 * again once (`resume`).
 */
export class LocalJobs implements JobExecutor {
  private readonly inflight = new Set<Promise<unknown>>();
  private stopping = false;

  constructor(
    private readonly runner: AnalysisRunner,
    private readonly deps: JobRunDeps,
  ) {}

  async start(jobs: readonly JobRecord[]): Promise<void> {
    for (const job of jobs) this.run(job);
  }

  async resume(): Promise<number> {
    let resumed = 0;
    for (const job of await this.deps.jobs.running()) {
      if (job.startedAt > job.createdAt) {
        this.deps.log?.({ level: 'warn', msg: 'failing a job interrupted by a restart for the second time', job: job.id });
        await this.deps.jobs.fail(job.id, { code: 'internal_error', message: INTERRUPTED }, this.deps.now());
        continue;
      }
      // Never the creation time itself, so a second interruption is recognised even within a millisecond.
      const startedAt = Math.max(this.deps.now(), job.createdAt + 1);
      await this.deps.jobs.restart(job.id, startedAt);
      this.deps.log?.({ level: 'info', msg: 'resuming job left running by a previous process', job: job.id });
      this.run({ ...job, startedAt });
      resumed++;
    }
    return resumed;
  }

  async whenIdle(): Promise<void> {
    while (this.inflight.size) await Promise.allSettled([...this.inflight]);
  }

  shutdown(): void {
    this.stopping = true;
  }

  private run(job: JobRecord): void {
    const p = runJob(job, (url) => this.runner.run(url, job.mode), this.deps, () => this.stopping)
      .catch((err: unknown) => this.deps.log?.({ level: 'error', msg: 'could not record a job result', job: job.id, error: String(err) }))
      .finally(() => this.inflight.delete(p));
    this.inflight.add(p);
  }
}
