import Router from '@koa/router';
import { koaBody } from 'koa-body';
import { PagegradeError, isPagegradeError } from '@pagegrade/core';
import type { RouteDeps } from '../deps.ts';
import { homeHtml } from '../pages/home.ts';
import { htmlPage } from './pages.ts';

/** What a person reads when the form could not analyze their URL, by error code. */
const FORM_ERRORS: Record<string, string> = {
  invalid_url: 'That is not an http or https address we can analyze.',
  blocked_host: 'That address is private or internal; only public pages can be analyzed.',
  fetch_failed: 'The page could not be analyzed: it did not answer in time, answered with an error, or is not an HTML page.',
  analysis_timeout: 'The page is too large or too complex to analyze within our time limit.',
  rate_limited: 'The free quota of analyses for today is used up. Please come back tomorrow.',
  invalid_request: 'Please enter the full address of a page, starting with https://.',
  internal_error: 'Something went wrong on our side. Please try again.',
};

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

  router.post('/analyze', form, async (ctx) => {
    const raw = (ctx.request as { body?: Record<string, unknown> }).body?.['url'];
    const url = typeof raw === 'string' ? raw.trim() : '';
    try {
      if (!url) throw new PagegradeError('invalid_request', 'The form was sent without an address.');
      deps.service.validateUrl(url);
      await deps.limits.spendAnalyses(deps.clientIp(ctx), 1);
      const summary = await deps.service.analyze(url);
      ctx.redirect(summary.reportUrl ?? '/');
    } catch (err) {
      const code = isPagegradeError(err) ? err.code : 'internal_error';
      ctx.redirect(`/?error=${encodeURIComponent(code)}&url=${encodeURIComponent(url.slice(0, 2048))}`);
    }
    ctx.status = 303;
  });
  return router;
}
