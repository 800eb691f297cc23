import Koa, { type Context, type Next } from 'koa';
import type Router from '@koa/router';
import { randomUUID } from 'node:crypto';
import type { Rule } from '@pagegrade/core';
import type { Config } from './config.ts';
import { errorHandler, wantsHtmlPage } from './http/errors.ts';
import { apiRouter, sandboxRouter } from './routes/api.ts';
import { pagesRouter } from './routes/pages.ts';
import { homeRouter } from './routes/home.ts';
import { AnalysisService } from './service/analyses.ts';
import { docsRouter } from './routes/docs.ts';
import { notFoundHtml } from './pages/not-found.ts';
import { badAddressHtml } from './pages/bad-address.ts';
import { emailRouter } from './routes/email.ts';
import { ReportMailer } from './mail/mailer.ts';
import { emailFormHtml } from './pages/email.ts';
import { Idempotency } from './service/idempotency.ts';
import { Sandbox } from './service/sandbox.ts';
import { JobService } from './service/jobs.ts';
import { Leaderboard } from './service/leaderboard.ts';
import { AnalysisHousekeeping } from './service/analysis-housekeeping.ts';
import { RateLimits, clientAddress, clientKey } from './http/rate-limit.ts';
import { securityHeaders } from './http/security-headers.ts';
import { compression } from './http/compression.ts';
import { bearerAuth, hostName } from './http/bearer.ts';
import { corsHeaders } from './http/cors.ts';
import { deprecationHeaders } from './http/deprecation.ts';
import { DISCOVERY_PATHS } from './operations/discovery.ts';
import { checkHealth, liveness } from './lifecycle/health.ts';
import { Draining } from './http/draining.ts';
import { serviceUrls, type ServiceUrls } from './discovery/urls.ts';
import type { RouteDeps } from './deps.ts';
import { mcpHostRouter, mcpRouter } from './routes/mcp.ts';
import { askRouter } from './routes/ask.ts';
import { oauthRouter } from './routes/oauth.ts';
import { createAuth, loadAuthKeys, type AuthKeys } from './auth/index.ts';
import { discoveryRouter } from './routes/discovery.ts';
import { siteFilesRouter } from './routes/site-files.ts';
import { Knowledge } from './search/knowledge.ts';
import type { Stores } from './store/types.ts';
import type { Backend } from './deployment.ts';

/** The keys the app signs with, the same in every process of a deployment. */
export interface AppKeys extends AuthKeys {
  /** Signs leaderboard cursors. */
  cursor: Buffer;
}

/** The configured keys, else those generated into the store by the first process that started. */
export async function loadAppKeys(config: Pick<Config, 'keys'>, stores: Pick<Stores, 'secret' | 'generatedKey'>): Promise<AppKeys> {
  return { cursor: await stores.secret('leaderboard-cursor'), ...(await loadAuthKeys(config, stores)) };
}

export interface AppDeps {
  config: Config;
  rules: readonly Rule[];
  /** Where state is kept, requests counted and analyses run: embedded, or shared by every process (deployment.ts). */
  backend: Backend;
  keys: AppKeys;
  now?: () => number;
  log?: (line: Record<string, unknown>) => void;
}

export interface App {
  koa: Koa;
  service: AnalysisService;
  idempotency: Idempotency;
  jobs: JobService;
  /** Purges analyses past the retention and compacts those of earlier releases (hourly, from main). */
  analysisHousekeeping: AnalysisHousekeeping;
  urls: ServiceUrls;
  /** Turned on by a shutdown: new requests are refused with 503 while those in flight finish. */
  draining: Draining;
  /** Lets go of what the app holds open besides its requests: the mail server's connections (a pooled transport keeps them). */
  release(): void;
}

function requestId() {
  return async function setRequestId(ctx: Context, next: Next) {
    const incoming = ctx.get('X-Request-Id');
    ctx.set('X-Request-Id', /^[\w.-]{1,100}$/.test(incoming) ? incoming : randomUUID());
    await next();
  };
}

