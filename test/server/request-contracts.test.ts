import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type AddressInfo } from 'node:net';
import { OPERATIONS, SITE_OPERATIONS, schemas } from '@pagegrade/server';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { startServer, type TestServer } from '../helpers/server.ts';
import { call, type JsonResponse } from '../helpers/http.ts';
import type { AnalysisSummary } from '@pagegrade/core';

/*
 * Every operation whose request has a schema — a body (JSON or form), query, path or header
 * parameters — of the API's tables and of the website's (operations/site.ts) is sent examples
 * made from that schema — the boundaries of minimum/maximum and lengths, every enum value
 * and one outside, wrong types, missing required and unknown properties — and must agree with it:
 * what the schema accepts is not refused as invalid, what it refuses is a 400 validation error.
 * The schema is the judge of each example (compiled here on its own, from the published files),
 * so the examples need only be varied, not right. URLs are loopback addresses nothing listens on
 * (the test server may reach loopback: an analysis of one fails at once with fetch_failed), the
 * mail server is a loopback port nothing listens on, and the server has no browser, so no example
 * starts an analysis of the internet, sends an e-mail or starts a Chromium. Every route of the app
 * that takes a path parameter or a body is an operation of those tables, or named below with why
 * it is not, so that no route escapes.
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

type Operation = (typeof OPERATIONS)[number];

/** Every operation: the API's (published in the OpenAPI document) and the website's. */
const ALL: readonly Operation[] = [...OPERATIONS, ...SITE_OPERATIONS];

const FORM = 'application/x-www-form-urlencoded';

/** What an operation's requests carry: its body (sent as JSON when it may be, else as a form) and its parameters. */
function requestOf(op: Operation): { body?: { schema: Schema; form: boolean }; parameters: Parameter[] } {
  const content = (op.spec['requestBody'] as { content?: Record<string, { schema?: Schema }> } | undefined)?.content ?? {};
  const json = content['application/json']?.schema;
  const form = content[FORM]?.schema;
  const parameters = ((op.spec['parameters'] ?? []) as Parameter[]).filter((p) => ['query', 'path', 'header'].includes(p.in));
  return { ...(json ? { body: { schema: json, form: false } } : form ? { body: { schema: form, form: true } } : {}), parameters };
}

const hasRequest = (op: Operation) => {
  const r = requestOf(op);
  return r.body !== undefined || r.parameters.length > 0;
};

/** The operations whose request has a schema: every one is sent examples here. */
const covered = ALL.filter(hasRequest);

/** A query or header parameter's text: what a client sends for a value (a list is the parameter repeated). */
function queryString(params: Json): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) for (const one of [v].flat()) q.append(k, typeof one === 'string' ? one : JSON.stringify(one));
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** A form's fields as the server reads them: text, a repeated field a list of texts. */
function formFields(value: Json): Json {
  const asText = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, Array.isArray(v) ? (v.length === 1 ? asText(v[0]) : v.map(asText)) : asText(v)]));
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

/**
 * How each operation says "invalid": OAuth's error body (RFC 6749 §5.2, RFC 7591 §3.2.2) on its
 * endpoints, a JSON-RPC error on the tool servers, the form again (a page, 400) on the website's
 * forms, and the service's Error body everywhere else.
 */
const OAUTH_INVALID = new Set(['invalid_request', 'unsupported_grant_type', 'invalid_scope', 'invalid_target', 'invalid_client_metadata']);
type Family = 'oauth' | 'json-rpc' | 'form' | 'service';
function familyOf(op: Operation): Family {
  if (op.path.startsWith('/api/v1/oauth/')) return 'oauth';
  if (MCP_OPERATIONS.has(op.operationId)) return 'json-rpc';
  if (requestOf(op).body?.form && SITE_OPERATIONS.includes(op)) return 'form';
  return 'service';
}
const MCP_OPERATIONS = new Set(['mcp', 'mcpWellKnown', 'mcpDocs', 'mcpDocsAtMcpPath']);
function isValidationError(family: Family, res: JsonResponse): boolean {
  if (res.status !== 400) return false;
  // A form answers its fields' faults with the form again; its address's, as every page does.
  if (family === 'form' && /^text\/html/.test(res.headers.get('content-type') ?? '')) return true;
  if (typeof res.data !== 'object' || res.data === null) return false;
  if (family === 'json-rpc') return res.data.jsonrpc === '2.0' && typeof res.data.error?.code === 'number';
  if (family === 'oauth') return typeof res.data.error === 'string' && OAUTH_INVALID.has(res.data.error);
  return res.data.error?.code === 'invalid_request';
}

/**
 * Routes of the app that take a path parameter or a body but are no operation of the tables, with
 * why: none of them judges its request.
 */
