// Starts a worker process of a scaled-out deployment (`npm run worker`, `pagegrade worker`): it
// takes analyses and async jobs from the Redis queue, fetches and analyses them on its pool of
// worker threads, and stores them in PostgreSQL. Start as many as the load needs, on any machines.
import { pathToFileURL } from 'node:url';
import { tuneV8 } from '@pagegrade/core';
import { loadConfig, withConfigFile, type Config } from './config.ts';
import { analysisPool, ConfigurationError } from './deployment.ts';
import { openPostgres } from './store/distributed/index.ts';
import { openRedis } from './redis/connection.ts';
import { AnalysisQueue } from './redis/queue.ts';
import { AnalysisWorker } from './redis/worker.ts';
import { redisLimiters } from './store/distributed/quotas.ts';
import { refundDaily } from './http/rate-limit.ts';
import { openRendering } from './service/rendering.ts';

export interface RunningWorker {
  worker: AnalysisWorker;
  /** Finishes or hands back the jobs under way within `graceMs`, then closes everything. */
  stop(graceMs: number): Promise<void>;
}

/** Connects to PostgreSQL and Redis, starts the pool, then takes jobs; rejects with a clear message when it cannot. */
export async function startWorker(config: Config, log: (line: Record<string, unknown>) => void, options: { tuneV8?: boolean } = {}): Promise<RunningWorker> {
  if (!config.databaseUrl || !config.redisUrl) {
    throw new ConfigurationError('A worker takes its jobs from Redis and stores them in PostgreSQL: set PAGEGRADE_DATABASE_URL and PAGEGRADE_REDIS_URL, as for the API processes. (The embedded default needs no worker: `npm start` analyses in its own process.)');
  }
  const stores = await openPostgres(config.databaseUrl, { retryMs: config.storeRetryMs, log });
  if (stores.migrated.length) log({ level: 'info', msg: 'migrated the database', applied: stores.migrated.map((m) => m.name) });
  const closers: Array<() => Promise<void>> = [() => stores.close()];
  const closeAll = async () => {
    for (const close of closers.reverse()) await close().catch(() => undefined);
  };
  try {
    const clients = await openRedis(config.redisUrl, log);
    closers.push(() => clients.close());
    const queue = new AnalysisQueue(clients, config.redisPrefix);
    closers.push(() => queue.close());
    await queue.ready();
    const pool = analysisPool(config, options.tuneV8);
    closers.push(() => pool.destroy());
    await pool.ready();
    // Rendered analyses run here, in this process's one browser (started with the first of them).
    const rendering = openRendering({ ...config.render, allowHosts: config.unsafeAllowHosts });
    closers.push(() => rendering.close());
    // Fetching a page is mostly waiting for the network (seconds, against tens of milliseconds of
    // analysis): eight a thread keeps the threads busy while others fetch (docs/scaling.md).
    const concurrency = config.workerConcurrency || pool.threads * 8;
    // The API processes' daily counters: a job that got no page gives its analysis back there.
    const { daily } = redisLimiters(clients.commands, config.redisPrefix, config.rateLimits);
    const worker = new AnalysisWorker({
      stores,
      clients,
      queue,
      prefix: config.redisPrefix,
      runner: { pool, publicUrl: config.publicUrl, fetchLimits: config.fetchLimits, allowHosts: config.unsafeAllowHosts, rendering },
      concurrency,
      lockMs: config.workerLockMs,
      log,
      refund: (client) => refundDaily(daily, client, 1),
    });
    await worker.start();
    log({ level: 'info', msg: 'pagegrade worker ready', pid: process.pid, threads: pool.threads, concurrency, browser: rendering.health().state, renderConcurrency: rendering.concurrency });
    return {
      worker,
      stop: async (graceMs) => {
        await worker.stop(graceMs);
        await closeAll();
      },
    };
  } catch (err) {
    await closeAll();
    throw err;
  }
}

/** Outlasting the grace by this much means something hangs: exit anyway. */
const CLOSE_BACKSTOP_MS = 10_000;

/** The process of `npm run worker` and `pagegrade worker`: runs until SIGTERM or SIGINT, then exits. */
export async function main(): Promise<void> {
  const log = (line: Record<string, unknown>) => process.stderr.write(`${JSON.stringify({ time: new Date().toISOString(), ...line })}\n`);
  process.on('unhandledRejection', (reason) => log({ level: 'error', msg: 'unhandled rejection', error: reason instanceof Error ? (reason.stack ?? reason.message) : String(reason) }));
  process.on('uncaughtException', (err) => {
    log({ level: 'fatal', msg: 'uncaught exception', error: err.stack ?? err.message });
    process.exit(1);
  });
  // This process runs analyses: the engine's V8 flags, for it and its pool's workers.
  tuneV8();
  let running: RunningWorker | undefined;
  let config: Config;
  // A signal while the worker starts (even just after it said it is ready) waits for the start,
  // then stops it: the handlers are in place before anything starts.
  let signalled: NodeJS.Signals | null = null;
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (!running) {
      signalled ??= signal;
      return;
    }
    // A second signal changes nothing (`npm run worker` forwards the terminal's Ctrl-C once more).
    if (stopping) return;
    stopping = true;
    log({ level: 'info', msg: 'worker stopping', signal, graceMs: config.shutdownGraceMs });
    setTimeout(() => {
      log({ level: 'fatal', msg: 'worker stop did not complete; exiting anyway' });
      process.exit(1);
    }, config.shutdownGraceMs + CLOSE_BACKSTOP_MS).unref();
    running.stop(config.shutdownGraceMs).then(
      () => {
        log({ level: 'info', msg: 'worker stopped', signal });
        process.exit(0);
      },
      (err: unknown) => {
        log({ level: 'fatal', msg: 'worker stop failed', error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  try {
    config = await withConfigFile(loadConfig());
    running = await startWorker(config, log, { tuneV8: true });
  } catch (err) {
    log({ level: 'fatal', msg: 'could not start', error: err instanceof Error ? err.message : String(err) });
    process.exit(1);
  }
  if (signalled) stop(signalled);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
