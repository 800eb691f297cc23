import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:http';
import { loadRules, type Rule } from '@pagegrade/core';
import { createApp, loadAppKeys, loadConfig, openDeployment, type App, type Config, type Deployment, type Stores } from '@pagegrade/server';
import { startWorker, type RunningWorker } from '../../server/src/worker-main.ts';
import { deleteKeys } from '../../server/src/redis/connection.ts';
import { LOOPBACK } from './fixture-server.ts';
import { freshSchema, TEST_DATABASE_URL } from './backends.ts';

/** Where the Redis tests run: a server whose keys they may write under prefixes of their own. */
export const TEST_REDIS_URL = process.env['PAGEGRADE_TEST_REDIS_URL'] || null;

/** The two backends of the service: the embedded default, and PostgreSQL with Redis and a worker. */
export interface ServiceBackend {
  name: 'embedded' | 'distributed';
  /** Why this backend's tests do not run here, for node:test's skip; false when they do. */
  skip: string | false;
}

export function serviceBackends(): ServiceBackend[] {
  return [
    { name: 'embedded', skip: false },
    {
      name: 'distributed',
      skip: TEST_DATABASE_URL && TEST_REDIS_URL ? false : 'the scaled-out backend needs PAGEGRADE_TEST_DATABASE_URL and PAGEGRADE_TEST_REDIS_URL (bash .ci/run starts both servers and sets them)',
    },
  ];
}

/**
 * The places a distributed server keeps its state in: a PostgreSQL schema and a Redis prefix of
 * its own. Handing one server's place to the next restarts the deployment on the same data.
 */
export interface DistributedPlace {
  databaseUrl: string;
  redisPrefix: string;
  /** Removes the schema and the keys. */
  drop(): Promise<void>;
}

export async function distributedPlace(): Promise<DistributedPlace> {
  const schema = await freshSchema();
  const redisPrefix = `test-${randomBytes(6).toString('hex')}`;
  return {
    databaseUrl: schema.url,
    redisPrefix,
    drop: async () => {
      await schema.drop();
      await deleteKeys(TEST_REDIS_URL!, redisPrefix);
    },
  };
}

export interface TestServer {
  url: string;
  app: App;
  config: Config;
  rules: Rule[];
  dataDir: string;
  logs: Array<Record<string, unknown>>;
  backend: ServiceBackend['name'];
  stores: Stores;
  deployment: Deployment;
  /** The worker of a distributed server, in this process (null for the embedded one). */
  worker: RunningWorker | null;
  /** Resolves when no analysis or job this server started is still running (in this process or its worker). */
  whenIdle(): Promise<void>;
  close(): Promise<void>;
}

export interface StartOptions {
  dataDir?: string;
  backend?: ServiceBackend['name'];
  /** A distributed server's schema and prefix (kept when the server closes); fresh ones by default. */
  place?: DistributedPlace;
  /** A distributed server's worker in this process (default); false for a test that runs worker processes of its own. */
  worker?: boolean;
}

/**
 * The real app on 127.0.0.1, allowed to reach loopback fixtures: embedded, with its own data
 * directory; or distributed, on the test PostgreSQL and Redis with a worker of one thread in this
 * process, wired as `npm start` and `npm run worker` wire them (openDeployment, startWorker).
 */
export async function startServer(env: Record<string, string> = {}, options: StartOptions = {}): Promise<TestServer> {
  const backend = options.backend ?? 'embedded';
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'pagegrade-test-'));
  const place = backend === 'distributed' ? (options.place ?? (await distributedPlace())) : null;
  // Listen first, so the public URL in every response is this server's real address.
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const config = loadConfig({
    PAGEGRADE_PUBLIC_URL: url,
    PAGEGRADE_DATA_DIR: dataDir,
    PAGEGRADE_UNSAFE_ALLOW_HOSTS: LOOPBACK.join(','),
    PAGEGRADE_THREADS: '1',
    PAGEGRADE_FETCH_FIRST_BYTE_TIMEOUT_MS: '1500',
    PAGEGRADE_FETCH_REQUEST_TIMEOUT_MS: '3000',
    PAGEGRADE_FETCH_PAGE_TIMEOUT_MS: '6000',
    PORT: '0',
    // Generous quotas: suites that are not about rate limits run many analyses from one address.
    PAGEGRADE_RATE_ANALYSES_PER_DAY: '10000',
    PAGEGRADE_RATE_BURST_PER_MINUTE: '10000',
    ...(place ? { PAGEGRADE_DATABASE_URL: place.databaseUrl, PAGEGRADE_REDIS_URL: TEST_REDIS_URL!, PAGEGRADE_REDIS_PREFIX: place.redisPrefix, PAGEGRADE_WORKER_CONCURRENCY: '2' } : {}),
    ...env,
  });
  const logs: Array<Record<string, unknown>> = [];
  const log = (l: Record<string, unknown>) => logs.push(l);
  const cleanUp: Array<() => Promise<void>> = [async () => void server.close()];
  const undo = async () => {
    for (const step of cleanUp.reverse()) await step().catch(() => undefined);
  };
  try {
    const rules = await loadRules(config.plugins);
    const deployment = await openDeployment(config, { log });
    cleanUp.push(() => deployment.close());
    const worker = place && options.worker !== false ? await startWorker(config, log) : null;
    if (worker) cleanUp.push(() => worker.stop(0));
    const app = createApp({ config, rules, backend: deployment, keys: await loadAppKeys(config, deployment.stores), log });
    server.on('request', app.koa.callback());
    const whenIdle = async () => {
      await app.jobs.whenIdle();
      if (!place) return;
      // Nothing waiting or running in the queue, and no job of the store running.
      for (;;) {
        const counts = await deployment.queueCounts();
        const running = await deployment.stores.jobs.running();
        if (counts.waiting + counts.active + counts.prioritized === 0 && running.length === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    return {
      url,
      app,
      config,
      rules,
      dataDir,
      logs,
      backend,
      stores: deployment.stores,
      deployment,
      worker,
      whenIdle,
      close: async () => {
        app.jobs.shutdown();
        server.closeAllConnections();
        await new Promise<void>((r) => server.close(() => r()));
        app.release();
        cleanUp.shift();
        await undo();
        if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
        if (place && !options.place) await place.drop();
      },
    };
  } catch (err) {
    // Leave nothing running behind a failed start, or the test process never exits.
    await undo();
    if (place && !options.place) await place.drop();
    throw err;
  }
}
