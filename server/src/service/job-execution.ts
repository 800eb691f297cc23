import { isPagegradeError } from '@pagegrade/core';
import { asPagegradeError, type AnalysisRunner, type StageListener } from './analyses.ts';
import { gotNoPage } from './spending.ts';
import { REDACTED } from '../privacy/public-url.ts';
import type { JobRecord, JobStore } from '../store/types.ts';

/** The error of a job that was cut short twice: by restarts of the server, or by worker processes that died. */
export const INTERRUPTED = 'The analysis was interrupted twice (the process running it stopped) and was not run a third time; start a new job.';

/** The error of a job a restart interrupted whose address was stored cleaned: what was taken out is gone. */
export const NOT_RESUMABLE = 'The analysis was interrupted by a restart, and its address had secrets in it that are never stored, so it cannot be run again; start a new job.';

/**
 * Where async jobs run: in this process on its pool (the embedded default), or on worker
 * processes through the queue. The job is in the store, `running`, before it is started.
 */
export interface JobExecutor {
  /** `client`, when known, spent the jobs' analyses: a job that gets no page gives its analysis back. */
  start(jobs: readonly JobRecord[], client?: string): Promise<void>;
  /**
   * Runs again, once, the jobs a previous process left running, and fails those already run
   * again once; returns how many it ran. The queue's stalled-job recovery does this for workers.
   */
  resume(): Promise<number>;
  /** Resolves when no job runs in this process. */
  whenIdle(): Promise<void>;
  /** Called before the pool goes away: failures from here on are the shutdown's, not the job's. */
  shutdown(): void;
  /**
   * How a job of this process ended when the store could not record it yet (a full disk, a
   * database out of reach), so that reading the job tells the truth meanwhile; null otherwise.
   */
  unrecorded(id: string): Ended | null;
}

export interface JobRunDeps {
  jobs: JobStore;
  now: () => number;
  log?: (line: Record<string, unknown>) => void;
  /** Gives one analysis back to a client's daily quota (a job that could not fetch its page costs nothing). */
  refund?: (client: string) => Promise<unknown>;
}

/** How a job ended, and when. */
export type Ended = ({ status: 'complete'; analysisId: string } | { status: 'failed'; error: { code: string; message: string } }) & { finishedAt: number };

/** `recorded` false: the store refused the outcome (a full disk, a database out of reach); whoever ran the job records it later. */
export type JobOutcome = (Ended & { recorded: boolean }) | { status: 'cut-short' };

/** Writes how a job ended; a job ends once, so writing it again changes nothing. */
export async function recordOutcome(jobs: JobStore, id: string, ended: Ended): Promise<void> {
  if (ended.status === 'complete') await jobs.complete(id, ended.analysisId, ended.finishedAt);
  else await jobs.fail(id, ended.error, ended.finishedAt);
}

/**
 * Runs a job's analysis and records how it ended: complete with its analysis, or failed with the
 * error code the synchronous path would answer. A job cut short because its process is stopping
 * (`stopping()` true when it fails) is left running, for whoever runs it next. When the store
 * cannot record the outcome (it has already been retried through a brief outage), the outcome is
 * returned unrecorded rather than thrown away: the caller keeps it until the store takes it.
 */
