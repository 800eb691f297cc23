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
  /** Name of a schema in schemas/ for the JSON body. */
  body?: string;
  query?: Record<string, unknown>;
  params?: Record<string, unknown>;
  headers?: Record<string, unknown>;
}

/** Validates body, query, params and headers against JSON Schemas before the handler runs. */
export function validate(spec: RequestSchemas) {
  const body = spec.body ? validator(spec.body) : null;
  const query = spec.query ? compile(spec.query) : null;
  const params = spec.params ? compile(spec.params) : null;
  const headers = spec.headers ? compile(spec.headers) : null;
  const check = (fn: ValidateFunction | null, where: string, value: unknown) => {
    if (fn && !fn(value)) throw new PagegradeError('invalid_request', describeErrors(where, fn.errors));
  };
  return async function validateRequest(ctx: Context, next: Next): Promise<void> {
    if (body) {
      if (!ctx.is('application/json')) throw new PagegradeError('unsupported_media_type', 'Send the request body as application/json.');
      check(body, 'body', (ctx.request as { body?: unknown }).body);
    }
    check(query, 'query', { ...ctx.query });
    check(params, 'path', (ctx as unknown as { params?: unknown }).params ?? {});
    check(headers, 'header', ctx.headers);
    await next();
  };
}
