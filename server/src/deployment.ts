import { AnalysisPool } from '@pagegrade/core/pool';
import type { Config } from './config.ts';
import { refundDaily, type RateLimiters } from './http/rate-limit.ts';
import { embeddedLimiters } from './store/embedded/quotas.ts';
import { lockDataDir } from './lifecycle/data-dir-lock.ts';
import { PoolRunner, type AnalysisRunner } from './service/analyses.ts';
import { openRendering, type Rendering } from './service/rendering.ts';
import type { IdempotencyClaims } from './service/idempotency.ts';
import { LocalJobs, type JobExecutor } from './service/job-execution.ts';
import { openSqlite } from './store/embedded/index.ts';
import { openPostgres } from './store/distributed/index.ts';
import type { Stores } from './store/types.ts';
import { openRedis } from './redis/connection.ts';
import { redisLimiters } from './store/distributed/quotas.ts';
import type { MailCounters } from './mail/counters.ts';
import { sqliteMailCounters } from './store/embedded/mail-counters.ts';
import { redisMailCounters } from './store/distributed/mail-counters.ts';
import { RedisIdempotencyClaims } from './redis/idempotency-claims.ts';
import { AnalysisQueue, QueuedJobs, QueuedRunner } from './redis/queue.ts';
import { liveWorkers } from './redis/heartbeat.ts';
import type { BackendProbes } from './lifecycle/health.ts';

/** What the app runs on: where state is kept, requests counted, and analyses run. */
export interface Backend {
  stores: Stores;
  limiters: RateLimiters;
  /** Runs a synchronous analysis and stores it. */
  runner: AnalysisRunner;
  /** Runs async jobs. */
  jobs: JobExecutor;
  /** Idempotency claims shared by API processes; null when there is one process. */
  claims: IdempotencyClaims | null;
  /** This process's browser for mode "rendered": the embedded default's; null where workers render (a scaled-out API). */
  rendering: Rendering | null;
  /** Day counters for the report e-mails (per recipient, per client), where the quotas' counters live. */
  mailCounters(points: { perRecipient: number; perClient: number }): MailCounters;
  /** What health probes beyond the database: the queue and the workers, when scaled out. */
  probes?: BackendProbes | null;
}

export interface Deployment extends Backend {
  kind: 'embedded' | 'distributed';
  /** This process's analysis pool: the embedded default analyses in the API process; a scaled-out API has none. */
  pool: AnalysisPool | null;
  /** What the start-up log line says about the backend. */
  facts: Record<string, unknown>;
  /** Analyses waiting in the queue or running on workers (none in the embedded default, which has no queue). */
  queueCounts(): Promise<{ waiting: number; active: number; prioritized: number }>;
  /** Whether this process does the hourly housekeeping now: one process of the deployment per hour. */
  housekeepingTurn(): Promise<boolean>;
  /** Closes everything, the pool last but one and the data directory's lock last. */
  close(): Promise<void>;
}

/** A configuration the service cannot start with; the message says what to change. */
export class ConfigurationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigurationError';
  }
}

/**
 * Which backend the configuration asks for: both PAGEGRADE_DATABASE_URL and PAGEGRADE_REDIS_URL
 * for the scaled-out one, neither for the embedded default. One without the other is refused:
 * PostgreSQL without Redis would run jobs in processes that cannot see each other's counters, and
 * Redis without PostgreSQL would queue work for workers that cannot store it.
 */
export function backendKind(config: Pick<Config, 'databaseUrl' | 'redisUrl'>): 'embedded' | 'distributed' {
  if (config.databaseUrl && config.redisUrl) return 'distributed';
  if (!config.databaseUrl && !config.redisUrl) return 'embedded';
  const [set, unset] = config.databaseUrl ? ['PAGEGRADE_DATABASE_URL', 'PAGEGRADE_REDIS_URL'] : ['PAGEGRADE_REDIS_URL', 'PAGEGRADE_DATABASE_URL'];
  throw new ConfigurationError(`${set} is set but ${unset} is not: a scaled-out deployment needs both (PostgreSQL keeps the data, Redis queues the analyses and counts the rate limits). Set both, or neither for the embedded SQLite default.`);
}

export interface DeploymentOptions {
  log: (line: Record<string, unknown>) => void;
  /** Give the pool's workers the engine's V8 flags (the server's own process). */
  tuneV8?: boolean;
  /** Lock the data directory first, so a second server cannot resume this one's jobs (the server; not tests). */
  lockDataDir?: boolean;
}

/**
 * The analysis threads of a process that analyses (the embedded server, a worker): they also cut
 * the report's thumbnails below the first screen, which a stored rendered analysis keeps.
 */
