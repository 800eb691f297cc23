import { hostname } from 'node:os';
import { DelayedError, Worker, WaitingError, type Job } from 'bullmq';
import { isPagegradeError, type ErrorCode } from '@pagegrade/core';
import { PoolRunner, asPagegradeError, type PoolRunnerDeps } from '../service/analyses.ts';
import { INTERRUPTED, runJob } from '../service/job-execution.ts';
import type { Stores } from '../store/types.ts';
import type { RedisClients } from './connection.ts';
import { QUEUE_NAME, STALLED_TWICE, type AnalysisQueue, type QueuedWork, type WorkResult } from './queue.ts';
import { STORAGE_FULL_MESSAGE, STORE_UNAVAILABLE_MESSAGE, storeFault } from '../store/faults.ts';
import { writeHeartbeat, removeHeartbeat, HEARTBEAT_EVERY_MS } from './heartbeat.ts';

export interface AnalysisWorkerOptions {
  stores: Stores;
  clients: RedisClients;
  /** The queue, for the sweep that checks jobs left running in the store against it. */
  queue: AnalysisQueue;
  prefix: string;
  runner: Omit<PoolRunnerDeps, 'store'>;
  /** Analyses this process runs at once. */
  concurrency: number;
  /** BullMQ's lock: a job whose worker has not renewed it for this long is run again by another. */
  lockMs: number;
  now?: () => number;
  log: (line: Record<string, unknown>) => void;
  /** Gives one analysis back to a client's daily quota (a job that could not fetch its page costs nothing). */
  refund?: (client: string) => Promise<unknown>;
}

/** A job that is `running` in the store this long without being in the queue is lost (its API process died between the two). */
const SWEEP_GRACE_MS = 60_000;
/**
 * How often the store is checked against the queue: the most a job stays `running` after the
 * queue has ended it (its worker could not record the end, the store being away), once the store
 * is back.
 */
const SWEEP_EVERY_MS = 15_000;
/**
 * A job whose worker could not even read it (the store out of reach past its retries) goes back to
 * the queue for this long before it fails with store_unavailable; it waits `STORE_WAIT_STEP_MS` a time.
 */
const STORE_WAIT_MS = 5 * 60_000;
const STORE_WAIT_STEP_MS = 5_000;

const HANDED_BACK = Symbol('handed back');

/**
 * A worker process's share of the queue: it takes analyses and async jobs, fetches and analyses
 * them on its pool, stores them, and answers the waiting API process (an analysis) or records the
 * job in the store. A job whose worker dies is run again once by another, after the lock lapses
 * (BullMQ's stalled-job recovery, maxStalledCount 1); a job cut short a second time fails with the
 * same error as a job interrupted twice by restarts of the embedded server. Stopping, the worker
 * takes no new job and finishes those it has, or hands them back to the queue at the end of the
 * grace (not counted as an interruption).
 */
export class AnalysisWorker {
  private readonly worker: Worker<QueuedWork, WorkResult>;
  private readonly runner: PoolRunner;
  private readonly handBack = new AbortController();
  private readonly now: () => number;
  private sweepTimer: NodeJS.Timeout | null = null;
  private heartbeatTimer: NodeJS.Timeout | null = null;
  private readonly name = `${hostname()}:${process.pid}`;

  constructor(private readonly options: AnalysisWorkerOptions) {
    this.now = options.now ?? Date.now;
    this.runner = new PoolRunner({ ...options.runner, store: options.stores.analyses });
    this.worker = new Worker<QueuedWork, WorkResult>(QUEUE_NAME, (job, token) => this.process(job, token), {
      connection: options.clients.blocking,
      prefix: options.prefix,
      // Kept on each job it takes (BullMQ's processedBy): which process on which machine runs it.
      name: this.name,
      concurrency: options.concurrency,
      lockDuration: options.lockMs,
      stalledInterval: Math.max(500, Math.floor(options.lockMs / 2)),
      maxStalledCount: 1,
      autorun: false,
    });
    this.worker.on('failed', (job, err) => void this.failed(job, err));
    this.worker.on('error', (err) => options.log({ level: 'error', msg: 'queue worker error', error: err.message }));
  }

