import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type AddressInfo } from 'node:net';
import { OPERATIONS, schemas } from '@pagegrade/server';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { startServer, type TestServer } from '../helpers/server.ts';
import { call, type JsonResponse } from '../helpers/http.ts';
import type { AnalysisSummary } from '@pagegrade/core';

/*
 * Every operation whose request has a schema (a JSON body of schemas/, query parameters) is sent
 * examples made from that schema — the boundaries of minimum/maximum and lengths, every enum value
 * and one outside, wrong types, missing required and unknown properties — and must agree with it:
 * what the schema accepts is not refused as invalid, what it refuses is a 400 validation error.
 * The schema is the judge of each example (compiled here on its own, from the published files),
 * so the examples need only be varied, not right. URLs are loopback addresses nothing listens on
 * (the test server may reach loopback: an analysis of one fails at once with fetch_failed), and
 * the server has no browser, so no example starts an analysis of the internet or a Chromium.
 */

type Json = Record<string, unknown>;
type Schema = Json;

// The judge: the schema files as published, in an ajv of this test's own.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (ajv: Ajv2020) => Ajv2020;
const judge = new Ajv2020({ allErrors: true, strict: false });
addFormats(judge);
for (const s of Object.values(schemas)) judge.addSchema(s);
const BASE = 'https://pagegrade.dev/schemas/v1/';

/** A `$ref` as the operation tables (`#/components/schemas/X`) or the schema files (`X.json`) write it. */
function resolve(schema: Schema): Schema {
  const ref = schema['$ref'];
  if (typeof ref !== 'string') return schema;
  const name = ref.replace('#/components/schemas/', '').replace(BASE, '').replace(/\.json$/, '');
  const { $ref: _, ...rest } = schema;
  return { ...resolve(schemas[name]!), ...rest };
}

/** The same schema with its references written as the judge knows them. */
function forJudge(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(forJudge);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, k === '$ref' && typeof v === 'string' ? `${BASE}${v.replace('#/components/schemas/', '').replace(BASE, '').replace(/\.json$/, '')}.json` : forJudge(v)]));
}

const judged = new Map<Schema, (v: unknown) => boolean>();
function accepts(schema: Schema, value: unknown): boolean {
  let fn = judged.get(schema);
  if (!fn) {
    const { $id: _, $schema: __, ...rest } = forJudge(schema) as Json;
    const compiled = judge.compile(rest);
    fn = (v) => compiled(structuredClone(v)) as boolean;
    judged.set(schema, fn);
  }
  return fn(value);
}

interface Context {
  /** An absolute URL the schema's `format: uri` fields may hold, for this operation. */
  uri: string;
  /** Values worth trying for a named property whose schema has a pattern the generator cannot invert. */
  hints: Record<string, unknown[]>;
}

const text = (n: number) => 'a'.repeat(Math.max(0, n));

/** Candidate values for a schema: around its boundaries and outside them, with the wrong types. */
function candidates(raw: Schema, ctx: Context, name = ''): unknown[] {
  const schema = resolve(raw);
  const out: unknown[] = [...(ctx.hints[name] ?? [])];
  for (const key of ['anyOf', 'oneOf'] as const) for (const branch of (schema[key] as Schema[] | undefined) ?? []) out.push(...candidates(branch, ctx, name));
  if ('const' in schema) out.push(schema['const'], typeof schema['const'] === 'string' ? `${schema['const']}x` : 'x');
  if (Array.isArray(schema['enum'])) out.push(...(schema['enum'] as unknown[]), 'not-one-of-them');
  const min = schema['minimum'] as number | undefined;
  const max = schema['maximum'] as number | undefined;
  switch (schema['type']) {
    case 'integer':
    case 'number':
      out.push(...[min, max].filter((n) => n !== undefined).flatMap((n) => [n! - 1, n, n! + 1]), 0, 1.5, 'abc', true);
      break;
    case 'string': {
      const minLength = (schema['minLength'] as number | undefined) ?? 0;
      const maxLength = schema['maxLength'] as number | undefined;
      if (schema['format'] === 'uri') {
        out.push(ctx.uri, 'not a uri', `${ctx.uri}?${text((maxLength ?? 0) - ctx.uri.length - 1)}`, `${ctx.uri}?${text((maxLength ?? 0) - ctx.uri.length)}`);
      } else if (!('const' in schema) && !schema['enum']) {
        out.push('', ' ', text(minLength), text(minLength - 1), 'x');
        if (maxLength !== undefined) out.push(text(maxLength), text(maxLength + 1));
      }
      out.push(42, false);
      break;
    }
    case 'boolean':
      out.push(true, false, 'yes', 1);
      break;
    case 'array': {
      const items = (schema['items'] as Schema | undefined) ?? {};
      const good = candidates(items, ctx, name).find((v) => accepts(items, v)) ?? 'x';
      const minItems = (schema['minItems'] as number | undefined) ?? 0;
      const maxItems = schema['maxItems'] as number | undefined;
      out.push([], Array(minItems).fill(good), [good], [42], 'x');
      if (maxItems !== undefined) out.push(Array(maxItems).fill(good), Array(maxItems + 1).fill(good));
      break;
    }
    case 'object':
      out.push(...objectCandidates(schema, ctx));
      break;
    default:
      if (!out.length) out.push('x', 1);
  }
  return out.filter((v, i) => out.findIndex((w) => JSON.stringify(w) === JSON.stringify(v)) === i);
}