export async function runJob(job: JobRecord, analyze: (url: string, stage: StageListener) => Promise<{ id: string }>, deps: JobRunDeps, stopping: () => boolean, client?: string): Promise<JobOutcome> {
  let ended: Ended;
  // Progress is written in order as it happens, and never holds the analysis up: a stage the
  // store misses only shows the one before it a little longer.
  let written = Promise.resolve();
  const stage: StageListener = (s) => {
    written = written.then(() => deps.jobs.advance(job.id, s)).catch(() => undefined);
  };
  try {
    const summary = await analyze(job.url, stage);
    ended = { status: 'complete', analysisId: summary.id, finishedAt: deps.now() };
  } catch (err) {
    if (stopping()) return { status: 'cut-short' };
    if (!isPagegradeError(err)) deps.log?.({ level: 'error', msg: 'job failed', job: job.id, error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
    const e = asPagegradeError(err);
    ended = { status: 'failed', error: { code: e.code, message: e.message }, finishedAt: deps.now() };
    if (client && deps.refund && gotNoPage(err)) await deps.refund(client).catch((r: unknown) => deps.log?.({ level: 'warn', msg: 'could not give back the analysis of a job that got no page', job: job.id, error: String(r) }));
  }
  try {
    await recordOutcome(deps.jobs, job.id, ended);
    return { ...ended, recorded: true };
  } catch (err) {
    deps.log?.({ level: 'error', msg: 'could not record a job result yet', job: job.id, outcome: ended.status, error: err instanceof Error ? err.message : String(err) });
    return { ...ended, recorded: false };
  }
}

/** How often outcomes the store refused are offered to it again. */
const RECORD_AGAIN_MS = 2_000;

/**
 * Jobs run in this process, on the runner's pool. Written to the store before they start, so a
 * restart finds every job: finished ones keep their result, and ones that were running are run
 * again once (`resume`). An outcome the store refuses (a full disk) is kept here, answered to
 * readers, and offered to the store again every few seconds until it takes it, so that freeing
 * space is all it takes for the service to go on.
 */
export class LocalJobs implements JobExecutor {
  private readonly inflight = new Set<Promise<unknown>>();
  private readonly pending = new Map<string, Ended>();
  private retryTimer: NodeJS.Timeout | null = null;
  private recording = false;
  private stopping = false;
  /** Who spent each running job's analysis; not kept across a restart, so a resumed job gives nothing back. */
  private readonly clients = new Map<string, string>();

  constructor(
    private readonly runner: AnalysisRunner,
    private readonly deps: JobRunDeps,
  ) {}

  async start(jobs: readonly JobRecord[], client?: string): Promise<void> {
    for (const job of jobs) {
      if (client) this.clients.set(job.id, client);
      this.run(job);
    }
  }

  async resume(): Promise<number> {
    let resumed = 0;
    for (const job of await this.deps.jobs.running()) {
      if (job.startedAt > job.createdAt) {
        this.deps.log?.({ level: 'warn', msg: 'failing a job interrupted by a restart for the second time', job: job.id });
        await this.deps.jobs.fail(job.id, { code: 'internal_error', message: INTERRUPTED }, this.deps.now());
        continue;
      }
      // The store holds the address in its public form: one that was cleaned cannot be fetched as given any more.
      if (job.url.includes(REDACTED)) {
        this.deps.log?.({ level: 'warn', msg: 'failing a job whose cleaned address cannot be run again after a restart', job: job.id });
        await this.deps.jobs.fail(job.id, { code: 'internal_error', message: NOT_RESUMABLE }, this.deps.now());
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
    // What is still unrecorded stays `running` in the store: the next start runs it again once.
    if (this.retryTimer) clearInterval(this.retryTimer);
    this.retryTimer = null;
  }

  unrecorded(id: string): Ended | null {
    return this.pending.get(id) ?? null;
  }

  private run(job: JobRecord): void {
    const p = runJob(job, (url, stage) => this.runner.run(url, job.mode, undefined, stage), this.deps, () => this.stopping, this.clients.get(job.id))
      .then((outcome) => {
        if (outcome.status !== 'cut-short' && !outcome.recorded) this.keep(job.id, outcome);
      })
      .catch((err: unknown) => this.deps.log?.({ level: 'error', msg: 'job failed', job: job.id, error: String(err) }))
      .finally(() => {
        this.inflight.delete(p);
        this.clients.delete(job.id);
      });
    this.inflight.add(p);
  }

  private keep(id: string, outcome: Ended & { recorded: boolean }): void {
    const { recorded: _, ...ended } = outcome;
    this.pending.set(id, ended);
    if (this.retryTimer || this.stopping) return;
    this.retryTimer = setInterval(() => void this.recordPending(), RECORD_AGAIN_MS);
    this.retryTimer.unref();
  }

  private async recordPending(): Promise<void> {
    if (this.recording) return;
    this.recording = true;
    try {
      for (const [id, ended] of this.pending) {
        await recordOutcome(this.deps.jobs, id, ended);
        this.pending.delete(id);
        this.deps.log?.({ level: 'info', msg: 'recorded a job result the store had refused', job: id });
      }
      if (this.retryTimer) clearInterval(this.retryTimer);
      this.retryTimer = null;
    } catch {
      // Still refused: the store is full or away; the next round tries again.
    } finally {
      this.recording = false;
    }
  }
}
