// Starts the API: configuration from the environment, then the backend it names (the embedded
// SQLite and pool, or PostgreSQL and Redis with analyses on worker processes), then the app.
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { loadRules, tuneV8 } from '@pagegrade/core';
import { loadConfig, withConfigFile } from './config.ts';
import { createApp, loadAppKeys } from './app.ts';
import { openDeployment } from './deployment.ts';
import { stopOnSignals } from './lifecycle/shutdown.ts';

const log = (line: Record<string, unknown>) => process.stderr.write(`${JSON.stringify({ time: new Date().toISOString(), ...line })}\n`);

async function start(): Promise<void> {
  // The embedded default runs analyses in this process: give it the engine's V8 flags (and its workers).
  tuneV8();
  const config = await withConfigFile(loadConfig());
  if (config.configFile) log({ level: 'info', msg: 'configuration file read (its plugins only)', file: config.configFile, plugins: config.plugins.length });
  if (config.unsafeAllowHosts.length) log({ level: 'warn', msg: 'PAGEGRADE_UNSAFE_ALLOW_HOSTS is set: the fetcher may reach these private addresses', hosts: config.unsafeAllowHosts });
  const rules = await loadRules(config.plugins);
  const deployment = await openDeployment(config, { log, tuneV8: true, lockDataDir: true });
  const app = createApp({ config, rules, backend: deployment, keys: await loadAppKeys(config, deployment.stores), log });
  const resumed = await app.jobs.resume();
  if (resumed) log({ level: 'info', msg: 'resumed jobs left running', count: resumed });
  const housekeeping = async () => {
    const failed = (what: string) => (err: unknown) => log({ level: 'error', msg: `${what} failed`, error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
    if (!(await deployment.housekeepingTurn().catch(failed('taking the housekeeping turn')))) return;
    app.idempotency.purgeExpired().catch(failed('purging idempotency keys'));
    app.jobs.purgeExpired().catch(failed('purging finished jobs'));
    void app.analysisHousekeeping.run();
  };
  void housekeeping();
  const purge = setInterval(() => void housekeeping(), 3_600_000);
  purge.unref();
  const server = app.koa.listen(config.port, config.host, () => {
    // The bound port, which PORT=0 leaves to the system.
    const { port } = server.address() as AddressInfo;
    log({ level: 'info', msg: 'pagegrade listening', url: config.publicUrl, port, checks: rules.length, ...deployment.facts });
  });
  server.requestTimeout = 120_000;
  stopOnSignals({ server, app, deployment, graceMs: config.shutdownGraceMs, log });
}

/**
 * Starts the service in this process (`npm start`, `pagegrade serve`) and keeps it running until
 * SIGTERM or SIGINT. A stray rejection is a bug to log, not a reason to drop every request in
 * flight. An uncaught exception leaves the process in an unknown state: log it and exit so a
 * supervisor restarts it; stored analyses are safe in the store (synchronous writes).
 */
export async function serve(): Promise<void> {
  process.on('unhandledRejection', (reason) => {
    log({ level: 'error', msg: 'unhandled rejection', error: reason instanceof Error ? (reason.stack ?? reason.message) : String(reason) });
  });
  process.on('uncaughtException', (err) => {
    log({ level: 'fatal', msg: 'uncaught exception', error: err.stack ?? err.message });
    process.exit(1);
  });
  await start().catch((err: unknown) => {
    log({ level: 'fatal', msg: 'could not start', error: err instanceof Error ? err.message : String(err) });
    process.exit(1);
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await serve();
