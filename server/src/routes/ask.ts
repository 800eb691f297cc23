import Router from '@koa/router';
import { koaBody } from 'koa-body';
import type { Context, Next } from 'koa';
import { Readable } from 'node:stream';
import { createHash } from 'node:crypto';
import { PagegradeError, isPagegradeError } from '@pagegrade/core';
import type { RouteDeps } from '../deps.ts';
import { validBody, validQuery, type ValidationFailure } from '../http/validate.ts';
import { validateOperation } from '../http/validate-operation.ts';
import { setQuotaHeaders } from '../http/rate-limit.ts';
import { errorBody } from '../http/errors.ts';
import type { Answer, KnowledgeHit } from '../search/knowledge.ts';
import { summarize } from '../search/summary.ts';
import { API_VERSION } from './api.ts';
import { cleanUrlsIn } from '../privacy/public-url.ts';

/** Results per `result_batch` event when streaming. */
const BATCH = 10;
const DEFAULT_LIMIT = 10;

export interface AskParams {
  query: string;
  site: string | undefined;
  prev: string[];
  queryId: string;
  mode: 'list' | 'summarize' | 'generate';
  streaming: boolean;
  limit: number;
}

/** NLWeb's result shape for one hit. */
export interface AskResult {
  url: string;
  name: string;
  site: string;
  score: number;
  description: string;
  schema_object: Record<string, unknown>;
}

const blankQuery = () => new PagegradeError('invalid_request', 'query must not be empty: send the question as the query parameter.');

/**
 * How /ask refuses what its operation's schema (AskRequest) refuses: the service's error body, as
 * every endpoint's, with a blank question and a body of another type said in NLWeb's terms.
 */
function askRefusal(failure: ValidationFailure): Error {
  if (failure.kind === 'media_type') return new PagegradeError('unsupported_media_type', 'Send the parameters as application/json or application/x-www-form-urlencoded (or in the query string).');
  if (failure.kind === 'schema' && failure.errors.some((e) => e.instancePath === '/query' && (e.keyword === 'pattern' || e.keyword === 'minLength'))) return blankQuery();
  return new PagegradeError('invalid_request', failure.message);
}

/**
 * The parameters of a request its operation's validation has let through (validBody/validQuery).
 * A query_id that is not given is derived from the other parameters, so the same question gets
 * the same bytes back.
 */
export function askParams(input: Record<string, unknown>): AskParams {
  // An address in the question is read, and quoted back, in its public form (privacy/public-url.ts).
  const query = cleanUrlsIn((input['query'] as string).trim());
  if (!query) throw blankQuery();
  const prevRaw = input['prev'] as string | string[] | undefined;
  const prev = (Array.isArray(prevRaw) ? prevRaw : (prevRaw ?? '').split(',')).map((p) => p.trim()).filter(Boolean);
  const site = typeof input['site'] === 'string' && input['site'].trim() ? input['site'].trim() : undefined;
  const mode = (input['mode'] as AskParams['mode'] | undefined) ?? 'list';
  const limit = input['limit'] === undefined ? DEFAULT_LIMIT : Number(input['limit']);
  const streaming = input['streaming'] === true || input['streaming'] === 'true' || input['streaming'] === '1';
  const queryId =
    (input['query_id'] as string | undefined) ??
    `q-${createHash('sha256').update(JSON.stringify([query, site ?? null, prev, mode, limit])).digest('base64url').slice(0, 22)}`;
  return { query, site, prev, queryId, mode, streaming, limit };
}

function siteOf(hit: KnowledgeHit, serviceHost: string): string {
  if (hit.kind !== 'site' && hit.kind !== 'page') return serviceHost;
  return new URL(String(hit.schemaObject['url'])).host;
}

export function toResult(hit: KnowledgeHit, serviceHost: string): AskResult {
  return { url: hit.url, name: hit.title, site: siteOf(hit, serviceHost), score: hit.score, description: hit.text, schema_object: hit.schemaObject };
}

/**
 * The event id of the last event of a stream (`complete`, or `error`). EventSource reconnects
 * whenever a stream ends, sending the last id it saw as Last-Event-ID; a request carrying this id
 * is answered 204 No Content, which the HTML standard makes EventSource stop reconnecting for good.
 */
export const STREAM_ENDED_ID = 'ended';

