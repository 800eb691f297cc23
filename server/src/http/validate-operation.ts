import { OPERATIONS, SITE_OPERATIONS, type Operation } from '../operations/index.ts';
import { SCHEMA_BASE } from '../schemas.ts';
import { validate, type RequestSchemas, type ValidateOptions } from './validate.ts';

type Json = Record<string, unknown>;

interface Parameter {
  name: string;
  in: 'query' | 'header' | 'path' | 'cookie';
  required?: boolean;
  schema?: Json;
}

const COMPONENT = '#/components/schemas/';
const JSON_TYPE = 'application/json';

/** The operation tables write `#/components/schemas/X` as in the OpenAPI document; ajv knows it as schemas/X.json. */
function schemaRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(schemaRefs);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, k === '$ref' && typeof v === 'string' && v.startsWith(COMPONENT) ? `${SCHEMA_BASE}${v.slice(COMPONENT.length)}.json` : schemaRefs(v)]),
  );
}

/** The parameters found `where`, as one object schema (header names lower-cased, as Node gives them). */
function parametersSchema(parameters: readonly Parameter[], where: Parameter['in']): Json | undefined {
  const found = parameters.filter((p) => p.in === where);
  if (!found.length) return undefined;
  const key = (p: Parameter) => (where === 'header' ? p.name.toLowerCase() : p.name);
  return {
    type: 'object',
    required: found.filter((p) => p.required).map(key),
    properties: Object.fromEntries(found.map((p) => [key(p), schemaRefs(p.schema ?? {})])),
  };
}

/** What an operation of the tables in operations/ says its requests hold: the one description of them. */
export function requestSchemas(op: Operation): RequestSchemas {
  const parameters = (op.spec['parameters'] ?? []) as Parameter[];
  const requestBody = op.spec['requestBody'] as { required?: boolean; content?: Record<string, { schema?: Json }> } | undefined;
  const content = requestBody?.content ?? {};
  // Every media type of a body names the same schema (a form carries the same parameters as JSON).
  const json = content[JSON_TYPE]?.schema ?? Object.values(content)[0]?.schema;
  const ref = json?.['$ref'];
  const body = typeof ref === 'string' && ref.startsWith(COMPONENT) ? ref.slice(COMPONENT.length) : json ? (schemaRefs(json) as Json) : undefined;
  const out: RequestSchemas = {};
  if (body !== undefined) Object.assign(out, { body, bodyTypes: Object.keys(content), bodyRequired: requestBody?.required === true });
  const query = parametersSchema(parameters, 'query');
  const headers = parametersSchema(parameters, 'header');
  const params = parametersSchema(parameters, 'path');
  if (query) out.query = query;
  if (headers) out.headers = headers;
  if (params) out.params = params;
  return out;
}

export function operation(operationId: string): Operation {
  const op = OPERATIONS.find((o) => o.operationId === operationId) ?? SITE_OPERATIONS.find((o) => o.operationId === operationId);
  if (!op) throw new Error(`No operation ${operationId}`);
  return op;
}

/**
 * The validation middleware of an operation, from its entry in the operation tables (the same
 * parameters and body schemas the OpenAPI document publishes), compiled once when the route is made.
 */
export function validateOperation(operationId: string, options: ValidateOptions = {}) {
  return validate(requestSchemas(operation(operationId)), options);
}