  /** Starts taking jobs; resolves once connected. */
  async start(): Promise<void> {
    void this.worker.run().catch((err: unknown) => this.options.log({ level: 'error', msg: 'queue worker stopped', error: String(err) }));
    await this.worker.waitUntilReady();
    this.sweepTimer = setInterval(() => void this.sweep(), SWEEP_EVERY_MS);
    this.sweepTimer.unref();
    void this.sweep();
    // Health of the API processes counts the workers that beat within the last few beats.
    const beat = () => void writeHeartbeat(this.options.clients.commands, this.options.prefix, this.name, this.now()).catch(() => undefined);
    beat();
    this.heartbeatTimer = setInterval(beat, HEARTBEAT_EVERY_MS);
    this.heartbeatTimer.unref();
  }

  /**
   * Takes no new job, lets those under way finish for `graceMs`, then hands back those still
   * running to the queue, where another worker takes them; resolves when this worker holds none.
   */
  async stop(graceMs: number): Promise<void> {
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    if (this.heartbeatTimer) clearInterval(this.heartbeatTimer);
    await removeHeartbeat(this.options.clients.commands, this.options.prefix, this.name).catch(() => undefined);
    const timer = setTimeout(() => this.handBack.abort(), graceMs);
    try {
      await this.worker.close();
    } finally {
      clearTimeout(timer);
    }
  }

  private async process(job: Job<QueuedWork, WorkResult>, token: string | undefined): Promise<WorkResult> {
    const signal = this.handBack.signal;
    const handedBack = new Promise<typeof HANDED_BACK>((resolve) => {
      if (signal.aborted) resolve(HANDED_BACK);
      else signal.addEventListener('abort', () => resolve(HANDED_BACK), { once: true });
    });
    const work = this.work(job.data, job.stalledCounter > 0, signal);
    // Whatever the work does once handed back is nobody's: PoolRunner stores nothing after the signal.
    work.catch(() => undefined);
    let outcome: WorkResult | typeof HANDED_BACK;
    try {
      outcome = await Promise.race([work, handedBack]);
    } catch (err) {
      // The store stayed out of reach before the job could start: back to the queue, a while, rather than failed.
      if (job.data.kind === 'job' && storeFault(err) && this.now() - job.timestamp < STORE_WAIT_MS) {
        await job.moveToDelayed(this.now() + STORE_WAIT_STEP_MS, token);
        this.options.log({ level: 'warn', msg: 'store out of reach: job back in the queue for a few seconds', job: job.id });
        throw new DelayedError();
      }
      throw err;
    }
    if (outcome === HANDED_BACK) {
      await job.moveToWait(token);
      this.options.log({ level: 'info', msg: 'handed a job back to the queue', job: job.id });
      throw new WaitingError();
    }
    return outcome;
  }

