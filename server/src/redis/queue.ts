import { Queue, QueueEvents, type JobsOptions } from 'bullmq';
import { PagegradeError, isPagegradeError, type AnalysisMode, type AnalysisSummary, type ErrorCode } from '@pagegrade/core';
import type { AnalysisRunner } from '../service/analyses.ts';
import { INTERRUPTED, type JobExecutor } from '../service/job-execution.ts';
import type { JobRecord, JobStore } from '../store/types.ts';
import type { RedisClients } from './connection.ts';
import { QUEUE_AWAY_MESSAGE } from '../store/distributed/quotas.ts';
import { storeFaultError } from '../store/faults.ts';

/** The one queue: synchronous analyses and async jobs, taken by any worker process. */
export const QUEUE_NAME = 'analyses';

/**
 * What a queued job asks: an analysis someone waits for on an open request, or an async job of
 * the store (whose mode the worker reads from the store's record). No mode: static, as queued by
 * earlier releases.
 */
export type QueuedWork = { kind: 'analysis'; url: string; mode?: AnalysisMode } | { kind: 'job'; id: string; url: string; mode?: AnalysisMode; client?: string };

/**
 * What a worker answers: the stored analysis (its summary for the API process that waits for an
 * analysis; only its id for a job, which clients read from the store), or the error the API answers with.
 */
export type WorkResult = { ok: true; analysisId: string; summary?: AnalysisSummary } | { ok: false; error: { code: ErrorCode; message: string; status?: number } };

/** BullMQ's reason for a job whose worker stopped answering twice (maxStalledCount 1). */
export const STALLED_TWICE = /stalled more than allowable limit/;

/**
 * How long an API process waits for a worker to answer a synchronous analysis, below the HTTP
 * server's request timeout (120 s) so the client gets an answer of ours.
 */
export const SYNC_WAIT_MS = 100_000;

/**
 * Jobs of the queue are deleted from Redis a while after they end: the store keeps what clients
 * read (analyses, job records); Redis only needs them long enough for the waiting API process
 * (an analysis) or the sweep that checks the store against the queue (a job).
 */
const SYNC_OPTIONS: JobsOptions = { removeOnComplete: { age: 60 }, removeOnFail: { age: 3600 } };
// Async jobs come after the analyses a client waits for: BullMQ takes jobs without a priority first.
const JOB_OPTIONS: JobsOptions = { priority: 1, removeOnComplete: { age: 86_400 }, removeOnFail: { age: 7 * 86_400 } };

/** The producer's side of the queue, in API processes: adding work and hearing that it ended. */
export class AnalysisQueue {
  readonly queue: Queue<QueuedWork, WorkResult>;
  readonly events: QueueEvents;

  constructor(
    private readonly clients: RedisClients,
    prefix: string,
  ) {
    this.queue = new Queue<QueuedWork, WorkResult>(QUEUE_NAME, { connection: clients.commands, prefix });
    this.events = new QueueEvents(QUEUE_NAME, { connection: clients.blocking, prefix });
  }

  /** Whether Redis is connected now: while it is not, nothing is added, so no request waits on a reconnect. */
  reachable(): boolean {
    return this.clients.commands.status === 'ready';
  }

  /** Refuses at once (503 service_unavailable) while Redis is away. */
  ensureReachable(): void {
    if (!this.reachable()) throw new PagegradeError('service_unavailable', QUEUE_AWAY_MESSAGE);
  }

  async ready(): Promise<void> {
    await Promise.all([this.queue.waitUntilReady(), this.events.waitUntilReady()]);
  }

  /** How many analyses wait or run. */
  async counts(): Promise<{ waiting: number; active: number; prioritized: number }> {
    const c = await this.queue.getJobCounts('waiting', 'active', 'prioritized');
    return { waiting: c['waiting'] ?? 0, active: c['active'] ?? 0, prioritized: c['prioritized'] ?? 0 };
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.events.close(), this.queue.close()]);
  }
}

/**
 * Synchronous analyses through the queue: the API process adds the analysis and waits for a
 * worker's answer, so it never fetches or analyses a page itself and stays light however hostile
 * the page. The analysis goes ahead of async jobs.
 */
export class QueuedRunner implements AnalysisRunner {
  constructor(private readonly q: AnalysisQueue) {}

  async run(url: string, mode: AnalysisMode = 'static'): Promise<AnalysisSummary> {
    this.q.ensureReachable();
    const job = await this.q.queue.add('analysis', { kind: 'analysis', url, mode }, SYNC_OPTIONS).catch((err: unknown) => {
      throw storeFaultError(err) ? new PagegradeError('service_unavailable', QUEUE_AWAY_MESSAGE, { cause: err }) : err;
    });
    let result: WorkResult;
    try {
      result = await job.waitUntilFinished(this.q.events, SYNC_WAIT_MS);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      if (/timed out before finishing/.test(message)) {
        // Nobody waits for it any more: take it out of the queue unless a worker has it already.
        await job.remove().catch(() => undefined);
        throw new PagegradeError('service_unavailable', 'Every analysis worker is busy; retry after the seconds in Retry-After.', { cause: err });
      }
      if (STALLED_TWICE.test(message)) throw new PagegradeError('internal_error', INTERRUPTED, { cause: err });
      throw storeFaultError(err) ?? new PagegradeError('internal_error', 'The analysis failed unexpectedly.', { cause: err });
    }
    // The status too: one code may answer two (rendering_unavailable: 501 without a browser, 503 when it failed to start).
    if (!result.ok) throw new PagegradeError(result.error.code, result.error.message, result.error.status ? { status: result.error.status } : undefined);
    if (!result.summary) throw new PagegradeError('internal_error', 'The analysis failed unexpectedly.');
    return result.summary;
  }
}

/**
 * Async jobs through the queue, under their own ids (adding one twice adds it once). A job that
 * cannot be queued fails at once, in the store, rather than staying `running` for nobody.
 */
export class QueuedJobs implements JobExecutor {
  constructor(
    private readonly q: AnalysisQueue,
    private readonly jobs: JobStore,
    private readonly now: () => number,
  ) {}

  async start(jobs: readonly JobRecord[], client?: string): Promise<void> {
    try {
      this.q.ensureReachable();
      // The client goes with the job, so the worker can give back the analysis of a page it could not fetch.
      await this.q.queue.addBulk(jobs.map((j) => ({ name: 'job', data: { kind: 'job' as const, id: j.id, url: j.url, mode: j.mode ?? 'static', ...(client ? { client } : {}) }, opts: { ...JOB_OPTIONS, jobId: j.id } })));
    } catch (err) {
      const away = isPagegradeError(err) || storeFaultError(err) ? new PagegradeError('service_unavailable', QUEUE_AWAY_MESSAGE, { cause: err }) : err;
      const code = away instanceof PagegradeError ? away.code : 'internal_error';
      for (const j of jobs) await this.jobs.fail(j.id, { code, message: 'The job could not be queued; start a new job.' }, this.now()).catch(() => undefined);
      throw away;
    }
  }

  /** The queue runs again, once, the jobs of a worker that died (its stalled-job recovery). */
  async resume(): Promise<number> {
    return 0;
  }

  /** No job runs in an API process. */
  async whenIdle(): Promise<void> {}

  /** Workers leave an outcome the store refused with the queue, where the sweep records it. */
  unrecorded(): null {
    return null;
  }

  shutdown(): void {}
}
