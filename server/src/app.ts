import Koa, { type Context, type Next } from 'koa';
import { randomUUID } from 'node:crypto';
import type { Rule } from '@pagegrade/core';
import type { AnalysisPool } from '@pagegrade/core/pool';
import type { Config } from './config.ts';
import { errorHandler } from './http/errors.ts';
import { apiRouter, sandboxRouter } from './routes/api.ts';
import { pagesRouter } from './routes/pages.ts';
import { homeRouter } from './routes/home.ts';
import { AnalysisService } from './service/analyses.ts';
import { Idempotency } from './service/idempotency.ts';
import { Sandbox } from './service/sandbox.ts';
import { JobService } from './service/jobs.ts';
import { Leaderboard } from './service/leaderboard.ts';
import { RateLimits, clientAddress, clientKey } from './http/rate-limit.ts';
import type { AnalysisStore, IdempotencyStore, JobStore } from './store/types.ts';

export interface AppDeps {
  config: Config;
  rules: readonly Rule[];
  pool: AnalysisPool;
  analyses: AnalysisStore;
  idempotencyStore: IdempotencyStore;
  jobStore: JobStore;
  /** The SQLite database the rate-limit counters live in. */
  db: import('better-sqlite3').Database;
  /** Key that signs leaderboard cursors. */
  cursorKey: Buffer;
  now?: () => number;
  log?: (line: Record<string, unknown>) => void;
}

export interface App {
  koa: Koa;
  service: AnalysisService;
  idempotency: Idempotency;
  jobs: JobService;
}

function requestId() {
  return async function setRequestId(ctx: Context, next: Next) {
    const incoming = ctx.get('X-Request-Id');
    ctx.set('X-Request-Id', /^[\w.-]{1,100}$/.test(incoming) ? incoming : randomUUID());
    await next();
  };
}

function securityHeaders() {
  return async function setSecurityHeaders(ctx: Context, next: Next) {
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    await next();
  };
}

export function createApp(deps: AppDeps): App {
  const { config } = deps;
  const log = deps.log ?? ((line) => process.stderr.write(`${JSON.stringify(line)}\n`));
  const sandbox = new Sandbox(deps.rules);
  const service = new AnalysisService({
    pool: deps.pool,
    store: deps.analyses,
    sandbox,
    publicUrl: config.publicUrl,
    fetchLimits: config.fetchLimits,
    allowHosts: config.unsafeAllowHosts,
  });
  const idempotency = new Idempotency(deps.idempotencyStore, config.idempotencyTtlMs, deps.now);
  const jobs = new JobService({ jobs: deps.jobStore, analyses: deps.analyses, service, publicUrl: config.publicUrl, retentionMs: config.jobRetentionMs, ...(deps.now ? { now: deps.now } : {}), log });
  const limits = new RateLimits(deps.db, config.rateLimits);
  const clientIp = (ctx: Context) => clientKey(clientAddress(ctx, config.rateLimits.clientIpHeader));

  const koa = new Koa();
  koa.silent = true;
  koa.use(requestId());
  koa.use(securityHeaders());
  koa.use(
    errorHandler({
      documentation: (code) => `${config.publicUrl}/openapi.json#error-${code}`,
      log: (err, ctx) => log({ level: 'error', msg: 'request failed', method: ctx.method, path: ctx.path, requestId: ctx.response.get('X-Request-Id'), error: err instanceof Error ? (err.stack ?? err.message) : String(err) }),
    }),
  );

  const leaderboard = new Leaderboard(deps.analyses, deps.cursorKey, config.publicUrl);
  const api = apiRouter({ config, rules: deps.rules, service, idempotency, sandbox, jobs, limits, leaderboard, clientIp });
  const pages = pagesRouter(deps.analyses, deps.rules, leaderboard);
  const sandboxApi = sandboxRouter({ sandbox, config, rules: deps.rules });
  const mainRoutes = api.routes();
  const mainMethods = api.allowedMethods();
  const home = homeRouter({ service, limits, clientIp, checks: deps.rules.length });
  const pageRoutes = pages.routes();
  const pageMethods = pages.allowedMethods();
  const sandboxRoutes = sandboxApi.routes();
  const sandboxMethods = sandboxApi.allowedMethods();

  koa.use(async (ctx, next) => {
    const host = (ctx.get('Host') || '').toLowerCase().replace(/:\d+$/, '');
    if (config.sandboxHost && host === config.sandboxHost) {
      await sandboxRoutes(ctx as never, async () => sandboxMethods(ctx as never, next));
      return;
    }
    await next();
  });
  koa.use(mainRoutes);
  koa.use(mainMethods);
  koa.use(pageRoutes);
  koa.use(pageMethods);
  koa.use(home.routes());
  koa.use(home.allowedMethods());
  return { koa, service, idempotency, jobs };
}