  private async work(data: QueuedWork, again: boolean, signal: AbortSignal): Promise<WorkResult | typeof HANDED_BACK> {
    if (data.kind === 'analysis') {
      try {
        const summary = await this.runner.run(data.url, data.mode, signal);
        return { ok: true, analysisId: summary.id, summary };
      } catch (err) {
        if (signal.aborted) return HANDED_BACK;
        if (!isPagegradeError(err)) this.options.log({ level: 'error', msg: 'analysis failed', error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
        const e = asPagegradeError(err);
        return { ok: false, error: { code: e.code, message: e.message, status: e.status } };
      }
    }
    const { jobs } = this.options.stores;
    const record = await jobs.get(data.id);
    // Ended meanwhile (by the sweep, or by a run the queue did not hear the end of): as it ended.
    if (!record) return { ok: false, error: { code: 'not_found', message: 'The job is no longer stored.' } };
    if (record.status === 'complete') return { ok: true, analysisId: record.analysisId ?? '' };
    if (record.status === 'failed') return { ok: false, error: { code: (record.error?.code ?? 'internal_error') as ErrorCode, message: record.error?.message ?? '' } };
    // Run again after its worker died: its time runs from now, as after a restart of the embedded server.
    if (again) await jobs.restart(record.id, Math.max(this.now(), record.createdAt + 1));
    // The store keeps the address in its public form; the queue carries it as given, to fetch.
    const outcome = await runJob({ ...record, url: data.url }, (url, stage) => this.runner.run(url, record.mode, signal, stage), { jobs, now: this.now, log: this.options.log, ...(this.options.refund ? { refund: this.options.refund } : {}) }, () => signal.aborted, data.client);
    if (outcome.status === 'complete') return { ok: true, analysisId: outcome.analysisId };
    if (outcome.status === 'failed') return { ok: false, error: { code: outcome.error.code as ErrorCode, message: outcome.error.message } };
    return HANDED_BACK;
  }

  /** A job BullMQ failed without our processor: one that stalled twice, or whose processor threw. */
  private async failed(job: Job<QueuedWork, WorkResult> | undefined, err: Error): Promise<void> {
    const data = job?.data;
    if (data?.kind !== 'job') return;
    const stalled = STALLED_TWICE.test(err.message);
    if (stalled) this.options.log({ level: 'warn', msg: 'failing a job interrupted for the second time', job: data.id });
    const e = stalled ? { code: 'internal_error', message: INTERRUPTED } : asPagegradeError(err);
    await this.options.stores.jobs.fail(data.id, { code: e.code, message: e.message }, this.now()).catch((e: unknown) => this.options.log({ level: 'error', msg: 'could not record a job result', job: data.id, error: String(e) }));
  }

  /**
   * Checks the jobs `running` in the store against the queue, once a minute in one worker of the
   * deployment: a job the queue failed or finished without the store hearing of it (its process
   * died between the two) is ended as the queue ended it, and one the queue never had (its API
   * process died between writing and queueing it) fails. So no job stays `running` for ever.
   */
  async sweep(): Promise<number> {
    try {
      const turn = await this.options.clients.commands.set(`${this.options.prefix}:sweep`, String(process.pid), 'PX', SWEEP_EVERY_MS - 1000, 'NX');
      if (turn !== 'OK') return 0;
      let ended = 0;
      const { jobs } = this.options.stores;
      for (const record of await jobs.running()) {
        const state = await this.options.queue.queue.getJobState(record.id);
        if (state === 'failed') {
          await jobs.fail(record.id, failedAs((await this.options.queue.queue.getJob(record.id))?.failedReason ?? ''), this.now());
        } else if (state === 'completed') {
          const result = (await this.options.queue.queue.getJob(record.id))?.returnvalue;
          if (result?.ok) await jobs.complete(record.id, result.analysisId, this.now());
          else await jobs.fail(record.id, result?.error ?? { code: 'internal_error', message: 'The analysis failed unexpectedly.' }, this.now());
        } else if (state === 'unknown' && record.createdAt <= this.now() - SWEEP_GRACE_MS) {
          await jobs.fail(record.id, { code: 'internal_error', message: 'The job was lost before it could run; start a new job.' }, this.now());
        } else continue;
        this.options.log({ level: 'warn', msg: 'ended a job the store still had running', job: record.id, queueState: state });
        ended++;
      }
      return ended;
    } catch (err) {
      this.options.log({ level: 'error', msg: 'job sweep failed', error: err instanceof Error ? err.message : String(err) });
      return 0;
    }
  }
}

/** A job the queue failed, as the store records it: the reason BullMQ kept is the error's message. */
function failedAs(reason: string): { code: string; message: string } {
  if (STALLED_TWICE.test(reason)) return { code: 'internal_error', message: INTERRUPTED };
  if (reason === STORE_UNAVAILABLE_MESSAGE) return { code: 'store_unavailable', message: reason };
  if (reason === STORAGE_FULL_MESSAGE) return { code: 'storage_full', message: reason };
  return { code: 'internal_error', message: 'The analysis failed unexpectedly.' };
}
