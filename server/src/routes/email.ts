import Router from '@koa/router';
import { koaBody } from 'koa-body';
import { PagegradeError, isPagegradeError } from '@pagegrade/core';
import type { RouteDeps } from '../deps.ts';
import { idParams, validate } from '../http/validate.ts';
import { quotaOf, tightest } from '../http/rate-limit.ts';
import type { ReportMailer, MailRefusal } from '../mail/mailer.ts';
import { emailResultHtml } from '../pages/email.ts';
import { composeReportEmail } from '../mail/report-content.ts';

/**
 * `POST /report/{id}/email`: the full report by e-mail, from the form on the report. Answered with
 * a page (sent, or the form again with the reason, under the error's status). Without a mail
 * server configured the form is not shown, and a request gets the JSON error body.
 */
export function emailRouter(deps: Pick<RouteDeps, 'analyses' | 'urls' | 'limits' | 'clientIp' | 'log' | 'rules'>, mailer: ReportMailer | null): Router {
  const router = new Router();
  const form = koaBody({ json: false, urlencoded: true, text: false, multipart: false, formLimit: 2048 });
  router.post('/report/:id/email', validate({ params: idParams('id') }), form, async (ctx) => {
    if (!mailer) throw new PagegradeError('not_found', 'This server does not send reports by e-mail.');
    const id = ctx.params['id']!;
    const summary = await deps.analyses.summary(id);
    if (!summary) throw new PagegradeError('not_found', 'No analysis with this id.');
    const raw = (ctx.request as { body?: Record<string, unknown> }).body?.['email'];
    const address = typeof raw === 'string' ? raw.trim().slice(0, 320) : '';
    const reportUrl = summary.reportUrl ?? `${deps.urls.base}/report/${id}`;
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'text/html; charset=utf-8';
    try {
      if (!address) throw new PagegradeError('invalid_request', 'Please enter the e-mail address to send the report to.');
      const client = deps.clientIp(ctx);
      // The per-client burst cap of the analysis endpoints counts e-mail requests too.
      await deps.limits.spendAnalyses(client, 0);
      await mailer.send(client, address, async () => {
        const [analysis, har] = await Promise.all([deps.analyses.get(id), deps.analyses.har(id)]);
        if (!analysis) throw new PagegradeError('not_found', 'No analysis with this id.');
        return composeReportEmail(deps.urls, deps.rules, analysis, har, reportUrl);
      });
      ctx.body = emailResultHtml(deps.urls, id, reportUrl, mailer.config, { sent: true });
    } catch (err) {
      if (!isPagegradeError(err)) throw err;
      if (err.code === 'internal_error') deps.log({ level: 'error', msg: 'report e-mail failed', requestId: ctx.response.get('X-Request-Id'), error: String((err as { cause?: unknown }).cause ?? err.message) });
      ctx.status = err.status;
      const quotas = quotaOf(err);
      const retry = quotas ? Math.max(1, tightest(quotas).reset) : (err as MailRefusal).retryAfter;
      if (retry) ctx.set('Retry-After', String(retry));
      ctx.body = emailResultHtml(deps.urls, id, reportUrl, mailer.config, { sent: false, state: { address, error: err.message } });
    }
  });
  return router;
}
