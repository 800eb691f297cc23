import { statfs } from 'node:fs/promises';
import type { Context, Next } from 'koa';
import type { BrowserHealth } from '../service/rendering.ts';

/**
 * One dependency as the health check found it:
 * - `up`: it answered (`latencyMs` says how fast);
 * - `down`: it did not answer, or answered an error (`error` says what);
 * - `low`: the disk has less free space than the minimum (analyses would fail to be stored);
 * - `not_used`: this deployment has none (the embedded default has no queue nor workers; a
 *   scaled-out API process renders nothing: its workers have the browsers).
 */
export type DependencyState = 'up' | 'down' | 'low' | 'not_used';

export interface Dependency {
  state: DependencyState;
  /** Milliseconds the probe took (absent when it was not probed). */
  latencyMs?: number;
  /** What failed, in words (no addresses or secrets). */
  error?: string;
  /** Whether the service cannot analyse while this dependency is not up. */
  required: boolean;
  [fact: string]: unknown;
}

export interface HealthReport {
  /** `ok`: the service can analyse; `unavailable`: it cannot (the answer is 503). */
  status: 'ok' | 'unavailable';
  dependencies: {
    database: Dependency;
    queue: Dependency;
    workers: Dependency;
    disk: Dependency;
    browser: Dependency;
  };
}

/** What the backend can probe beyond its database: the queue and the workers' heartbeats (scaled out). */
export interface BackendProbes {
  /** PING of Redis. */
  queue(): Promise<void>;
  /** Workers that beat lately. */
  workers(): Promise<number>;
}

export interface HealthDeps {
  /** One trivial query of the database. */
  ping(): Promise<void>;
  probes: BackendProbes | null;
  /** The data folder, whose free space is reported (and required in the embedded default, whose database is in it). */
  dataDir: string;
  /** Below this many free bytes the disk is `low`. */
  minFreeBytes: number;
  /** Whether the database lives in the data folder (SQLite), so that a full disk stops analyses. */
  databaseOnDisk: boolean;
  /** This process's browser for mode "rendered" (`ready` when installed, `absent` when not) and its facts; null where workers render. */
  browser?: (() => BrowserHealth) | null;
}

/** A probe that does not answer within this is `down`: health must answer fast, whatever hangs. */
export const PROBE_TIMEOUT_MS = 2_000;

async function probe(required: boolean, run: () => Promise<Record<string, unknown> | void>): Promise<Dependency> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    const facts = await Promise.race([
      run(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${PROBE_TIMEOUT_MS} ms`)), PROBE_TIMEOUT_MS);
      }),
    ]);
    return { state: 'up', latencyMs: Math.round(performance.now() - started), required, ...(facts ?? {}) };
  } catch (err) {
    return { state: 'down', latencyMs: Math.round(performance.now() - started), required, error: err instanceof Error ? err.message.split('\n')[0]! : String(err) };
  } finally {
    clearTimeout(timer);
  }
}

const NOT_USED = (required = false): Dependency => ({ state: 'not_used', required });

/** The data folder's free space (statfs), `low` below the minimum. */
async function disk(deps: HealthDeps): Promise<Dependency> {
  const d = await probe(deps.databaseOnDisk, async () => {
    const s = await statfs(deps.dataDir);
    return { freeBytes: s.bavail * s.bsize, totalBytes: s.blocks * s.bsize, minFreeBytes: deps.minFreeBytes };
  });
  if (d.state === 'up' && (d['freeBytes'] as number) < deps.minFreeBytes) d.state = 'low';
  return d;
}

/** The browser as a dependency: up when installed, with how many it started and how many pages it renders at once. */
function browserDependency({ state, ...facts }: BrowserHealth): Dependency {
  if (state === 'ready') return { state: 'up', required: false, ...facts };
  return { state: 'down', required: false, error: 'no browser is installed: rendered analyses answer rendering_unavailable', ...facts };
}

/**
 * Probes every dependency at once, each bounded by PROBE_TIMEOUT_MS: the service can analyse when
 * every required one is up. The embedded default needs its database and the disk it is on; a
 * scaled-out API process needs PostgreSQL, Redis and at least one worker that beats.
 */
export async function checkHealth(deps: HealthDeps): Promise<HealthReport> {
  const { probes } = deps;
  const [database, queue, workers, space] = await Promise.all([
    probe(true, () => deps.ping()),
    probes ? probe(true, () => probes.queue()) : Promise.resolve(NOT_USED()),
    probes
      ? probe(true, async () => ({ count: await probes.workers() })).then((w) => (w.state === 'up' && w['count'] === 0 ? { ...w, state: 'down' as const, error: 'no worker has beaten lately' } : w))
      : Promise.resolve(NOT_USED()),
    disk(deps),
  ]);
  // Static analyses need no browser, so it is never required: without one only mode "rendered" is refused.
  const browser: Dependency = deps.browser ? browserDependency(deps.browser()) : NOT_USED();
  const dependencies = { database, queue, workers, disk: space, browser };
  const able = Object.values(dependencies).every((d) => !d.required || d.state === 'up');
  return { status: able ? 'ok' : 'unavailable', dependencies };
}

/** The liveness answer: the process runs its event loop; nothing else is asked. */
export function liveness(path: string) {
  return async (ctx: Context, next: Next): Promise<void> => {
    if (ctx.path !== path || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: 'ok' };
  };
}