export function createApp(deps: AppDeps): App {
  const { config } = deps;
  const log = deps.log ?? ((line) => process.stderr.write(`${JSON.stringify(line)}\n`));
  const sandbox = new Sandbox(deps.rules);
  const { stores } = deps.backend;
  const service = new AnalysisService({ runner: deps.backend.runner, sandbox, allowHosts: config.unsafeAllowHosts });
  const idempotency = new Idempotency(stores.idempotency, config.idempotencyTtlMs, deps.now, deps.backend.claims);
  const jobs = new JobService({ jobs: stores.jobs, analyses: stores.analyses, service, executor: deps.backend.jobs, publicUrl: config.publicUrl, retentionMs: config.jobRetentionMs, ...(deps.now ? { now: deps.now } : {}), log });
  const analysisHousekeeping = new AnalysisHousekeeping({ store: stores.analyses, retentionMs: config.analysisRetentionMs, ...(deps.now ? { now: deps.now } : {}), log });
  const limits = new RateLimits(deps.backend.limiters, config.rateLimits);
  const clientIp = (ctx: Context) => clientKey(clientAddress(ctx, config.rateLimits.clientIpHeader));

  const urls = serviceUrls(config);
  const leaderboard = new Leaderboard(stores.analyses, deps.keys.cursor, config.publicUrl);
  const routeDeps: RouteDeps = {
    config,
    urls,
    rules: deps.rules,
    analyses: stores.analyses,
    service,
    idempotency,
    sandbox,
    jobs,
    limits,
    leaderboard,
    knowledge: new Knowledge({ rules: deps.rules, urls, analyses: stores.analyses, leaderboard }),
    clientIp,
    health: () => checkHealth({ ping: () => stores.ping(), probes: deps.backend.probes ?? null, dataDir: config.dataDir, minFreeBytes: config.diskMinFreeBytes, databaseOnDisk: !deps.backend.probes, browser: deps.backend.rendering ? () => deps.backend.rendering!.health() : null }),
    now: deps.now ?? Date.now,
    log,
  };

  // Reports by e-mail, when a mail server is configured; its counters live beside the quotas.
  const mailer = config.mail ? new ReportMailer(config.mail, deps.backend.mailCounters({ perRecipient: config.mail.perRecipientPerDay, perClient: config.mail.perClientPerDay }), deps.keys.cursor) : null;

  const draining = new Draining();
  const koa = new Koa();
  koa.silent = true;
  koa.use(requestId());
  koa.use(securityHeaders(routeDeps));
  koa.use(compression());
  koa.use(
    errorHandler({
      documentation: (code) => `${urls.errorDocs}#${code}`,
      // The main host's website only: the sandbox and MCP hosts are APIs through and through.
      errorPage: (ctx, err) => {
        if (hostHandlers.has(hostName(ctx)) || !wantsHtmlPage(ctx)) return null;
        if (err.code === 'not_found') return notFoundHtml(urls, ctx.path, err.message);
        return err.code === 'invalid_request' ? badAddressHtml(urls, ctx.path, err.message) : null;
      },
      log: (err, ctx) => log({ level: 'error', msg: 'request failed', method: ctx.method, path: ctx.path, requestId: ctx.response.get('X-Request-Id'), error: err instanceof Error ? (err.stack ?? err.message) : String(err) }),
    }),
  );
  // Before draining and the bearer check, so a browser client can read a 503 or a 401 too.
  koa.use(corsHeaders(routeDeps));
  // Liveness answers while the process lives, draining or not: an orchestrator restarts on it.
  koa.use(liveness(DISCOVERY_PATHS.healthLive));
  koa.use(draining.middleware());
  const auth = createAuth({ urls, keys: deps.keys, revocations: stores.revocations, now: routeDeps.now });
  koa.use(bearerAuth(routeDeps, auth));
  koa.use(deprecationHeaders(routeDeps));

  // Another Host than the main one answers with its own router: the sandbox or the MCP host.
  const hosts = new Map<string, Router>();
  if (config.sandboxHost) hosts.set(config.sandboxHost, sandboxRouter(routeDeps));
  if (config.mcpHost) hosts.set(config.mcpHost, mcpHostRouter(routeDeps, auth));
  const hostHandlers = new Map([...hosts].map(([host, router]) => [host, [router.routes(), router.allowedMethods()] as const]));
  koa.use(async (ctx, next) => {
    const handlers = hostHandlers.get(hostName(ctx));
    if (!handlers) return next();
    const [routes, methods] = handlers;
    await routes(ctx as never, async () => methods(ctx as never, async () => undefined));
  });

  const routers: Router[] = [
    apiRouter(routeDeps),
    oauthRouter(routeDeps, auth),
    mcpRouter(routeDeps),
    askRouter(routeDeps),
    discoveryRouter(routeDeps),
    siteFilesRouter(routeDeps),
    pagesRouter({ ...routeDeps, emailForm: (id) => (mailer && config.mail ? emailFormHtml(id, config.mail) : '') }),
    emailRouter(routeDeps, mailer),
    docsRouter(routeDeps),
    homeRouter(routeDeps),
  ];
  for (const router of routers) {
    koa.use(router.routes());
    koa.use(router.allowedMethods());
  }
  return { koa, service, idempotency, jobs, analysisHousekeeping, urls, draining, release: () => mailer?.close() };
}
