import Router from '@koa/router';
import { koaBody } from 'koa-body';
import type { Context } from 'koa';
import { PagegradeError, catalogue, type AnalysisMode, type Rule } from '@pagegrade/core';
import { validQuery } from '../http/validate.ts';
import { validateOperation } from '../http/validate-operation.ts';
import { openApiDocument } from '../openapi.ts';
import { currentVersionPath, deprecatedOperations, serviceFacts } from '../discovery/facts.ts';
import { GRACE_MONTHS } from '../discovery/deprecations.ts';
import { apiCatalogLink } from '../discovery/catalogs.ts';
import { makeDocument, sendDocument } from '../discovery/document.ts';
import type { AnalysisService } from '../service/analyses.ts';
import type { Idempotency } from '../service/idempotency.ts';
import type { Sandbox } from '../service/sandbox.ts';
import type { JobService, JobView } from '../service/jobs.ts';
import { quotaOf, setQuotaHeaders, type Quota, type RateLimits } from '../http/rate-limit.ts';
import type { Leaderboard } from '../service/leaderboard.ts';
import { analyzeOnQuota } from '../service/spending.ts';
import { sendReportImage } from './report-images.ts';

import type { RouteDeps } from '../deps.ts';

export const API_VERSION = '1.0.0';

export type ApiDeps = RouteDeps;

function sendJobs(ctx: Context, jobs: JobView[], single: boolean): void {
  ctx.status = 202;
  ctx.set('Cache-Control', 'no-store');
  if (single) {
    ctx.set('Location', jobs[0]!.statusUrl);
    ctx.body = jobs[0];
  } else ctx.body = { jobs };
}

/** The sandbox's jobs: complete at once, with the sample, nothing fetched or stored. */
function sandboxJob(deps: Pick<ApiDeps, 'sandbox' | 'config'>, id = 'sandbox'): JobView {
  const result = deps.sandbox.sample();
  return { id, status: 'complete', stage: 'done', statusUrl: `${deps.config.publicUrl}/api/v1/sandbox/analyses/${id}`, url: result.url, mode: 'static', result };
}

interface AnalyzeBody {
  url: string;
  dryRun?: boolean;
  mode?: AnalysisMode;
}

/**
 * Error answers of a rate-limited endpoint state the quota too, as its other answers do: a request
 * refused before it spent anything (a malformed body, a blocked URL) reports the quota unspent; a
 * 429 keeps the quota it hit.
 */
function quotaOnErrors(deps: Pick<ApiDeps, 'limits' | 'clientIp'>, quota: 'analyses' | 'reads') {
  return async (ctx: Context, next: () => Promise<unknown>) => {
    try {
      await next();
    } catch (err) {
      if (!quotaOf(err) && !ctx.response.get('RateLimit-Limit')) {
        const client = deps.clientIp(ctx);
        setQuotaHeaders(ctx, quota === 'analyses' ? await deps.limits.peekAnalyses(client) : await deps.limits.peekReads(client));
      }
      throw err;
    }
  };
}

/** The sandbox's answers go with the client's analysis quota as it stands: they spend none of it. */
type SandboxDeps = Pick<ApiDeps, 'sandbox' | 'config' | 'limits' | 'clientIp'>;

async function peekAnalysisQuota(deps: SandboxDeps, ctx: Context): Promise<void> {
  setQuotaHeaders(ctx, await deps.limits.peekAnalyses(deps.clientIp(ctx)));
}