/** An object: its required properties alone, one missing, each property's candidates on a valid base, an unknown property, not an object. */
function objectCandidates(schema: Schema, ctx: Context): unknown[] {
  const properties = (schema['properties'] ?? {}) as Record<string, Schema>;
  const required = (schema['required'] as string[] | undefined) ?? [];
  const good = (name: string) => candidates(properties[name]!, ctx, name).find((v) => accepts(properties[name]!, v));
  const base: Json = Object.fromEntries(required.map((name) => [name, good(name)]));
  const out: unknown[] = [base, { ...base, unknownProperty: 'x' }, [], 'x', null];
  for (const name of required) {
    const { [name]: _, ...without } = base;
    out.push(without);
  }
  for (const [name, property] of Object.entries(properties)) for (const v of candidates(property, ctx, name)) out.push({ ...base, [name]: v });
  return out;
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: Schema;
}

/** A query parameter's text: what a client sends for a value (a list is the parameter repeated). */
function queryString(params: Json): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) for (const one of [v].flat()) q.append(k, typeof one === 'string' ? one : JSON.stringify(one));
  const s = q.toString();
  return s ? `?${s}` : '';
}

/**
 * Whether a text parameter is valid: a query string carries text, so a value is valid when some
 * reading of its text is (the text itself, its decimal number, true/false); a repeated one is a list.
 */
function textAccepted(schema: Schema, sent: unknown): boolean {
  const readings = (t: string): unknown[] => [t, ...(/^-?[0-9]+(\.[0-9]+)?$/.test(t) ? [Number(t)] : []), ...(t === 'true' || t === 'false' ? [t === 'true'] : [])];
  if (Array.isArray(sent)) return accepts(schema, sent.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))));
  return readings(typeof sent === 'string' ? sent : JSON.stringify(sent)).some((r) => accepts(schema, r));
}

/** How each operation says "invalid": the service's Error body, or OAuth's (RFC 6749 §5.2) on its endpoints. */
const OAUTH_INVALID = new Set(['invalid_request', 'unsupported_grant_type', 'invalid_scope', 'invalid_target', 'invalid_client_metadata']);
function isValidationError(res: JsonResponse): boolean {
  if (res.status !== 400 || typeof res.data !== 'object' || res.data === null) return false;
  if (typeof res.data.error === 'string') return OAUTH_INVALID.has(res.data.error);
  return res.data.error?.code === 'invalid_request';
}

/**
 * Bodies with an inline schema rather than one of schemas/: the tool servers' JSON-RPC envelopes,
 * answered by the MCP SDK in JSON-RPC's errors (test/server/mcp.test.ts), and the identity claim,
 * which takes any object and stores nothing. The authorization endpoint's form refuses everything
 * by design (test/server/oauth.test.ts); its query is judged here.
 */
const inlineBody = (op: (typeof OPERATIONS)[number]) => {
  const content = (op.spec['requestBody'] as { content?: Record<string, { schema?: Schema }> } | undefined)?.content;
  const schema = content?.['application/json']?.schema ?? content?.['application/x-www-form-urlencoded']?.schema;
  return schema !== undefined && typeof schema['$ref'] !== 'string';
};

let srv: TestServer;
let closedPort: number;
let cursor: string;

before(async () => {
  // A loopback port nothing listens on: an analysis of it fails at once, without the internet.
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  closedPort = (probe.address() as AddressInfo).port;
  await new Promise((r) => probe.close(r));
  srv = await startServer({ PAGEGRADE_CHROMIUM: '/nonexistent/chromium', PAGEGRADE_RATE_READS_PER_MINUTE: '100000' });
  // Two sites on the leaderboard, so that its first page of one has a cursor to the second.
  for (const [i, host] of ['one.example', 'two.example'].entries()) {
    const summary = { id: `contract${i}`, url: `https://${host}/`, title: host, score: 50 + i, grade: 'C', dimensions: [], topIssues: [], caps: [], counts: {}, scoringNote: '' } as unknown as AnalysisSummary;
    await srv.stores.analyses.save({ summary, checks: [], siteName: null, createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(), requestedUrl: summary.url });
  }
  cursor = (await call(srv.url, '/api/v1/leaderboard?limit=1')).data.nextCursor;
  assert.equal(typeof cursor, 'string');
});

