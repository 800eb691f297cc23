import Router from '@koa/router';
import { koaBody } from 'koa-body';
import type { Context, Next } from 'koa';
import { PagegradeError, isPagegradeError, typedAddress, type AnalysisMode, type ErrorCode } from '@pagegrade/core';
import type { RouteDeps } from '../deps.ts';
import { homeHtml } from '../pages/home.ts';
import { FORM_ERRORS, formError, type FormError } from '../pages/form-errors.ts';
import { progressHtml, progressPath } from '../pages/progress.ts';
import { pathOf } from '../pages/layout.ts';
import { htmlPage } from './pages.ts';
import { quotaOf, tightest } from '../http/rate-limit.ts';
import { validQuery } from '../http/validate.ts';
import { validateOperation } from '../http/validate-operation.ts';
import type { JobView } from '../service/jobs.ts';
import type { JobStage } from '../store/types.ts';

/** The form's mode field: anything but "rendered" (absent, forged) is the static default. */
function formMode(raw: unknown): AnalysisMode {
  return raw === 'rendered' ? 'rendered' : 'static';
}

const STAGES: readonly JobStage[] = ['queued', 'fetching', 'analysing'];

/**
 * How long a progress page's request for what comes next is held while the job stays where it
 * was: short enough that a stopping server or a proxy never waits on it for long, long enough that
 * a waiting browser asks a few times per analysis, not every second.
 */
export const PROGRESS_HOLD_MS = 5_000;
/** How often a held request looks at the job again (one read of its row). */
const PROGRESS_POLL_MS = 250;

/** Until the job has moved past `stage`, the request is closed, or the hold is over. */
async function heldJob(deps: Pick<RouteDeps, 'jobs'>, ctx: Context, id: string, first: JobView, stage: JobStage): Promise<JobView | null> {
  let job: JobView | null = first;
  let closed = false;
  const onClose = () => (closed = true);
  ctx.res.once('close', onClose);
  try {
    const until = Date.now() + PROGRESS_HOLD_MS;
    while (job && job.status === 'running' && job.stage === stage && !closed && Date.now() < until) {
      await new Promise((ok) => setTimeout(ok, PROGRESS_POLL_MS));
      job = await deps.jobs.read(id);
    }
    return job;
  } finally {
    ctx.res.off('close', onClose);
  }
}

/**
 * The website: the home page and its form. The form shares the API's quota. An address is checked
 * and the analysis spent at once, then it runs as an async job while the visitor watches its
 * progress page, which moves on to the report; a refusal, then or later, comes back as the form
 * with a readable message, so a person never sees a raw error document.
 */
export function homeRouter(deps: Pick<RouteDeps, 'jobs' | 'limits' | 'clientIp' | 'rules' | 'urls' | 'config'>): Router {
  const router = new Router();
  const form = koaBody({ json: false, urlencoded: true, text: false, multipart: false, formLimit: 4096 });

  /** The form, again, with what went wrong and the address to try again. */
  const refusal = (ctx: Context, err: PagegradeError, error: FormError, typed: string, mode: AnalysisMode) => {
    const html = homeHtml({ urls: deps.urls, rules: deps.rules, analysesPerDay: deps.config.rateLimits.analysesPerDay, error, url: typed, mode });
    ctx.status = err.status || 500;
    const quotas = quotaOf(err);
    if (quotas) ctx.set('Retry-After', String(Math.max(1, tightest(quotas).reset)));
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Cache-Control', 'no-store');
    ctx.body = html;
  };

  router.get('/', validateOperation('getHomePage'), (ctx) => {
    const query = validQuery<{ error?: string; url?: string; mode?: string }>(ctx);
    const code = query.error && FORM_ERRORS[query.error] ? query.error : null;
    const url = query.url?.slice(0, 2048) ?? '';
    const html = homeHtml({ urls: deps.urls, rules: deps.rules, analysesPerDay: deps.config.rateLimits.analysesPerDay, error: code ? FORM_ERRORS[code]! : null, url, mode: formMode(query.mode) });
    // A refusal is one visitor's answer and must not be cached; the plain page may be, briefly.
    htmlPage(ctx, html, code || url ? 'no-store' : 'public, max-age=300');
  });

  // A refusal known before anything is fetched (the address, the quota, a mode this server cannot
  // run) is answered on the spot, with the form, the address as typed and the reason in plain
  // words with what to do next, under the error's own status; the message is never put in a URL,
  // where anyone could write one for us. Otherwise the analysis is spent and queued as a job, as
  // the API's POST /api/v1/analyses does (a page that cannot be fetched gives it back), and the
  // visitor is sent to its progress page.
  /** The form's fields as sent, for the form answered again: the address as typed, the mode. */
  const typedFields = (ctx: Context) => {
    const fields = (ctx.request as { body?: Record<string, unknown> }).body;
    const raw = fields?.['url'];
    return { typed: typeof raw === 'string' ? raw.trim().slice(0, 2048) : '', mode: formMode(fields?.['mode']) };
  };
  // Every refusal, its fields' included, is the form again; the form's own words say what to do.
  const formRefusal = () => new PagegradeError('invalid_request', 'The form was sent without an address.');
  const answerWithForm = async (ctx: Context, next: Next) => {
    try {
      await next();
    } catch (err) {
      if (!isPagegradeError(err)) throw err;
      const { typed, mode } = typedFields(ctx);
      refusal(ctx, err, formError(err, typed, (ctx.state['address'] as string | undefined) ?? typed, new Date()), typed, mode);
    }
  };
  router.post('/analyze', form, answerWithForm, validateOperation('submitAnalysisForm', { refuse: formRefusal }), async (ctx) => {
    // The schema has made sure an address was typed.
    const { typed, mode } = typedFields(ctx);
    const url = typedAddress(typed);
    ctx.state['address'] = url;
    const targets = deps.jobs.validate([url], mode);
    const client = deps.clientIp(ctx);
    await deps.limits.spendAnalyses(client, 1);
    const [job] = await deps.jobs.enqueue(targets, mode, client);
    ctx.redirect(progressPath(job!.id));
    ctx.status = 303;
  });

  // A job's progress: the steps while it runs (see pages/progress.ts for how the page moves on
  // without script), the report once it is done, the form with the reason when it failed. With
  // `after`, the answer waits until the job has got past that stage (at most PROGRESS_HOLD_MS).
  router.get('/progress/:id', validateOperation('getProgressPage'), async (ctx) => {
    const id = ctx.params['id']!;
    let job = await deps.jobs.read(id);
    const after = STAGES.find((s) => s === validQuery<{ after?: string }>(ctx).after);
    if (job && after) job = await heldJob(deps, ctx, id, job, after);
    if (!job) throw new PagegradeError('not_found', 'No analysis in progress has this address: finished analyses are followed here for a limited time. Start a new one from the home page.');
    ctx.set('Cache-Control', 'no-store');
    // The page of one visitor's analysis, gone once it is done: nothing for a search engine.
    ctx.set('X-Robots-Tag', 'noindex');
    if (job.status === 'complete') {
      ctx.redirect(job.result?.reportUrl ? pathOf(job.result.reportUrl) : `/report/${encodeURIComponent(job.result?.id ?? id)}`);
      ctx.status = 303;
      return;
    }
    if (job.status === 'failed') {
      const e = new PagegradeError((job.error?.code ?? 'internal_error') as ErrorCode, job.error?.message ?? '');
      refusal(ctx, e, formError(e, job.url, job.url, new Date()), job.url, job.mode);
      return;
    }
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = progressHtml(deps.urls, { ...job, stage: job.stage as JobStage }, progressPath(job.id));
  });
  return router;
}
