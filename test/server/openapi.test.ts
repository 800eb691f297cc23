import { test, before, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import { Validator } from '@seriousme/openapi-schema-validator';
import { OPERATIONS } from '@pagegrade/server';
import { startServer, type TestServer } from '../helpers/server.ts';
import { call, assertSchema } from '../helpers/http.ts';
import { startSite, type FixtureSite } from '../helpers/fixture-server.ts';
import openapiTS, { astToString } from 'openapi-typescript';

const PAGE = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fixture</title></head><body><main><h1>Fixture</h1><p>Words.</p></main></body></html>';

let srv: TestServer;
let site: FixtureSite;
let doc: any;

before(async () => {
  srv = await startServer();
  site = await startSite({ '/': { body: PAGE } });
  doc = (await call(srv.url, '/openapi.json')).data;
});
after(async () => {
  await site?.close();
  await srv?.close();
});

/** Every `$ref` string left anywhere in a value (the resolved document may share or loop objects). */
function refsIn(value: unknown, seen = new Set<unknown>()): string[] {
  if (!value || typeof value !== 'object' || seen.has(value)) return [];
  seen.add(value);
  return Object.entries(value).flatMap(([k, v]) => (k === '$ref' && typeof v === 'string' ? [v] : refsIn(v, seen)));
}

describe('the OpenAPI document', () => {
  test('a generated client may leave out optional fields that have a default (openapi-typescript, defaults as it ships)', async () => {
    const ts = astToString(await openapiTS(structuredClone(doc)));
    const type = (name: string) => new RegExp(`\\b${name}: \\{([\\s\\S]*?)\\n {8}\\};`).exec(ts)?.[1] ?? assert.fail(`no type ${name}`);
    assert.match(type('AnalyzeRequest'), /\bdryRun\?: boolean;/, 'dryRun stays optional');
    assert.match(type('AnalyzeRequest'), /\burl: string;/, 'url stays required');
    assert.match(type('AskRequest'), /\bmode\?:/);
    // Nowhere in the document does an optional property or parameter carry `default`; its description states it.
    const defaults: string[] = [];
    const walk = (v: unknown, path: string): void => {
      if (!v || typeof v !== 'object') return;
      const o = v as Record<string, unknown>;
      const required = new Set(Array.isArray(o['required']) ? (o['required'] as string[]) : []);
      if (o['properties'] && typeof o['properties'] === 'object') for (const [k, p] of Object.entries(o['properties'] as object)) if (!required.has(k) && p && typeof p === 'object' && 'default' in p) defaults.push(`${path}/${k}`);
      if (o['in'] && o['required'] !== true && o['schema'] && typeof o['schema'] === 'object' && 'default' in (o['schema'] as object)) defaults.push(`${path} (${String(o['name'])})`);
      for (const [k, x] of Object.entries(o)) walk(x, `${path}/${k}`);
    };
    walk(doc, '');
    assert.deepEqual(defaults, []);
    assert.match(doc.components.schemas.AnalyzeRequest.properties.dryRun.description, /Default when absent: false\./);
    const limit = doc.paths['/api/v1/leaderboard'].get.parameters.find((p: any) => p.name === 'limit');
    assert.match(limit.description, /Default when absent: 20\./);
  });

  test('is valid OpenAPI 3.1 for a real validator, and every reference resolves', async () => {
    for (const ref of refsIn(doc)) {
      const m = /^#\/components\/schemas\/(\w+)$/.exec(ref);
      assert.ok(m && doc.components.schemas[m[1]!], `${ref} names a component`);
    }
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc));
    assert.ok(result.valid, JSON.stringify(result.errors, null, 2)?.slice(0, 2000));
    assert.equal(validator.version, '3.1');
    const resolved = validator.resolveRefs() as any;
    assert.deepEqual(refsIn(resolved.paths), [], 'no reference is left unresolved in the paths');
    const analyze = resolved.paths['/api/v1/analyze'].post;
    assert.equal(analyze.requestBody.content['application/json'].schema.properties.url.format, 'uri');
    assert.deepEqual(analyze.responses['429'].content['application/json'].schema.required, ['error']);
  });

  test('describes exactly the operations of the tables, each once, none deprecated today', () => {
    const ids = OPERATIONS.map((o) => o.operationId);
    assert.equal(new Set(ids).size, ids.length, 'operationIds are unique');
    const inDoc: string[] = [];
    for (const [path, item] of Object.entries<any>(doc.paths)) {
      for (const [method, op] of Object.entries<any>(item)) {
        inDoc.push(op.operationId);
        const table = OPERATIONS.find((o) => o.operationId === op.operationId);
        assert.ok(table, `${op.operationId} comes from a table`);
        assert.equal(`${table.method} ${table.path}`, `${method} ${path}`);
        assert.notEqual(op.deprecated, true, `${op.operationId} is not deprecated`);
        assert.ok(op.security.some((s: object) => Object.keys(s).length === 0), `${op.operationId} is open to anonymous clients`);
      }
    }
    assert.deepEqual(inDoc.sort(), [...ids].sort());
    assert.equal(doc.servers[0].url, srv.url);
    assert.equal(doc.components.securitySchemes.bearer.scheme, 'bearer');
  });

  test('rate-limited operations declare the RateLimit headers, and every 429 also Retry-After', () => {
    const limited = ['analyze', 'startAnalyses', 'startBatch', 'getAnalysisJob', 'getLeaderboard'];
    for (const item of Object.values<any>(doc.paths)) {
      for (const op of Object.values<any>(item)) {
        const tooMany = op.responses['429'];
        if (limited.includes(op.operationId)) assert.ok(tooMany, `${op.operationId} can answer 429`);
        if (!tooMany) continue;
        for (const h of ['Retry-After', 'RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset']) assert.ok(tooMany.headers?.[h], `${op.operationId} 429 declares ${h}`);
        const success = Object.entries<any>(op.responses).find(([status]) => /^2/.test(status))?.[1];
        if (limited.includes(op.operationId)) assert.ok(success?.headers?.['RateLimit-Remaining'], `${op.operationId} success declares RateLimit-Remaining`);
      }
    }
  });

  test('every operation declares the 503 of a shutdown, with Retry-After and the Error body', () => {
    for (const item of Object.values<any>(doc.paths)) {
      for (const op of Object.values<any>(item)) {
        const unavailable = op.responses['503'];
        assert.ok(unavailable?.headers?.['Retry-After'], `${op.operationId} 503 declares Retry-After`);
        assert.equal(unavailable.content['application/json'].schema.$ref, '#/components/schemas/Error');
      }
    }
    assert.ok(doc.components.schemas.Error.properties.error.properties.code.enum.includes('service_unavailable'));
  });

  test('the components keep a $schema property a schema declares (only the root $id/$schema go)', () => {
    const skills = doc.components.schemas.SkillsIndex;
    assert.equal(skills.$id, undefined);
    assert.equal(skills.$schema, undefined);
    assert.ok(skills.properties.$schema, 'the SkillsIndex property named $schema stays');
  });
});