after(async () => {
  await srv.whenIdle();
  await srv.close();
});

function contextOf(operationId: string): Context {
  const oauth = ['requestToken', 'revokeToken', 'registerClient', 'authorize'].includes(operationId);
  return {
    // A resource indicator must be the service's own; an analysed URL, a loopback one that refuses.
    uri: oauth ? `${srv.url}/` : `http://127.0.0.1:${closedPort}/`,
    hints: {
      scope: ['analyze', 'analyze analyze', 'admin', 'analyze admin', ''],
      query_id: ['q-1', 'not valid!'],
      streaming: ['true', '1', 'yes', true],
      prev: ['earlier question', ['one', 'two']],
      grant_types: [['client_credentials'], ['authorization_code']],
      cursor: [cursor],
    },
  };
}

/**
 * Parameters whose schema says what they look like but not all that makes them valid: a cursor
 * is valid only as the service signed it. Their schema-valid examples other than the hints are
 * not judged here (an altered cursor's refusal is tested in leaderboard.test.ts); those the schema
 * refuses, and the hints, are.
 */
const SIGNED: Record<string, string> = { getLeaderboard: 'cursor' };

/** Operations with a JSON body of schemas/ or query parameters: what this test covers. */
const covered = OPERATIONS.filter((op) => {
  const body = (op.spec['requestBody'] as { content?: Record<string, { schema?: Schema }> } | undefined)?.content?.['application/json']?.schema;
  const query = ((op.spec['parameters'] ?? []) as Parameter[]).some((p) => p.in === 'query');
  return (body !== undefined || query) && !inlineBody(op);
});

test('the operations with a request schema are the ones this test knows', () => {
  assert.deepEqual(covered.map((o) => o.operationId).sort(), ['analyze', 'ask', 'askPost', 'authorize', 'getLeaderboard', 'registerClient', 'requestToken', 'revokeToken', 'startAnalyses', 'startBatch']);
});

for (const op of covered) {
  test(`${op.method.toUpperCase()} ${op.path} (${op.operationId}) accepts and refuses what its schema says`, async () => {
    const ctx = contextOf(op.operationId);
    const bodySchema = (op.spec['requestBody'] as { content?: Record<string, { schema?: Schema }> } | undefined)?.content?.['application/json']?.schema;
    const parameters = ((op.spec['parameters'] ?? []) as Parameter[]).filter((p) => p.in === 'query');
    const disagreements: string[] = [];
    let valid = 0;
    let invalid = 0;
    const send = async (body: unknown, query: Json, expectValid: boolean) => {
      const init: RequestInit & { json?: unknown; skipSchemaCheck?: boolean } = { method: op.method.toUpperCase() };
      if (bodySchema !== undefined) init.json = body;
      const res = await call(srv.url, `${op.path}${queryString(query)}`, init);
      const refused = isValidationError(res);
      if (expectValid) valid++;
      else invalid++;
      if (refused === expectValid) disagreements.push(`${expectValid ? 'valid, refused' : 'invalid, accepted'}: body ${JSON.stringify(body)?.slice(0, 120)} query ${JSON.stringify(query).slice(0, 120)} → ${res.status} ${res.text.slice(0, 160)}`);
    };
    // A query that is valid by the parameters' schemas, to send bodies with (and the reverse).
    const goodQuery: Json = {};
    for (const p of parameters.filter((p) => p.required)) goodQuery[p.name] = candidates(p.schema ?? {}, ctx, p.name).find((v) => typeof v === 'string' && textAccepted(p.schema ?? {}, v));
    const goodBody = bodySchema ? candidates(bodySchema, ctx).find((v) => accepts(bodySchema, v)) : undefined;
    if (bodySchema) {
      for (const body of candidates(bodySchema, ctx)) await send(body, goodQuery, accepts(bodySchema, body));
    }
    for (const p of parameters) {
      const schema = p.schema ?? {};
      const hints = ctx.hints[p.name] ?? [];
      for (const v of candidates(schema, ctx, p.name)) {
        if (typeof v === 'object' && v !== null && !Array.isArray(v)) continue;
        const expectValid = textAccepted(schema, v);
        if (expectValid && SIGNED[op.operationId] === p.name && !hints.includes(v)) continue;
        await send(goodBody, { ...goodQuery, [p.name]: v }, expectValid);
      }
      if (!p.required) await send(goodBody, Object.fromEntries(Object.entries(goodQuery).filter(([k]) => k !== p.name)), true);
      else {
        const { [p.name]: _, ...without } = goodQuery;
        await send(goodBody, without, false);
      }
    }
    assert.ok(valid > 0 && invalid > 0, `examples both ways (${valid} valid, ${invalid} invalid)`);
    assert.deepEqual(disagreements, []);
  });
}