const NOT_OPERATIONS: Record<string, string> = {
  'POST /api/v1/sandbox/analyses': 'the sandbox answers its fixed sample job whatever the request says',
  'POST /api/v1/sandbox/analyses/batch': 'the sandbox answers its fixed sample job whatever the request says',
  'GET /api/v1/sandbox/analyses/{id}': 'the sandbox has one job, "sandbox"; any other id is not found',
  'GET /.well-known/oauth-protected-resource/{rest}': 'every address of the service is a resource: any path has its metadata',
  'POST /csp-reports': 'browsers send violation reports in two formats; what is read of them is logged, anything else dropped',
};

let srv: TestServer;
let closedPort: number;
let cursor: string;

before(async () => {
  // A loopback port nothing listens on: an analysis of it fails at once, without the internet, and so does a mail server there.
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  closedPort = (probe.address() as AddressInfo).port;
  await new Promise((r) => probe.close(r));
  srv = await startServer({
    PAGEGRADE_CHROMIUM: '/nonexistent/chromium',
    PAGEGRADE_RATE_READS_PER_MINUTE: '100000',
    PAGEGRADE_RATE_BURST_PER_MINUTE: '100000',
    PAGEGRADE_SMTP_URL: `smtp://127.0.0.1:${closedPort}`,
    PAGEGRADE_MAIL_FROM: 'pagegrade@example.com',
  });
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
  const oauth = ['requestToken', 'revokeToken', 'registerClient', 'authorize', 'authorizePost'].includes(operationId);
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
      // Ids of a stored analysis and of none, with the suffixes the website's addresses take.
      id: ['contract0', 'nosuchanalysis', 'contract0.json', 'contract0.har', 'contract0.pdf', 'not an id'],
      file: ['contract0.svg', 'one.example.svg', '[::1].svg', 'contract0', 'not a file.svg'],
      email: ['someone@example.com', ' someone@example.com ', 'someone@example', 'not an address', 'a@b.co, c@d.co'],
      'mcp-protocol-version': ['2025-11-25', '2025-06-18', '2024-11-05', '1999-01-01'],
      jsonrpc: ['2.0', '1.0'],
    },
  };
}

/**
 * Parameters whose schema says what they look like but not all that makes them valid: a cursor
 * is valid only as the service signed it. Their schema-valid examples other than the hints are
 * not judged here (an altered cursor's refusal is tested in leaderboard.test.ts); those the schema
 * refuses, and the hints, are.
 */
const SIGNED: Record<string, string> = { getLeaderboard: 'cursor', getLeaderboardPage: 'cursor' };

/** Operations whose parameters take any text: nothing they can be sent is refused. */
const TAKES_ANY_TEXT = new Set(['getHomePage', 'getDimensionChecksPage', 'getCheckPage', 'claimIdentity']);

/** The routes of the app (its routers' layers), as `METHOD /path/{param}`; HEAD goes with GET, and a route for every method is a POST. */
function appRoutes(): string[] {
  const out = new Set<string>();
  for (const mw of srv.app.koa.middleware as Array<{ router?: { stack: Array<{ path: string; methods: string[] }> } }>) {
    for (const layer of mw.router?.stack ?? []) {
      const path = layer.path.replace(/[:*]([A-Za-z0-9_]+)/g, '{$1}');
      const methods = layer.methods.includes('POST') ? ['POST'] : layer.methods.filter((m) => m !== 'HEAD');
      for (const m of methods) out.add(`${m} ${path}`);
    }
  }
  return [...out];
}

test('every route with a path parameter or a body is an operation whose request has a schema, or says why not', () => {
  const operations = new Set(ALL.map((o) => `${o.method.toUpperCase()} ${o.path}`));
  const judged = new Set(covered.map((o) => `${o.method.toUpperCase()} ${o.path}`));
  const unjudged = appRoutes()
    .filter((r) => r.includes('{') || !r.startsWith('GET '))
    .filter((r) => !judged.has(r) && !NOT_OPERATIONS[r])
    // An operation without parameters or body (POST /api/v1/sandbox/analyze) takes nothing to judge.
    .filter((r) => !(operations.has(r) && !r.includes('{')));
  assert.deepEqual(unjudged, [], 'routes that take parameters or a body without a schema in operations/');
  for (const r of Object.keys(NOT_OPERATIONS)) assert.ok(appRoutes().includes(r), `${r} is still a route`);
});

test('the operations with a request schema are the ones this test covers', (t) => {
  const ids = covered.map((o) => o.operationId).sort();
  t.diagnostic(`${ids.length} operations covered: ${ids.join(', ')}`);
  assert.deepEqual(ids, [
    'analyze', 'ask', 'askPost', 'authorize', 'authorizePost', 'claimIdentity', 'emailReportForm', 'getAnalysisJob', 'getAnalysisScreenshot', 'getBadge', 'getCheckCatalogue', 'getCheckPage',
    'getDimensionChecksPage', 'getHomePage', 'getLeaderboard', 'getLeaderboardPage', 'getProgressPage', 'getReportPage', 'getReportScreenshot', 'getReportThumbnails', 'getSiteBadge', 'mcp', 'mcpDocs', 'mcpDocsAtMcpPath', 'mcpWellKnown',
    'registerClient', 'requestToken', 'revokeToken', 'startAnalyses', 'startBatch', 'submitAnalysisForm',
  ]);
  // Every operation of the tables that has parameters or a body is among them.
  assert.deepEqual(ALL.filter(hasRequest).filter((o) => !covered.includes(o)), []);
});

