// What every fault scenario does: a site whose pages answer after a delay (so jobs are in flight
// when the fault hits), 30 jobs started through the API, a watcher that asks health and reads
// jobs during the fault, and the tally the suite asserts and docs/reliability.md tabulates.
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { ERROR_HELP } from '../../server/src/pages/error-docs.ts';

export const JOBS = 30;

/** Codes the error page documents, except internal_error, which no fault may produce. */
export const DOCUMENTED = new Set(Object.keys(ERROR_HELP).filter((c) => c !== 'internal_error'));

export interface SlowSite {
  origin: string;
  /** How often each path was fetched. */
  fetches: Map<string, number>;
  /** Milliseconds a page of `/p/<scenario>/…` waits before answering, by scenario. */
  delays: Map<string, number>;
  /** Milliseconds more for each page number, by scenario: page n waits delay + n × stagger. */
  stagger: Map<string, number>;
  close(): Promise<void>;
}

/** Pages at any /p/<scenario>/<n>, each a distinct small HTML page, answered after the scenario's delay. */
export async function slowSite(): Promise<SlowSite> {
  const fetches = new Map<string, number>();
  const delays = new Map<string, number>();
  const stagger = new Map<string, number>();
  const sockets = new Set<Socket>();
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    const m = /^\/p\/([\w-]+)\/(\d+)$/.exec(path);
    if (!m) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    fetches.set(path, (fetches.get(path) ?? 0) + 1);
    const title = `Fault ${m[1]} page ${m[2]}`;
    setTimeout(() => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><main><h1>${title}</h1><p>A page of the fault suite.</p></main></body></html>`);
    }, (delays.get(m[1]!) ?? 0) + Number(m[2]) * (stagger.get(m[1]!) ?? 0));
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    fetches,
    delays,
    stagger,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

export interface Answer {
  status: number;
  data: any;
  headers: Headers;
  ms: number;
}

/** One request; a refused connection (the process is down) is status 0. */
export async function send(base: string, method: string, path: string, body?: unknown): Promise<Answer> {
  const started = performance.now();
  try {
    const res = await fetch(`${base}${path}`, {
      method,
      ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
      signal: AbortSignal.timeout(130_000),
    });
    const text = await res.text();
    let data: unknown = text;
    try {
      data = JSON.parse(text);
    } catch {
      // Not JSON: kept as text, and the tally counts it as undocumented.
    }
    return { status: res.status, data, headers: res.headers, ms: performance.now() - started };
  } catch {
    return { status: 0, data: null, headers: new Headers(), ms: performance.now() - started };
  }
}

/** Every answer the scenario saw, for the tally: statuses and error codes. */
export class Seen {
  readonly codes = new Map<string, number>();
  readonly undocumented: string[] = [];
  readonly health = new Map<number, number>();
  /** What health said was down during the fault (`database (down)`…). */
  readonly down = new Set<string>();

  record(a: Answer, where: string): void {
    if (a.status < 400) return;
    const code = a.data?.error?.code;
    if (typeof code !== 'string' || !DOCUMENTED.has(code)) this.undocumented.push(`${where}: ${a.status} ${JSON.stringify(a.data).slice(0, 200)}`);
    else this.codes.set(code, (this.codes.get(code) ?? 0) + 1);
  }

  recordHealth(a: Answer): void {
    this.health.set(a.status, (this.health.get(a.status) ?? 0) + 1);
    if (a.status === 503) for (const [name, d] of Object.entries((a.data?.dependencies ?? {}) as Record<string, { state: string; required: boolean }>)) if (d.required && d.state !== 'up') this.down.add(`${name} ${d.state}`);
    if (a.status !== 0) this.record(a, 'health');
  }
}

/** Starts `JOBS` jobs at /p/<scenario>/<n>, three a request; returns their ids. */
export async function startJobs(base: string, site: SlowSite, scenario: string, seen: Seen): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < JOBS; i += 3) {
    const urls = [i, i + 1, i + 2].map((n) => `${site.origin}/p/${scenario}/${n}`);
    const r = await send(base, 'POST', '/api/v1/analyses', { urls });
    seen.record(r, 'start');
    if (r.status !== 202) throw new Error(`starting jobs: ${r.status} ${JSON.stringify(r.data)}`);
    ids.push(...r.data.jobs.map((j: { id: string }) => j.id));
  }
  return ids;
}

/**
 * Asks health (and, when given, reads a job) every 250 ms on each API until stopped: what clients
 * and load balancers saw during the fault.
 */
export function watch(bases: () => string[], seen: Seen, readJob?: string): { stop(): Promise<void> } {
  let on = true;
  const loop = (async () => {
    while (on) {
      for (const base of bases()) {
        seen.recordHealth(await send(base, 'GET', '/api/v1/health'));
        if (readJob) {
          const r = await send(base, 'GET', `/api/v1/analyses/${readJob}`);
          if (r.status !== 0) seen.record(r, 'read');
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  return {
    stop: async () => {
      on = false;
      await loop;
    },
  };
}

export interface Settled {
  complete: number;
  failed: Map<string, number>;
  running: number;
  /** Ids that no API knows (404) after the fault. */
  lost: number;
  ms: number;
}

/** Polls every job until none is running, or `limitMs` has passed: what is still running then is stuck. */
export async function settle(base: () => string, ids: readonly string[], seen: Seen, limitMs: number): Promise<Settled> {
  const started = Date.now();
  const last = new Map<string, any>();
  for (;;) {
    for (const id of ids) {
      if (last.get(id) && last.get(id).status !== 'running') continue;
      const r = await send(base(), 'GET', `/api/v1/analyses/${id}`);
      if (r.status !== 0) seen.record(r, 'settle');
      last.set(id, r.status === 200 ? r.data : r.status === 404 ? { status: 'lost' } : { status: 'running' });
    }
    const running = [...last.values()].filter((j) => j.status === 'running').length;
    if (running === 0 || Date.now() - started > limitMs) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const failed = new Map<string, number>();
  for (const j of last.values()) if (j.status === 'failed') failed.set(j.error.code, (failed.get(j.error.code) ?? 0) + 1);
  const values = [...last.values()];
  return { complete: values.filter((j) => j.status === 'complete').length, failed, running: values.filter((j) => j.status === 'running').length, lost: values.filter((j) => j.status === 'lost').length, ms: Date.now() - started };
}

/** Pages of the scenario fetched more than once. */
export function refetched(site: SlowSite, scenario: string): number {
  return [...site.fetches].filter(([path, n]) => path.startsWith(`/p/${scenario}/`) && n > 1).length;
}

export interface Row {
  scenario: string;
  settled: Settled;
  duplicateSaves: number;
  refetched: number;
  seen: Seen;
}

const counts = (m: Map<string | number, number>) =>
  [...m]
    .sort()
    .map(([k, n]) => `${k}×${n}`)
    .join(', ') || '—';

/** One line of the table in docs/reliability.md. */
export function tableRow(r: Row): string {
  const s = r.settled;
  return `| ${r.scenario} | ${s.complete}/${JOBS} | ${counts(s.failed)} | ${s.lost} | ${s.running} | ${r.duplicateSaves} | ${r.refetched} | ${counts(r.seen.health)}${r.seen.down.size ? ` (${[...r.seen.down].join(', ')})` : ''} | ${counts(r.seen.codes)} | ${(s.ms / 1000).toFixed(1)} s |`;
}

export const TABLE_HEAD = `| fault | complete | failed (code) | lost | stuck | duplicate saves | pages fetched twice | health during the fault | client errors (code) | settled after |
|---|---|---|---|---|---|---|---|---|---|`;
