import Router from '@koa/router';
import { koaBody } from 'koa-body';
import type { Context } from 'koa';
import { PagegradeError, isPagegradeError } from '@pagegrade/core';
import type { AnalysisService } from '../service/analyses.ts';
import type { RateLimits } from '../http/rate-limit.ts';
import { escapeHtml } from './pages.ts';

/** What a person reads when the form could not analyze their URL, by error code. */
const FORM_ERRORS: Record<string, string> = {
  invalid_url: 'That is not an http or https address we can analyze.',
  blocked_host: 'That address is private or internal; only public pages can be analyzed.',
  fetch_failed: 'The page could not be fetched: it did not answer, or not in time.',
  rate_limited: 'The free quota of analyses for today is used up. Please come back tomorrow.',
  invalid_request: 'Please enter the full address of a page, starting with https://.',
  internal_error: 'Something went wrong on our side. Please try again.',
};

function homeHtml(checks: number, error: string | null, url: string): string {
  const message = error ? `<p role="alert"><strong>${escapeHtml(FORM_ERRORS[error] ?? FORM_ERRORS['internal_error']!)}</strong></p>` : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>pagegrade — grade a web page in eight dimensions</title>
<meta name="description" content="pagegrade grades a public web page 0 to 100 in SEO, AI readiness, performance, accessibility, code quality, UX, privacy and security, from ${checks} deterministic checks.">
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:42rem;padding:1rem}input{font:inherit;width:100%;padding:.5rem;box-sizing:border-box}button{font:inherit;padding:.5rem 1rem;margin-top:.5rem}</style>
</head><body>
<header><nav aria-label="Main"><a href="/">pagegrade</a> · <a href="/leaderboard">Leaderboard</a> · <a href="/docs/checks">Checks</a> · <a href="/openapi.json">API</a></nav></header>
<main>
<h1>Grade a web page</h1>
<p>pagegrade fetches a public page and runs ${checks} deterministic checks in eight dimensions. 70 is a good site; the curve is demanding and not a linear percentage.</p>
${message}
<form method="post" action="/analyze">
<label for="url">Address of the page</label>
<input id="url" name="url" type="url" inputmode="url" autocomplete="url" required placeholder="https://example.com/" value="${escapeHtml(url)}">
<button type="submit">Analyze</button>
</form>
<p>Free: 3 analyses a day per address. The analysis takes 5 to 20 seconds.</p>
</main>
<footer><p><a href="/api/v1">API index</a></p></footer>
</body></html>`;
}

/**
 * The website: the home page and its form. The form shares the API's quota. A result is shown by
 * redirecting to its report; a refusal redirects back to the form with a readable message, so a
 * person never sees a raw error document.
 */
export function homeRouter(deps: { service: AnalysisService; limits: RateLimits; clientIp(ctx: Context): string; checks: number }): Router {
  const router = new Router();
  const form = koaBody({ json: false, urlencoded: true, text: false, multipart: false, formLimit: 4096 });

  router.get('/', (ctx) => {
    const error = typeof ctx.query['error'] === 'string' && FORM_ERRORS[ctx.query['error']] ? ctx.query['error'] : null;
    const url = typeof ctx.query['url'] === 'string' ? ctx.query['url'].slice(0, 2048) : '';
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Cache-Control', error ? 'no-store' : 'public, max-age=300');
    ctx.body = homeHtml(deps.checks, error, url);
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
