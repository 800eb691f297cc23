import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:http';
import { loadRules, type Rule } from '@pagegrade/core';
import { AnalysisPool } from '@pagegrade/core/pool';
import { createApp, embeddedLimiters, loadAppKeys, loadConfig, openSqlite, type App, type Config, type SqliteStores } from '@pagegrade/server';
import { LOOPBACK } from './fixture-server.ts';

export interface TestServer {
  url: string;
  app: App;
  config: Config;
  rules: Rule[];
  dataDir: string;
  logs: Array<Record<string, unknown>>;
  stores: SqliteStores;
  close(): Promise<void>;
}

/** The real app on 127.0.0.1 with its own data directory, allowed to reach loopback fixtures. */
export async function startServer(env: Record<string, string> = {}, options: { dataDir?: string } = {}): Promise<TestServer> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'pagegrade-test-'));
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
    ...env,
  });
  const rules = await loadRules(config.plugins);
  const stores = openSqlite(config.dataDir);
  const pool = new AnalysisPool({ threads: 1, plugins: config.plugins, timeoutMs: config.analysisTimeoutMs });
  await pool.ready();
  const logs: Array<Record<string, unknown>> = [];
  let app: App;
  try {
    app = createApp({ config, rules, pool, stores, limiters: embeddedLimiters(stores.db, config.rateLimits), keys: await loadAppKeys(config, stores), log: (l) => logs.push(l) });
  } catch (err) {
    // Leave nothing running behind a failed start, or the test process never exits.
    await pool.destroy();
    await stores.close();
    server.close();
    throw err;
  }
  server.on('request', app.koa.callback());
  return {
    url,
    app,
    config,
    rules,
    dataDir,
    logs,
    stores,
    close: async () => {
      app.jobs.shutdown();
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
      await pool.destroy();
      await stores.close();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
