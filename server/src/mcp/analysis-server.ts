import type { Context } from 'koa';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { PagegradeError, SCORING_NOTE, VERSION, type AnalysisMode } from '@pagegrade/core';
import type { RouteDeps } from '../deps.ts';
import { setQuotaHeaders, type Quota } from '../http/rate-limit.ts';
import { registerTools, type ToolContext, type ToolSpec } from './tools.ts';
import { analyzeOnQuota } from '../service/spending.ts';

/** What the model reads once on connect: how to spend the quota well and how to read a score. */
export function analysisInstructions(deps: Pick<RouteDeps, 'config' | 'urls'>): string {
  const { analysesPerDay, readsPerMinute } = deps.config.rateLimits;
  return [
    'pagegrade grades one public web page 0-100 (grades A+ to F) overall and in eight dimensions: SEO, GEO (visibility to AI answer engines), performance, accessibility, code quality, UI/UX, data & tracking, and security, from about 450 deterministic checks.',
    `Quota: analyze_website spends one of the ${analysesPerDay} free analyses a day of the caller's IP address, shared with the website form and the HTTP API; an analysis takes 5-20 seconds. Before analyzing a URL again, look for an earlier result with get_analysis (by its id) or in get_leaderboard. get_leaderboard and get_analysis spend no analyses (at most ${readsPerMinute} reads a minute). When a tool returns the error code rate_limited, tell the user when the quota resets instead of retrying.`,
    `Scoring: ${SCORING_NOTE} Critical failures cap a dimension or the overall score; the result names every cap and its reason in caps. topIssues lists what to fix first, in the order that gains most (plan.overall: what each adds once the ones before it are fixed; plan.score: the score then); reportUrl is the full report for a person.`,
    'Modes: analyze_website grades the HTML as served by default (mode "static"); mode "rendered" grades the page as Chromium drew it after its scripts ran, for pages built by script, and takes longer. Results say their mode. The error code rendering_unavailable with status 501 means this server has no browser: call again with mode "static" instead of retrying.',
    `Tool errors carry the API's error body {"error":{"code","message","status"}}; branch on code. How each check and the scoring work is answered by the documentation server at ${deps.urls.mcpDocs}.`,
  ].join('\n\n');
}

/** The analysis tools, bound to one request: its client address spends the quota and gets the headers. */
export function analysisTools(deps: RouteDeps, ctx: Context): ToolSpec[] {
  const client = () => deps.clientIp(ctx);
  // Headers go out with the JSON response, which is written after the tool returns.
  const report = (quotas: Quota[]) => {
    if (!ctx.res.headersSent) setQuotaHeaders(ctx, quotas);
  };
  return [
    {
      name: 'analyze_website',
      title: 'Analyze a web page',
      description:
        "Fetch one public web page and grade it 0-100 (A+ to F) overall and in eight dimensions, with the top issues to fix, the caps that limited the score, a report URL and a badge URL. Takes 5-20 seconds and spends one of the caller's daily analyses (shared with the API and the website). mode \"rendered\" grades the page as Chromium drew it after its scripts ran (for pages built by script; slower); the default \"static\" grades the HTML as served. A server without a browser answers rendered requests with the error code rendering_unavailable: call again with mode \"static\" instead of retrying.",
      input: 'AnalyzeWebsiteInput',
      output: 'AnalysisSummary',
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true },
      run: async (args) => {
        return analyzeOnQuota(deps, client(), args['url'] as string, report, args['mode'] as AnalysisMode | undefined);
      },
    },
    {
      name: 'get_leaderboard',
      title: 'Leaderboard of graded sites',
      description: 'The best-scoring sites analyzed so far, one entry per site (its best analysis), best first. Page with limit and the nextCursor of the previous page. Spends no analysis.',
      input: 'GetLeaderboardInput',
      output: 'Leaderboard',
      annotations: { readOnlyHint: true, openWorldHint: false },
      run: async (args) => {
        report(await deps.limits.spendRead(client()));
        return deps.leaderboard.page(args['limit'] as number, (args['cursor'] as string | undefined) ?? null);
      },
    },
    {
      name: 'get_analysis',
      title: 'Get an analysis or job',
      description:
        'Look up an asynchronous job (running, complete with result, or failed with error) or an earlier analysis by its id. For an analysis id the answer is a complete job whose id is the analysis id and whose result is the analysis. Spends no analysis.',
      input: 'GetAnalysisInput',
      output: 'AnalysisJob',
      annotations: { readOnlyHint: true, openWorldHint: false },
      run: async (args) => {
        const id = args['id'] as string;
        report(await deps.limits.spendRead(client()));
        const job = await deps.jobs.read(id);
        if (!job) throw new PagegradeError('not_found', `No job or analysis with the id "${id}" (finished jobs are kept for a limited time, analyses for the retention period the API reference states).`);
        return job;
      },
    },
  ];
}

/** A fresh analysis server for one HTTP request (the transport is stateless). */
export function analysisServer(deps: RouteDeps, ctx: Context, context: ToolContext): Server {
  const server = new Server(
    { name: 'pagegrade', title: 'pagegrade', version: VERSION, websiteUrl: deps.urls.home },
    { capabilities: { tools: { listChanged: false } }, instructions: analysisInstructions(deps) },
  );
  registerTools(server, analysisTools(deps, ctx), context);
  return server;
}
