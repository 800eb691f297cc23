import Router from '@koa/router';
import { koaBody } from 'koa-body';
import { PagegradeError, isPagegradeError, typedAddress, type AnalysisMode } from '@pagegrade/core';
import type { RouteDeps } from '../deps.ts';
import { homeHtml } from '../pages/home.ts';
import { FORM_ERRORS, formError } from '../pages/form-errors.ts';
import { htmlPage } from './pages.ts';
import { quotaOf, tightest } from '../http/rate-limit.ts';
import { analyzeOnQuota } from '../service/spending.ts';

/** The form's mode field: anything but "rendered" (absent, forged) is the static default. */
function formMode(raw: unknown): AnalysisMode {
  return raw === 'rendered' ? 'rendered' : 'static';
}

/**
 * The website: the home page and its form. The form shares the API's quota. A result is shown by
 * redirecting to its report; a refusal redirects back to the form with a readable message, so a
 * person never sees a raw error document.
 */
export function homeRouter(deps: Pick<RouteDeps, 'service' | 'limits' | 'clientIp' | 'rules' | 'urls' | 'config'>): Router {
  const router = new Router();
  const form = koaBody({ json: false, urlencoded: true, text: false, multipart: false, formLimit: 4096 });

  router.get('/', (ctx) => {
    const code = typeof ctx.query['error'] === 'string' && FORM_ERRORS[ctx.query['error']] ? ctx.query['error'] : null;
    const url = typeof ctx.query['url'] === 'string' ? ctx.query['url'].slice(0, 2048) : '';
    const html = homeHtml({ urls: deps.urls, rules: deps.rules, analysesPerDay: deps.config.rateLimits.analysesPerDay, error: code ? FORM_ERRORS[code]! : null, url });
    // A refusal is one visitor's answer and must not be cached; the plain page may be, briefly.
    htmlPage(ctx, html, code || url ? 'no-store' : 'public, max-age=300');
  });

  // A refusal is answered on the spot, with the form, the address as typed and the reason in plain
  // words with what to do next (a DNS failure is not a time-out), under the error's own status; the
  // message is never put in a URL, where anyone could write one for us.
  router.post('/analyze', form, async (ctx) => {
    const fields = (ctx.request as { body?: Record<string, unknown> }).body;
    const raw = fields?.['url'];
    const typed = typeof raw === 'string' ? raw.trim().slice(0, 2048) : '';
    const mode = formMode(fields?.['mode']);
    let url = typed;
    try {
      if (!typed) throw new PagegradeError('invalid_request', 'The form was sent without an address.');
      url = typedAddress(typed);
      const summary = await analyzeOnQuota(deps, deps.clientIp(ctx), url, undefined, mode);
      ctx.redirect(summary.reportUrl ?? '/');
      ctx.status = 303;
    } catch (err) {
      if (!isPagegradeError(err)) throw err;
      const error = formError(err, typed, url, new Date());
      const html = homeHtml({ urls: deps.urls, rules: deps.rules, analysesPerDay: deps.config.rateLimits.analysesPerDay, error, url: typed, mode });
      ctx.status = err.status;
      const quotas = quotaOf(err);
      if (quotas) ctx.set('Retry-After', String(Math.max(1, tightest(quotas).reset)));
      ctx.type = 'text/html; charset=utf-8';
      ctx.set('Cache-Control', 'no-store');
      ctx.body = html;
    }
  });
  return router;
}