describe('every operation in the tables is served', () => {
  test('each method and path answers (never 404, 405 or 5xx), and JSON 200s match their schema', async () => {
    const job = await call(srv.url, '/api/v1/analyses', { method: 'POST', json: { url: site.url } });
    assert.equal(job.status, 202, JSON.stringify(job.data));
    /** A real value for every path parameter a table uses; a new parameter needs one here. */
    const samples: Record<string, string> = { id: job.data.id };
    for (const op of OPERATIONS) {
      const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
        assert.ok(samples[name], `no sample value for {${name}} in ${op.operationId}`);
        return encodeURIComponent(samples[name]!);
      });
      const method = op.method.toUpperCase();
      const init: Parameters<typeof call>[2] = { method };
      if (method === 'POST') {
        init.json = {};
        init.headers = { accept: 'application/json, text/event-stream' };
      }
      const res = await call(srv.url, path, init);
      const where = `${method} ${path} (${op.operationId}) → ${res.status}: ${res.text.slice(0, 200)}`;
      // A static analysis keeps no screenshot: its 404 is the documented answer, with the error body.
      const documented404 = op.operationId === 'getAnalysisScreenshot' && res.status === 404 && res.data?.error?.code === 'not_found';
      assert.ok(documented404 || (![404, 405, 501].includes(res.status) && res.status < 500), where);
      if (res.status === 200 && method === 'GET') {
        const content = (op.spec['responses'] as any)?.['200']?.content ?? {};
        const schemaRef = Object.values<any>(content).map((c) => c.schema?.$ref).find(Boolean) as string | undefined;
        if (schemaRef) assertSchema(schemaRef.split('/').at(-1)!, res.data);
      }
    }
  });
});