for (const op of covered) {
  test(`${op.method.toUpperCase()} ${op.path} (${op.operationId}) accepts and refuses what its schema says`, async () => {
    const ctx = contextOf(op.operationId);
    const family = familyOf(op);
    const { body: bodySpec, parameters } = requestOf(op);
    const bodySchema = bodySpec?.schema;
    const disagreements: string[] = [];
    let valid = 0;
    let invalid = 0;
    const where = (p: Parameter) => p.in;
    const send = async (body: unknown, values: Record<string, Json>, expectValid: boolean) => {
      const headers: Record<string, string> = family === 'json-rpc' ? { accept: 'application/json, text/event-stream' } : {};
      for (const [k, v] of Object.entries(values['header'] ?? {})) headers[k] = typeof v === 'string' ? v : JSON.stringify(v);
      const init: RequestInit & { json?: unknown; skipSchemaCheck?: boolean } = { method: op.method.toUpperCase(), headers, redirect: 'manual', skipSchemaCheck: true };
      if (bodySpec && !bodySpec.form) init.json = body;
      if (bodySpec?.form) {
        headers['content-type'] = FORM;
        init.body = queryString(body as Json).slice(1);
      }
      const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(String(values['path']?.[name])));
      const res = await call(srv.url, `${path}${queryString(values['query'] ?? {})}`, init);
      const refused = isValidationError(family, res);
      if (expectValid) valid++;
      else invalid++;
      if (refused === expectValid) disagreements.push(`${expectValid ? 'valid, refused' : 'invalid, accepted'}: body ${JSON.stringify(body)?.slice(0, 120)} parameters ${JSON.stringify(values).slice(0, 160)} → ${res.status} ${res.text.slice(0, 160)}`);
    };
    // Header values are sent as they are: one a client could not send unchanged is not an example.
    const sendable = (p: Parameter, v: unknown) => {
      if (typeof v === 'object' && v !== null && !Array.isArray(v)) return false;
      const t = typeof v === 'string' ? v : JSON.stringify(v);
      if (p.in === 'path') return t !== '' && !Array.isArray(v);
      if (p.in === 'header') return !Array.isArray(v) && t === t.trim() && /^[\x20-\x7e]*$/.test(t);
      return true;
    };
    // Parameters that are valid by their schemas, to send bodies with (and the reverse).
    const good: Record<string, Json> = { query: {}, path: {}, header: {} };
    for (const p of parameters.filter((p) => p.required)) good[where(p)]![p.name] = candidates(p.schema ?? {}, ctx, p.name).find((v) => typeof v === 'string' && sendable(p, v) && textAccepted(p.schema ?? {}, v));
    // A form carries text: its examples are objects, judged as the server reads them.
    const bodies = bodySchema ? candidates(bodySchema, ctx).filter((b) => !bodySpec!.form || (typeof b === 'object' && b !== null && !Array.isArray(b))) : [];
    const judgedBody = (b: unknown) => (bodySpec?.form ? formFields(b as Json) : b);
    const goodBody = bodySchema ? bodies.find((b) => accepts(bodySchema, judgedBody(b))) : undefined;
    for (const body of bodies) await send(body, good, accepts(bodySchema!, judgedBody(body)));
    for (const p of parameters) {
      const schema = p.schema ?? {};
      const hints = ctx.hints[p.name.toLowerCase()] ?? ctx.hints[p.name] ?? [];
      for (const v of [...hints, ...candidates(schema, ctx, p.name)]) {
        if (!sendable(p, v)) continue;
        const expectValid = textAccepted(schema, v);
        if (expectValid && SIGNED[op.operationId] === p.name && !hints.includes(v)) continue;
        await send(goodBody, { ...good, [where(p)]: { ...good[where(p)], [p.name]: v } }, expectValid);
      }
      if (p.in === 'path') continue;
      const without = { ...good, [where(p)]: Object.fromEntries(Object.entries(good[where(p)]!).filter(([k]) => k !== p.name)) };
      await send(goodBody, without, !p.required);
    }
    assert.ok(valid > 0, `valid examples (${valid})`);
    if (!TAKES_ANY_TEXT.has(op.operationId)) assert.ok(invalid > 0, `invalid examples (${invalid})`);
    assert.deepEqual(disagreements, []);
  });
}
