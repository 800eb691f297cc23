import type { Context, Next } from 'koa';
import { PagegradeError } from '@pagegrade/core';
import { describeErrors, validator, compile } from '../schemas.ts';
import type { ErrorObject, ValidateFunction } from 'ajv';

/** Ids in paths (analyses, jobs, reports, badges): what our ids look like, nothing else. */
export const ID_PATTERN = '^[A-Za-z0-9_-]{1,64}$';

export interface RequestSchemas {
  /** The JSON body: the name of a schema in schemas/, or a schema. */
  body?: string | Record<string, unknown>;
  /** The media types the body may come as (application/json when not said). */
  bodyTypes?: readonly string[];
  /** Whether a request without a body is refused; when not, an absent body is not judged. */
  bodyRequired?: boolean;
  query?: Record<string, unknown>;
  params?: Record<string, unknown>;
  headers?: Record<string, unknown>;
}

/**
 * Why a request was refused: a part that breaks its schema (ajv's errors), a body of a media type
 * the operation does not take, or a body that could not be parsed.
 */
export interface ValidationFailure {
  where: 'body' | 'query' | 'path' | 'header';
  kind: 'schema' | 'media_type' | 'unreadable';
  /** ajv's errors (kind `schema`); empty otherwise. */
  errors: readonly ErrorObject[];
  /** What was judged (kind `schema`). */
  value?: unknown;
  /** The refusal in one sentence, as the service words it. */
  message: string;
}

export interface ValidateOptions {
  /**
   * The error a refusal is thrown as. By default the service's: `400 invalid_request`, or `415
   * unsupported_media_type` for a body of another type. An operation whose standard fixes its error
   * body (OAuth's `{error, error_description}`) gives its own, and answers it in its own format.
   */
  refuse?: (failure: ValidationFailure, ctx: Context) => Error;
  /**
   * What is judged as the body, when it is more than the parsed body: /ask reads its parameters
   * from the query string and the body together.
   */
  bodyValue?: (ctx: Context) => unknown;
}

/**
 * Where a body parser that does not throw (see routes/oauth.ts) leaves why a body could not be
 * parsed, for the validation to refuse in the operation's own format.
 */
export const BODY_FAILURE = 'bodyFailure';

/** How a text parameter must be written to be read as a number: decimal digits, perhaps a fraction. */
const NUMBER = /^-?[0-9]+(\.[0-9]+)?$/;

/**
 * Text parameters (query, path, headers) read as the types their schema gives them: `?limit=20`
 * is the integer 20, `?x=true` the boolean true. Anything else stays text, for the schema to
 * refuse (a repeated parameter stays an array). By hand rather than ajv's coerceTypes, which reads
 * numbers with Number(): " 5", "0x10" and "1e1" would all pass as integers.
 */
function textParameters(schema: Record<string, unknown>) {
  const properties = (schema['properties'] ?? {}) as Record<string, { type?: unknown }>;
  const typed = Object.entries(properties).filter(([, p]) => p.type === 'integer' || p.type === 'number' || p.type === 'boolean');
  const fn = compile(schema);
  return (value: Record<string, unknown>): ValidateFunction | null => {
    for (const [name, p] of typed) {
      const v = value[name];
      if (typeof v !== 'string') continue;
      if (p.type === 'boolean' && (v === 'true' || v === 'false')) value[name] = v === 'true';
      else if (p.type !== 'boolean' && NUMBER.test(v)) value[name] = Number(v);
    }
    return fn(value) ? null : fn;
  };
}

/** The query string as validated: its values coerced to the schema's types, its defaults filled in. */
export function validQuery<T>(ctx: Context): T {
  return ctx.state['query'] as T;
}

/** The body as validated (for /ask, the parameters of query string and body together). */
export function validBody<T>(ctx: Context): T {
  return ctx.state['body'] as T;
}

/** The service's own answer to a refusal. */
function serviceRefusal(failure: ValidationFailure): Error {
  return new PagegradeError(failure.kind === 'media_type' ? 'unsupported_media_type' : 'invalid_request', failure.message);
}

const JSON_TYPE = 'application/json';

/**
 * Validates body, query, params and headers against JSON Schemas before the handler runs, with
 * validators compiled once, when the route is made. By default a failure is `400 invalid_request`
 * with ajv's errors in one sentence, and a body of a type the operation does not take is `415
 * unsupported_media_type`; `options.refuse` answers them in an operation's own format.
 */
export function validate(spec: RequestSchemas, options: ValidateOptions = {}) {
  const body = spec.body === undefined ? null : typeof spec.body === 'string' ? validator(spec.body) : compile(spec.body);
  const bodyTypes = spec.bodyTypes?.length ? spec.bodyTypes : [JSON_TYPE];
  const bodyRequired = spec.bodyRequired ?? true;
  const query = spec.query ? textParameters(spec.query) : null;
  const params = spec.params ? textParameters(spec.params) : null;
  const headers = spec.headers ? textParameters(spec.headers) : null;
  const refuse = options.refuse ?? serviceRefusal;
  const schemaFailure = (where: ValidationFailure['where'], fn: ValidateFunction, value: unknown): ValidationFailure => ({
    where,
    kind: 'schema',
    errors: fn.errors ?? [],
    value,
    message: describeErrors(where, fn.errors),
  });
  const checkText = (ctx: Context, fn: ReturnType<typeof textParameters> | null, where: ValidationFailure['where'], value: Record<string, unknown>) => {
    const failed = fn?.(value);
    if (failed) throw refuse(schemaFailure(where, failed, value), ctx);
  };
  const types = bodyTypes.join(' or ');
  return async function validateRequest(ctx: Context, next: Next): Promise<void> {
    // The address first, then the parameters, then the body: a refusal names the first part at fault.
    checkText(ctx, params, 'path', { ...(ctx as unknown as { params?: Record<string, unknown> }).params });
    const q: Record<string, unknown> = { ...ctx.query };
    checkText(ctx, query, 'query', q);
    ctx.state['query'] = q;
    checkText(ctx, headers, 'header', { ...ctx.headers });
    if (body) {
      // null: no body at all; false: a body of another type.
      const type = ctx.is(...bodyTypes);
      // Content-Length: 0 is no body, whatever the Content-Type says (clients send it for "empty").
      const absent = type === null || ctx.request.length === 0;
      if (!absent || bodyRequired) {
        if (!type) throw refuse({ where: 'body', kind: 'media_type', errors: [], message: `Send the request body as ${types}.` }, ctx);
        const unreadable = ctx.state[BODY_FAILURE] as string | undefined;
        if (unreadable) throw refuse({ where: 'body', kind: 'unreadable', errors: [], message: `The request body could not be parsed: ${unreadable}.` }, ctx);
      }
      const value = options.bodyValue ? options.bodyValue(ctx) : absent && !bodyRequired ? undefined : (ctx.request as { body?: unknown }).body;
      if (value !== undefined || bodyRequired) {
        if (!body(value)) throw refuse(schemaFailure('body', body, value), ctx);
      }
      ctx.state['body'] = value;
    }
    await next();
  };
}