export function sandboxSample(deps: SandboxDeps) {
  return async (ctx: Context) => {
    await peekAnalysisQuota(deps, ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = deps.sandbox.sample();
  };
}

export function apiIndex(deps: Pick<ApiDeps, 'config' | 'rules'>) {
  // Built once: everything below comes from the configuration, the rules and the operation tables.
  const facts = serviceFacts(deps.config, deps.rules.length, API_VERSION);
  const u = facts.urls;
  const current = currentVersionPath(u);
  const body = {
    name: 'pagegrade',
    version: API_VERSION,
    description: `Grades a public web page 0-100 (A+ to F) overall and in eight dimensions from ${facts.checks} deterministic checks. A score of 70 is a good site; the curve is not a linear percentage.`,
    authentication: `None: every endpoint is anonymous and rate-limited per client IP; no key, signup or OAuth is needed. An optional bearer token (OAuth client credentials) exists for clients that insist on one and changes nothing; see ${u.authMd}.`,
    versioningPolicy: `Path-versioned; the current version is ${current}. It is stable: fields are only added, never renamed or removed. Incompatible changes ship under /api/v2; after a deprecation notice an operation stays available for at least ${GRACE_MONTHS} months, and deprecated operations carry Deprecation and Sunset headers. See ${u.deprecationPolicy}.`,
    openapi: u.openapi,
    documentation: u.apiDocs,
    mcpServer: u.mcp,
    checks: facts.checks,
    endpoints: facts.operations.map((o) => ({
      method: o.method.toUpperCase(),
      path: o.path,
      summary: o.summary,
      operationId: o.operationId,
      ...(o.deprecated ? { deprecated: o.deprecated } : {}),
    })),
    auth: {
      anonymous: true,
      documentation: u.authMd,
      optionalBearer: {
        scope: 'analyze',
        protectedResourceMetadata: u.protectedResourceMetadata,
        authorizationServerMetadata: u.authorizationServerMetadata,
        registrationEndpoint: u.oauthRegister,
        tokenEndpoint: u.oauthToken,
        revocationEndpoint: u.oauthRevoke,
      },
    },
    versioning: { current, policy: u.deprecationPolicy, graceMonths: GRACE_MONTHS, deprecated: deprecatedOperations(facts).map((o) => o.operationId) },
    limits: { ...facts.limits, batchMaxUrls: facts.batchMaxUrls },
    links: {
      apiCatalog: u.apiCatalog,
      aiCatalog: u.aiCatalog,
      ard: u.ardJson,
      agentSkills: u.skillsIndex,
      skill: u.skillMd,
      llmsTxt: u.llmsTxt,
      agentsMd: u.agentsMd,
      authMd: u.authMd,
      pricingMd: u.pricingMd,
      deprecationPolicy: u.deprecationPolicy,
      license: u.licenseXml,
      health: u.health,
      mcpServerCard: u.wellKnownMcp,
      mcpDocs: u.mcpDocs,
      ask: u.ask,
      checks: u.checks,
      leaderboard: u.leaderboardApi,
      sandbox: u.sandboxPrefix,
      ...(u.sandboxHost ? { sandboxHost: u.sandboxHost } : {}),
      botAuthDirectory: u.botAuthDirectory,
      protectedResourceMetadata: u.protectedResourceMetadata,
    },
  };
  const catalogLink = apiCatalogLink(u);
  return (ctx: Context) => {
    ctx.append('Link', catalogLink);
    ctx.body = body;
  };
}

export function apiRouter(deps: ApiDeps): Router {
  const router = new Router();
  const body = koaBody({
    json: true,
    jsonStrict: true,
    jsonLimit: deps.config.maxBodyBytes,
    urlencoded: false,
    text: false,
    multipart: false,
  });
  const catalogueBody = { count: deps.rules.length, checks: catalogue(deps.rules) };
  // A discovery document like the others: ETag, revalidation, CORS (docs/discovery.md).
  const openapi = makeDocument(openApiDocument(deps.config, API_VERSION), 'application/json');

  router.get('/api/v1', apiIndex(deps));
  router.get('/openapi.json', (ctx) => sendDocument(ctx, openapi));
  router.get('/api/v1/checks', (ctx) => {
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.body = catalogueBody;
  });

  router.post(
    '/api/v1/analyze',
    quotaOnErrors(deps, 'analyses'),
    body,
    validateOperation('analyze'),
    async (ctx) => {
      const req = (ctx.request as { body?: AnalyzeBody }).body!;
      const client = deps.clientIp(ctx);
      if (req.dryRun) {
        // A dry run counts against the burst cap but spends no analysis: nothing is analyzed.
        const sample = deps.service.dryRun(req.url, req.mode);
        setQuotaHeaders(ctx, await deps.limits.spendAnalyses(client, 0));
        ctx.body = sample;
        return;
      }
      const key = ctx.get('Idempotency-Key');
      const quotas = (q: Quota[]) => setQuotaHeaders(ctx, q);
      if (!key) {
        ctx.body = await analyzeOnQuota(deps, client, req.url, quotas, req.mode);
        return;
      }
      let spent: Quota[] | null = null;
      const result = await deps.idempotency.run(`ip:${client}`, key, req, async () => {
        return { status: 200, body: await analyzeOnQuota(deps, client, req.url, (q) => (spent = q), req.mode) };
      });
      // A replay spends nothing; it reports the quota as it stands.
      setQuotaHeaders(ctx, spent ?? (await deps.limits.peekAnalyses(client)));
      if (result.replayed) ctx.set('Idempotent-Replayed', 'true');
      ctx.status = result.status;
      ctx.body = result.body;
    },
  );

  // Validate every URL, then spend one analysis per URL (or refuse the whole request), then queue.
  const startJobs = async (ctx: Context, urls: string[], single: boolean, mode: AnalysisMode = 'static') => {
    const targets = deps.jobs.validate(urls, mode);
    const client = deps.clientIp(ctx);
    setQuotaHeaders(ctx, await deps.limits.spendAnalyses(client, targets.length));
    sendJobs(ctx, await deps.jobs.enqueue(targets, mode, client), single);
  };
  router.post('/api/v1/analyses', quotaOnErrors(deps, 'analyses'), body, validateOperation('startAnalyses'), async (ctx) => {
    const req = (ctx.request as { body?: { url?: string; urls?: string[]; mode?: AnalysisMode } }).body!;
    await startJobs(ctx, req.url !== undefined ? [req.url] : req.urls!, req.url !== undefined, req.mode);
  });
  router.post('/api/v1/analyses/batch', quotaOnErrors(deps, 'analyses'), body, validateOperation('startBatch'), async (ctx) => {
    // A bare-array batch has no object to carry the mode in: it comes as `?mode=`.
    await startJobs(ctx, (ctx.request as { body?: string[] }).body!, false, validQuery<{ mode?: AnalysisMode }>(ctx).mode);
  });
  router.get('/api/v1/analyses/:id', quotaOnErrors(deps, 'reads'), validateOperation('getAnalysisJob'), async (ctx) => {
    setQuotaHeaders(ctx, await deps.limits.spendRead(deps.clientIp(ctx)));
    const job = await deps.jobs.read(ctx.params['id']!);
    if (!job) throw new PagegradeError('not_found', 'No job or analysis with this id (finished jobs are kept for a limited time, analyses for the retention period /docs/api.md states).');
    ctx.set('Cache-Control', 'no-store');
    if (job.status === 'running') ctx.set('Retry-After', String(job.estimatedSeconds ?? 2));
    ctx.body = job;
  });

  router.get('/api/v1/analyses/:id/screenshot', quotaOnErrors(deps, 'reads'), validateOperation('getAnalysisScreenshot'), async (ctx) => {
    setQuotaHeaders(ctx, await deps.limits.spendRead(deps.clientIp(ctx)));
    await sendReportImage(ctx, deps.analyses, ctx.params['id']!, 'screenshot');
  });

  router.get('/api/v1/leaderboard', quotaOnErrors(deps, 'reads'), validateOperation('getLeaderboard'), async (ctx) => {
    const { limit, cursor } = validQuery<{ limit: number; cursor?: string }>(ctx);
    setQuotaHeaders(ctx, await deps.limits.spendRead(deps.clientIp(ctx)));
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await deps.leaderboard.page(limit, cursor ?? null);
  });

  const prefix = deps.urls.sandboxPrefix;
  const sandboxIndex = {
    description: 'The sandbox: the same request and response shapes as the API, with a fixed sample analysis. Nothing is fetched, stored or spent.',
    endpoints: [
      { method: 'POST', url: `${prefix}/analyze`, summary: 'The sample AnalysisSummary (id "sandbox"); any body.' },
      { method: 'POST', url: `${prefix}/analyses`, summary: 'A complete sample job, with Location.' },
      { method: 'POST', url: `${prefix}/analyses/batch`, summary: '{jobs: [the sample job]}.' },
      { method: 'GET', url: `${prefix}/analyses/sandbox`, summary: 'The sample job.' },
    ],
    sample: `${prefix}/analyses/sandbox`,
    ...(deps.urls.sandboxHost ? { sandboxHost: deps.urls.sandboxHost } : {}),
  };
  // What GET /api/v1 links as links.sandbox: the prefix itself answers, with what is under it.
  router.get('/api/v1/sandbox', (ctx) => {
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.body = sandboxIndex;
  });
  router.post('/api/v1/sandbox/analyze', sandboxSample(deps));
  addSandboxJobs(router, deps, '/api/v1/sandbox');
  return router;
}

function addSandboxJobs(router: Router, deps: SandboxDeps, prefix: string): void {
  router.post(`${prefix}/analyses`, async (ctx) => {
    await peekAnalysisQuota(deps, ctx);
    sendJobs(ctx, [sandboxJob(deps)], true);
  });
  router.post(`${prefix}/analyses/batch`, async (ctx) => {
    await peekAnalysisQuota(deps, ctx);
    sendJobs(ctx, [sandboxJob(deps)], false);
  });
  router.get(`${prefix}/analyses/:id`, async (ctx) => {
    await peekAnalysisQuota(deps, ctx);
    if (!/^sandbox$/.test(ctx.params['id'] ?? '')) throw new PagegradeError('not_found', 'The sandbox has one job: "sandbox".');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = sandboxJob(deps);
  });
}

/** The sandbox host answers the same paths with sample data and no side effects. */
export function sandboxRouter(deps: SandboxDeps & Pick<ApiDeps, 'rules'>): Router {
  const router = new Router();
  router.get('/api/v1', apiIndex(deps));
  router.post('/api/v1/analyze', sandboxSample(deps));
  router.post('/api/v1/sandbox/analyze', sandboxSample(deps));
  router.post('/analyze', sandboxSample(deps));
  addSandboxJobs(router, deps, '/api/v1');
  addSandboxJobs(router, deps, '/api/v1/sandbox');
  return router;
}
