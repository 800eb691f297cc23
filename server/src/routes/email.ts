import Router from '@koa/router';
import { koaBody } from 'koa-body';
import { PagegradeError, isPagegradeError } from '@pagegrade/core';
import type { RouteDeps } from '../deps.ts';
import type { ValidationFailure } from '../http/validate.ts';
import { validateOperation } from '../http/validate-operation.ts';
import type { Context, Next } from 'koa';
import { quotaOf, tightest } from '../http/rate-limit.ts';
import type { ReportMailer, MailRefusal } from '../mail/mailer.ts';
import { emailResultHtml } from '../pages/email.ts';
import { composeReportEmail } from '../mail/report-content.ts';

const noMailer = () => new PagegradeError('not_found', 'This server does not send reports by e-mail.');

/** An address missing or malformed: the form again, with what to do. */
class FormRefusal extends PagegradeError {
  constructor(blank: boolean) {
    super('invalid_request', blank ? 'Please enter the e-mail address to send the report to.' : 'That is not an e-mail address; write it as name@example.com.');
  }
}

/** The address as the form sent it, trimmed, when it is text. */
function typedAddress(ctx: Context): string {
  const raw = (ctx.request as { body?: Record<string, unknown> }).body?.['email'];
  return typeof raw === 'string' ? raw.trim().slice(0, 320) : '';
}

/**
 * `POST /report/{id}/email`: the full report by e-mail, from the form on the report. Answered with
 * a page (sent, or the form again with the reason, under the error's status). Without a mail
 * server configured the form is not shown, and a request gets the JSON error body.
 */
export function emailRouter(deps: Pick<RouteDeps, 'analyses' | 'urls' | 'limits' | 'clientIp' | 'log' | 'rules'>, mailer: ReportMailer | null): Router {
  const router = new Router();
  const form = koaBody({ json: false, urlencoded: true, text: false, multipart: false, formLimit: 2048 });
  // A form whose fields break its schema is answered as an empty address is: the form again.
  const refuse = (failure: ValidationFailure, ctx: Context) => (failure.where === 'body' ? new FormRefusal(!typedAddress(ctx)) : new PagegradeError('invalid_request', failure.message));
  /** The page of the form, with the reason, for what the form's validation or the mailer refused. */
  const answerWithPage = async (ctx: Context, next: Next) => {
    try {
      await next();
    } catch (err) {
      if (!(err instanceof FormRefusal)) throw err;
      if (!mailer) throw noMailer();
      const id = ctx.params['id']!;
      const summary = await deps.analyses.summary(id);
      if (!summary) throw new PagegradeError('not_found', 'No analysis with this id.');
      ctx.set('Cache-Control', 'no-store');
      ctx.type = 'text/html; charset=utf-8';
      ctx.status = err.status;
      ctx.body = emailResultHtml(deps.urls, id, summary.reportUrl ?? `${deps.urls.base}/report/${id}`, mailer.config, { sent: false, state: { address: typedAddress(ctx), error: err.message } });
    }
  };
  router.post('/report/:id/email', form, answerWithPage, validateOperation('emailReportForm', { refuse }), async (ctx) => {
    if (!mailer) throw noMailer();
    const id = ctx.params['id']!;
    const summary = await deps.analyses.summary(id);
    if (!summary) throw new PagegradeError('not_found', 'No analysis with this id.');
    // The schema has made sure the address looks like one.
    const address = typedAddress(ctx);
    const reportUrl = summary.reportUrl ?? `${deps.urls.base}/report/${id}`;
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'text/html; charset=utf-8';
    try {
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
