import type { Context, Next } from 'koa';
import { PagegradeError } from '@pagegrade/core';
import { describeErrors, validator, compile } from '../schemas.ts';
import type { ValidateFunction } from 'ajv';

/** Ids in paths (analyses, jobs, reports, badges): what our ids look like, nothing else. */
export const ID_PATTERN = '^[A-Za-z0-9_-]{1,64}$';

/** Path parameters that are ids, e.g. `idParams('id')`, or `idParams('file', '\\.svg')` for `abc.svg`. */
export function idParams(name: string, suffix = ''): Record<string, unknown> {
  return { type: 'object', required: [name], properties: { [name]: { type: 'string', pattern: `${ID_PATTERN.slice(0, -1)}${suffix}$` } } };
}

export interface RequestSchemas {
  /** The JSON body: the name of a schema in schemas/, or a schema. */
  body?: string | Record<string, unknown>;
  query?: Record<string, unknown>;
  params?: Record<string, unknown>;
  headers?: Record<string, unknown>;
}

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

/**
 * Validates body, query, params and headers against JSON Schemas before the handler runs, with
 * validators compiled once, when the route is made. Every failure is `400 invalid_request` with
 * ajv's errors in one sentence; a body that is not JSON is `415 unsupported_media_type`.
 */
export function validate(spec: RequestSchemas) {
  const body = spec.body === undefined ? null : typeof spec.body === 'string' ? validator(spec.body) : compile(spec.body);
  const query = spec.query ? textParameters(spec.query) : null;
  const params = spec.params ? textParameters(spec.params) : null;
  const headers = spec.headers ? textParameters(spec.headers) : null;
  const fail = (where: string, fn: ValidateFunction) => new PagegradeError('invalid_request', describeErrors(where, fn.errors));
  const checkText = (fn: ReturnType<typeof textParameters> | null, where: string, value: Record<string, unknown>) => {
    const failed = fn?.(value);
    if (failed) throw fail(where, failed);
  };
  return async function validateRequest(ctx: Context, next: Next): Promise<void> {
    if (body) {
      if (!ctx.is('application/json')) throw new PagegradeError('unsupported_media_type', 'Send the request body as application/json.');
      if (!body((ctx.request as { body?: unknown }).body)) throw fail('body', body);
    }
    const q: Record<string, unknown> = { ...ctx.query };
    checkText(query, 'query', q);
    ctx.state['query'] = q;
    checkText(params, 'path', { ...(ctx as unknown as { params?: Record<string, unknown> }).params });
    checkText(headers, 'header', { ...ctx.headers });
    await next();
  };
}
