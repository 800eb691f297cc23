import assert from 'node:assert/strict';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { OPERATIONS, validator } from '@pagegrade/server';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';

export interface JsonResponse {
  status: number;
  headers: Headers;
  /** Parsed JSON, or the text when the body is not JSON. */
  data: any;
  text: string;
}

/** A request to a test server; `json` is sent as an application/json body. */
export async function call(base: string, path: string, init: RequestInit & { json?: unknown; skipSchemaCheck?: boolean } = {}): Promise<JsonResponse> {
  const headers = new Headers(init.headers);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(init.json);
  }
  const res = await fetch(`${base}${path}`, { ...init, headers, body: body ?? null });
  const text = await res.text();
  let data: any = null;
  try {
    data = JSON.parse(text);
  } catch {
    data = text;
  }
  const response = { status: res.status, headers: res.headers, data, text };
  if (!init.skipSchemaCheck) assertDeclaredSchema(init.method ?? 'GET', path, response);
  return response;
}

/** The operation of the tables that serves `method path`; literal paths win over templates. */
function operationFor(method: string, path: string) {
  const pathname = new URL(path, 'http://x').pathname.replace(/\/+$/, '') || '/';
  const candidates = OPERATIONS.filter((o) => o.method === method.toLowerCase()).filter((o) => new RegExp(`^${o.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`).test(pathname));
  return candidates.sort((a, b) => (a.path.includes('{') ? 1 : 0) - (b.path.includes('{') ? 1 : 0))[0];
}

// Inline response schemas are documentation-grade JSON Schema (union types allowed), not the strict
// request schemas of schemas/.
const inlineAjv = new Ajv2020({ strict: false });
const inlineValidators = new WeakMap<object, ValidateFunction>();

/** Validators for what a response object declares for its JSON media type, or null for nothing. */
function declaredValidators(response: any): Array<[string, ValidateFunction]> | null {
  const content = response?.content as Record<string, { schema?: any }> | undefined;
  const schema = content && Object.entries(content).find(([type]) => /json/.test(type))?.[1].schema;
  if (!schema) return null;
  const refs = [schema, ...(schema.oneOf ?? []), ...(schema.anyOf ?? [])].map((s: any) => s?.$ref).filter((r: unknown): r is string => typeof r === 'string');
  if (refs.length) return refs.map((r) => r.replace('#/components/schemas/', '')).map((name) => [name, validator(name)]);
  // An inline schema (for example the JSON-RPC envelope of the MCP endpoints).
  let v = inlineValidators.get(schema);
  if (!v) {
    v = inlineAjv.compile(schema);
    inlineValidators.set(schema, v);
  }
  return [['inline schema', v]];
}

/**
 * Every JSON response an integration test receives is checked against the schema its operation
 * declares for that status, and every JSON error body against Error, so the OpenAPI document and
 * the running service cannot drift apart unnoticed.
 */
function assertDeclaredSchema(method: string, path: string, res: JsonResponse): void {
  if (!/json/.test(res.headers.get('content-type') ?? '') || typeof res.data !== 'object' || res.data === null) return;
  const op = operationFor(method, path);
  const declared = op ? declaredValidators((op.spec['responses'] as Record<string, unknown> | undefined)?.[String(res.status)]) : null;
  const checks = declared ?? (res.status >= 400 ? [['Error', validator('Error')] as [string, ValidateFunction]] : null);
  if (!checks) return;
  const failures: string[] = [];
  for (const [name, v] of checks) {
    if (v(structuredClone(res.data))) return;
    failures.push(`${name}: ${JSON.stringify(v.errors)}`);
  }
  assert.fail(`${method} ${path} → ${res.status} does not match its declared schema. ${failures.join(' | ')}`);
}

/** Asserts a value matches one of the schemas in schemas/. */
export function assertSchema(name: string, data: unknown): void {
  const v = validator(name);
  assert.ok(v(structuredClone(data)), `${name}: ${JSON.stringify(v.errors)}`);
}

/** A request over node:http, for what fetch() will not do: send a custom Host header. */
export function rawRequest(url: string, method: string, headers: Record<string, string>, body?: string): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers }, (res) => {
      let data = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (data += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: data }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Polls an async job until it is no longer running (at most a minute: a busy machine is no failure). */
export async function settledJob(base: string, id: string): Promise<JsonResponse> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const r = await call(base, `/api/v1/analyses/${id}`);
    if (r.data.status !== 'running') return r;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  assert.fail(`job ${id} did not finish within a minute`);
}