export function analysisPool(config: Config, tuneV8: boolean | undefined): AnalysisPool {
  return new AnalysisPool({ ...(config.threads ? { threads: config.threads } : {}), plugins: config.plugins, timeoutMs: config.analysisTimeoutMs, tuneV8: tuneV8 ?? false, runOptions: { thumbnails: true } });
}

/**
 * Opens the backend the configuration names. Embedded: SQLite in the data directory, rate-limit
 * counters in it and in memory, and analyses on this process's pool. Distributed: PostgreSQL
 * (migrated first), Redis for the counters, the idempotency claims and the queue; analyses run on
 * worker processes (`npm run worker`), so this process has no pool. Rejects with a clear message
 * when the configuration is half of one, or a server cannot be reached.
 */
export async function openDeployment(config: Config, options: DeploymentOptions): Promise<Deployment> {
  const kind = backendKind(config);
  return kind === 'distributed' ? openDistributed(config, options) : openEmbedded(config, options);
}

async function openEmbedded(config: Config, options: DeploymentOptions): Promise<Deployment> {
  // First of all: a second server on this directory would resume (run again) the first one's jobs.
  const lock = options.lockDataDir ? lockDataDir(config.dataDir) : null;
  const stores = openSqlite(config.dataDir, undefined, { windowMs: config.storeRetryMs, log: options.log });
  const pool = analysisPool(config, options.tuneV8);
  try {
    await pool.ready();
  } catch (err) {
    await stores.close();
    lock?.release();
    throw err;
  }
  const limiters = embeddedLimiters(stores.db, config.rateLimits);
  const rendering = openRendering({ ...config.render, allowHosts: config.unsafeAllowHosts });
  const runner = new PoolRunner({ pool, store: stores.analyses, publicUrl: config.publicUrl, fetchLimits: config.fetchLimits, allowHosts: config.unsafeAllowHosts, rendering });
  return {
    kind: 'embedded',
    stores,
    limiters,
    mailCounters: (points) => sqliteMailCounters(stores.db, points),
    runner,
    jobs: new LocalJobs(runner, { jobs: stores.jobs, now: Date.now, log: options.log, refund: (client) => refundDaily(limiters.daily, client, 1) }),
    claims: null,
    probes: null,
    rendering,
    pool,
    facts: { store: 'sqlite', dataDir: config.dataDir, threads: pool.threads, browser: rendering.health().state, renderConcurrency: rendering.concurrency },
    queueCounts: async () => ({ waiting: 0, active: 0, prioritized: 0 }),
    housekeepingTurn: async () => true,
    close: async () => {
      // The browser first: its pages' analyses are already over (shutdown drains them).
      await rendering.close();
      await pool.destroy();
      await stores.close();
      lock?.release();
    },
  };
}

async function openDistributed(config: Config, options: DeploymentOptions): Promise<Deployment> {
  const stores = await openPostgres(config.databaseUrl!, { retryMs: config.storeRetryMs, log: options.log });
  if (stores.migrated.length) options.log({ level: 'info', msg: 'migrated the database', applied: stores.migrated.map((m) => m.name) });
  let clients;
  try {
    clients = await openRedis(config.redisUrl!, options.log);
  } catch (err) {
    await stores.close();
    throw err;
  }
  const queue = new AnalysisQueue(clients, config.redisPrefix);
  try {
    await queue.ready();
  } catch (err) {
    await queue.close();
    await clients.close();
    await stores.close();
    throw err;
  }
  const housekeepingKey = `${config.redisPrefix}:housekeeping`;
  return {
    kind: 'distributed',
    stores,
    limiters: redisLimiters(clients.commands, config.redisPrefix, config.rateLimits),
    mailCounters: (points) => redisMailCounters(clients.commands, config.redisPrefix, points),
    runner: new QueuedRunner(queue),
    jobs: new QueuedJobs(queue, stores.jobs, Date.now),
    claims: new RedisIdempotencyClaims(clients.commands, config.redisPrefix),
    probes: {
      queue: async () => {
        // A reconnecting client would hold the PING until it is back: say so instead.
        if (clients.commands.status !== 'ready') throw new Error(`Redis is not connected (${clients.commands.status})`);
        await clients.commands.ping();
      },
      workers: () => liveWorkers(clients.commands, config.redisPrefix, Date.now()),
    },
    rendering: null,
    pool: null,
    facts: { store: 'postgres', queue: 'redis' },
    queueCounts: () => queue.counts(),
    // The first process to ask in an hour does it; the others skip that hour.
    housekeepingTurn: async () => (await clients.commands.set(housekeepingKey, String(process.pid), 'PX', 3_500_000, 'NX')) === 'OK',
    close: async () => {
      await queue.close();
      await clients.close();
      await stores.close();
    },
  };
}
