import type { Context, Next } from 'koa';
import { ERROR_STATUS, PagegradeError, isPagegradeError, type ErrorCode } from '@pagegrade/core';
import { quotaOf, setQuotaHeaders, tightest } from './rate-limit.ts';
import { DRAINING_RETRY_AFTER_SECONDS } from './draining.ts';
import { STORE_RETRY_AFTER_SECONDS, storeFaultError } from '../store/faults.ts';

export interface ErrorBody {
  error: { code: ErrorCode; message: string; status: number; documentation?: string };
}

export function errorBody(code: ErrorCode, message: string, status = ERROR_STATUS[code], documentation?: string): ErrorBody {
  return { error: { code, message, status, ...(documentation ? { documentation } : {}) } };
}

/** Maps what Koa, koa-body and @koa/router throw (http-errors) to our codes. */
function fromHttpError(err: { status?: number; statusCode?: number; message?: string; type?: string; expose?: boolean; headers?: Record<string, string> }): PagegradeError {
  const status = err.status ?? err.statusCode ?? 500;
  if (status === 405) return new PagegradeError('method_not_allowed', err.message || 'Method not allowed.');
  if (status === 404) return new PagegradeError('not_found', 'No such resource.');
  if (status === 413 || err.type === 'entity.too.large') return new PagegradeError('payload_too_large', 'The request body is too large.');
  if (status === 415) return new PagegradeError('unsupported_media_type', err.message || 'Unsupported content type.');
  if (status === 400 || err.type === 'entity.parse.failed') {
    const detail = err.type === 'entity.parse.failed' || /JSON|Unexpected|token/i.test(err.message ?? '') ? 'The request body is not valid JSON.' : err.message || 'Bad request.';
    return new PagegradeError('invalid_request', detail);
  }
  if (status >= 400 && status < 500 && err.expose) return new PagegradeError('invalid_request', err.message ?? 'Bad request.', { status });
  return new PagegradeError('internal_error', 'An unexpected error occurred.');
}

export interface ErrorOptions {
  documentation: (code: ErrorCode) => string;
  log: (err: unknown, ctx: Context) => void;
  /**
   * The website's page for an error (an address that has nothing, parameters a page does not
   * take), for a browser that asked for a page; null keeps the JSON error body (API paths, files,
   * clients that ask for JSON, other errors).
   */
  errorPage?: (ctx: Context, err: PagegradeError) => string | null;
}

/** Paths whose every answer is the API's JSON error body, whatever the client accepts. */
const API_PATHS = /^\/(api(\/|$)|mcp(\/|$)|\.well-known\/|ask$|oauth|csp-reports$)/;
/** Files, images and documents for programs: their 404 stays JSON too. */
const DATA_FILES = /\.(json|md|txt|svg|har|xml|png|ico|webmanifest|css|js)$/i;

/**
 * A person's browser asking for a page: a GET of a website path whose Accept names HTML and
 * prefers it to JSON (a browser's navigation sends `text/html,…,*\/*;q=0.8`).
 */
export function wantsHtmlPage(ctx: Context): boolean {
  if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return false;
  if (API_PATHS.test(ctx.path) || DATA_FILES.test(ctx.path)) return false;
  if (!/\btext\/html\b/i.test(ctx.get('Accept'))) return false;
  return ctx.accepts('json', 'html') === 'html';
}

/**
 * The outermost middleware: whatever goes wrong below, the client gets the JSON error body,
 * never a stack trace; unknown routes get `not_found`. The one exception is a browser that
 * navigates to a website address with nothing at it, or with parameters its page does not take:
 * it gets the site's 404 or 400 page, with ways back.
 */
export function errorHandler(options: ErrorOptions) {
  return async function handleErrors(ctx: Context, next: Next): Promise<void> {
    try {
      await next();
      const empty = ctx.body === undefined || ctx.body === null || ctx.body === '';
      if (empty && ctx.status === 404) throw new PagegradeError('not_found', `No route for ${ctx.method} ${ctx.path}.`);
      // The router answers a known path with another method by setting 405/501 and Allow.
      if (empty && ctx.status === 405) throw new PagegradeError('method_not_allowed', `${ctx.method} is not allowed on ${ctx.path}; allowed: ${ctx.response.get('Allow') || 'none'}.`);
      if (empty && ctx.status === 501) throw new PagegradeError('method_not_allowed', `The method ${ctx.method} is not implemented.`, { status: 501 });
    } catch (raw) {
      // A database or queue that is out of reach (or a full disk) is the store's fault, and passes: 503, not 500.
      const err = isPagegradeError(raw) ? raw : (storeFaultError(raw) ?? fromHttpError(raw as never));
      if (err.code === 'internal_error' || err.code === 'store_unavailable' || err.code === 'storage_full') options.log(raw, ctx);
      ctx.status = err.status;
      const quotas = quotaOf(raw);
      if (quotas) {
        setQuotaHeaders(ctx, quotas);
        ctx.set('Retry-After', String(Math.max(1, tightest(quotas).reset)));
      }
      const page = options.errorPage?.(ctx, err) ?? null;
      if (page !== null) {
        ctx.type = 'text/html; charset=utf-8';
        ctx.set('Cache-Control', 'no-store');
        ctx.body = page;
        return;
      }
      // A 503 is always temporary: say when to come back, unless its thrower did.
      if (err.status === 503 && !ctx.response.get('Retry-After')) ctx.set('Retry-After', String(err.code === 'store_unavailable' || err.code === 'storage_full' ? STORE_RETRY_AFTER_SECONDS : DRAINING_RETRY_AFTER_SECONDS));
      ctx.type = 'application/json';
      ctx.body = errorBody(err.code, err.message, err.status, options.documentation(err.code));
    }
  };
}