function sse(event: Record<string, unknown>, id?: string): string {
  return `${id ? `id: ${id}\n` : ''}data: ${JSON.stringify(event)}\n\n`;
}

/**
 * The events of a streamed answer. The answer is worked out after `api_version` has gone out, so
 * a failure then can only be reported in the stream: an `error` event, and the stream ends.
 */
async function* events(p: AskParams, work: () => Promise<{ answer: Answer; results: AskResult[] }>, onError: (err: unknown) => void): AsyncGenerator<string> {
  const query_id = p.queryId;
  yield sse({ message_type: 'api_version', query_id, api_version: API_VERSION });
  let done: { answer: Answer; results: AskResult[] };
  try {
    done = await work();
  } catch (err) {
    onError(err);
    const known = isPagegradeError(err);
    yield sse({ message_type: 'error', query_id, ...errorBody(known ? err.code : 'internal_error', known ? err.message : 'The answer could not be computed.') }, STREAM_ENDED_ID);
    return;
  }
  const { answer, results } = done;
  for (let i = 0; i === 0 || i < results.length; i += BATCH) {
    yield sse({ message_type: 'result_batch', query_id, results: results.slice(i, i + BATCH), ...(i === 0 && answer.message ? { message: answer.message } : {}) });
  }
  if (p.mode !== 'list') {
    // NLWeb clients read an event's text from `message`; `summary` stays for earlier clients of ours.
    const summary = summarize(p.query, answer);
    yield sse({ message_type: 'summary', query_id, message: summary, summary });
  }
  yield sse({ message_type: 'complete', query_id }, STREAM_ENDED_ID);
}

/** Serves the NLWeb /ask endpoint, and the scoring documentation its answers link to. */
export function askRouter(deps: RouteDeps): Router {
  const router = new Router();
  const serviceHost = new URL(deps.urls.base).host;
  const askPath = new URL(deps.urls.ask).pathname;
  const body = koaBody({
    json: true,
    jsonStrict: true,
    jsonLimit: deps.config.maxBodyBytes,
    urlencoded: true,
    formLimit: deps.config.maxBodyBytes,
    text: false,
    multipart: false,
  });

  const work = (p: AskParams) => async () => {
    const answer = await deps.knowledge.answer(p.query, { limit: p.limit, prev: p.prev, ...(p.site ? { site: p.site } : {}) });
    return { answer, results: answer.hits.map((h) => toResult(h, serviceHost)) };
  };

  // An EventSource reconnecting after the stream ended: 204 tells it to stop (see STREAM_ENDED_ID).
  const ended = async (ctx: Context, next: Next) => {
    if (ctx.get('Last-Event-ID') !== STREAM_ENDED_ID) return next();
    ctx.status = 204;
    ctx.set('Cache-Control', 'no-store');
  };

  const respond = async (ctx: Context, input: Record<string, unknown>) => {
    const p = askParams(input);
    setQuotaHeaders(ctx, await deps.limits.spendRead(deps.clientIp(ctx)));
    ctx.set('Cache-Control', 'no-store');
    if (p.streaming) {
      ctx.type = 'text/event-stream; charset=utf-8';
      ctx.set('X-Accel-Buffering', 'no');
      const onError = (err: unknown) => deps.log({ level: 'error', msg: 'ask stream failed', requestId: ctx.response.get('X-Request-Id'), error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
      ctx.body = Readable.from(events(p, work(p), onError));
      return;
    }
    const { answer, results } = await work(p)();
    ctx.body = {
      query_id: p.queryId,
      results,
      ...(p.mode !== 'list' ? { summary: summarize(p.query, answer) } : {}),
      ...(answer.message ? { message: answer.message } : {}),
    };
  };

  router.get(askPath, ended, validateOperation('ask', { refuse: askRefusal }), async (ctx) => respond(ctx, validQuery(ctx)));
  // Query-string parameters count too (some NLWeb clients POST with them); the body wins. A body
  // that is not an object of parameters is judged as it is, for the schema to refuse.
  const parameters = (ctx: Context) => {
    const parsed = (ctx.request as { body?: unknown }).body;
    if (parsed !== undefined && (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))) return parsed;
    return { ...ctx.query, ...(parsed as Record<string, unknown> | undefined) };
  };
  router.post(askPath, ended, body, validateOperation('askPost', { refuse: askRefusal, bodyValue: parameters }), async (ctx) => respond(ctx, validBody(ctx)));

  return router;
}
