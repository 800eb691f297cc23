import { test, before, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OPERATIONS } from '@pagegrade/server';
import { lifecycleHeaderValues, lifecycleOperations, operationMatcher } from '../../server/src/discovery/deprecations.ts';
import type { Operation } from '../../server/src/operations/types.ts';
import { startServer, type TestServer } from '../helpers/server.ts';
import { call, assertSchema } from '../helpers/http.ts';

const IMF_FIXDATE = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;

/** The test-only configuration: two operations deprecated, one of them with its own notes page. */
const DEPRECATIONS = {
  getLeaderboard: { since: '2026-01-15', sunset: '2026-09-30' },
  getAnalysisJob: { since: '2026-02-01T12:00:00Z', sunset: '2027-02-01T12:00:00Z', link: 'https://example.com/migrating-jobs' },
};

const config = (map: unknown) => ({ testDeprecations: JSON.stringify(map) });

describe('deprecations are checked at startup', () => {
  test('the tables themselves hold only deprecations the policy allows', () => {
    assert.doesNotThrow(() => lifecycleOperations({ testDeprecations: null }));
    for (const op of OPERATIONS) assert.equal(op.deprecated, undefined, `${op.operationId} is not deprecated today`);
  });

  test('an override marks exactly the named operations', () => {
    const ops = lifecycleOperations(config(DEPRECATIONS));
    assert.deepEqual(ops.filter((o) => o.deprecated).map((o) => o.operationId).sort(), ['getAnalysisJob', 'getLeaderboard']);
    assert.deepEqual(ops.find((o) => o.operationId === 'getLeaderboard')!.deprecated, DEPRECATIONS.getLeaderboard);
  });

  test('refuses a sunset before the deprecation, a grace period under six months, bad dates, unknown operations and bad JSON', () => {
    assert.throws(() => lifecycleOperations(config({ getLeaderboard: { since: '2026-06-01', sunset: '2026-01-01' } })), /must come after the deprecation/);
    assert.throws(() => lifecycleOperations(config({ getLeaderboard: { since: '2026-06-01', sunset: '2026-06-01' } })), /must come after the deprecation/);
    assert.throws(() => lifecycleOperations(config({ getLeaderboard: { since: '2026-01-31', sunset: '2026-07-30' } })), /at least 6 months/);
    assert.doesNotThrow(() => lifecycleOperations(config({ getLeaderboard: { since: '2026-01-31', sunset: '2026-07-31' } })));
    assert.throws(() => lifecycleOperations(config({ getLeaderboard: { since: 'soon', sunset: '2027-01-01' } })), /ISO 8601/);
    assert.throws(() => lifecycleOperations(config({ getLeaderboard: { since: '2026-01-01' } })), /ISO 8601/);
    assert.throws(() => lifecycleOperations(config({ getLeaderboard: { since: '2026-01-01', sunset: '2027-01-01', link: 'not a url' } })), /absolute URL/);
    assert.throws(() => lifecycleOperations(config({ getLeaderboard: { since: '2026-01-01', sunset: '2027-01-01', until: 'x' } })), /unknown fields/);
    assert.throws(() => lifecycleOperations(config({ noSuchOperation: { since: '2026-01-01', sunset: '2027-01-01' } })), /unknown operation "noSuchOperation"/);
    assert.throws(() => lifecycleOperations({ testDeprecations: '{not json' }), /JSON object/);
    assert.throws(() => lifecycleOperations({ testDeprecations: '[]' }), /JSON object/);
  });

  test('a deprecation in a table is checked the same way', () => {
    const table: Operation[] = [{ method: 'get', path: '/x', operationId: 'x', summary: 'x', spec: {}, deprecated: { since: '2026-03-01', sunset: '2026-02-01' } }];
    assert.throws(() => lifecycleOperations({ testDeprecations: null }, table), /must come after/);
  });

  test('the server refuses to start with an impossible deprecation', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pagegrade-deprecation-'));
    try {
      await assert.rejects(startServer({ PAGEGRADE_TEST_DEPRECATIONS: JSON.stringify({ getLeaderboard: { since: '2026-06-01', sunset: '2026-05-01' } }) }, { dataDir }), /must come after the deprecation/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('header values and request matching', () => {
  test('Deprecation is @unix-seconds, Sunset an IMF-fixdate', () => {
    const h = lifecycleHeaderValues({ since: '2026-01-15', sunset: '2026-09-30' });
    assert.equal(h.deprecation, `@${Date.UTC(2026, 0, 15) / 1000}`);
    assert.equal(h.sunset, 'Wed, 30 Sep 2026 00:00:00 GMT');
    assert.match(h.sunset, IMF_FIXDATE);
  });

  test('templates match one segment, literal paths win, HEAD is answered by GET', () => {
    const ops: Operation[] = [
      { method: 'get', path: '/api/v1/analyses/{id}', operationId: 'job', summary: '', spec: {} },
      { method: 'get', path: '/api/v1/analyses/batch', operationId: 'literal', summary: '', spec: {} },
      { method: 'post', path: '/api/v1/analyses/batch', operationId: 'batch', summary: '', spec: {} },
      { method: 'get', path: '/llms.txt', operationId: 'llms', summary: '', spec: {} },
    ];
    const match = operationMatcher(ops);
    assert.equal(match('GET', '/api/v1/analyses/abc')?.operationId, 'job');
    assert.equal(match('HEAD', '/api/v1/analyses/abc')?.operationId, 'job');
    assert.equal(match('GET', '/api/v1/analyses/batch')?.operationId, 'literal');
    assert.equal(match('POST', '/api/v1/analyses/batch')?.operationId, 'batch');
    assert.equal(match('GET', '/api/v1/analyses/abc/def'), undefined);
    assert.equal(match('DELETE', '/api/v1/analyses/abc'), undefined);
    assert.equal(match('GET', '/llmsXtxt'), undefined, 'a dot is literal');
  });
});

describe('a deprecated operation, end to end (test-only configuration)', () => {
  let srv: TestServer;
  before(async () => {
    srv = await startServer({ PAGEGRADE_TEST_DEPRECATIONS: JSON.stringify(DEPRECATIONS) });
  });
  after(async () => {
    await srv?.close();
  });

  function assertDeprecated(headers: Headers, d: { since: string; sunset: string; link?: string }) {
    const deprecation = headers.get('deprecation') ?? '';
    assert.match(deprecation, /^@\d+$/);
    assert.equal(Number(deprecation.slice(1)), Date.parse(d.since) / 1000);
    const sunset = headers.get('sunset') ?? '';
    assert.match(sunset, IMF_FIXDATE);
    assert.ok(Date.parse(sunset) > Number(deprecation.slice(1)) * 1000, 'the sunset comes after the deprecation');
    assert.equal(Date.parse(sunset), Date.parse(d.sunset));
    const link = headers.get('link') ?? '';
    assert.ok(link.includes(`<${srv.app.urls.deprecationPolicy}>; rel="deprecation"; type="text/markdown"`), link);
    assert.ok(link.includes(`<${srv.app.urls.deprecationPolicy}>; rel="sunset"`), link);
    if (d.link) assert.ok(link.includes(`<${d.link}>; rel="deprecation"`), link);
  }

  test('its responses carry Deprecation, Sunset and Link, errors included', async () => {
    const board = await call(srv.url, '/api/v1/leaderboard');
    assert.equal(board.status, 200);
    assertDeprecated(board.headers, DEPRECATIONS.getLeaderboard);
    const bad = await call(srv.url, '/api/v1/leaderboard?limit=0');
    assert.equal(bad.status, 400);
    assertDeprecated(bad.headers, DEPRECATIONS.getLeaderboard);
    const job = await call(srv.url, '/api/v1/analyses/no-such-job');
    assert.equal(job.status, 404);
    assertSchema('Error', job.data);
    assertDeprecated(job.headers, DEPRECATIONS.getAnalysisJob);
  });

  test('other operations carry none', async () => {
    for (const path of ['/api/v1', '/api/v1/checks', '/llms.txt']) {
      const r = await call(srv.url, path);
      assert.equal(r.status, 200);
      assert.equal(r.headers.get('deprecation'), null, path);
      assert.equal(r.headers.get('sunset'), null, path);
    }
    const batch = await call(srv.url, '/api/v1/analyses/batch', { method: 'POST', json: [] });
    assert.equal(batch.headers.get('deprecation'), null, 'POST /api/v1/analyses/batch is not the deprecated GET /api/v1/analyses/{id}');
  });

  test('the OpenAPI document, the API index and the policy say so', async () => {
    const doc = (await call(srv.url, '/openapi.json')).data;
    assert.equal(doc.paths['/api/v1/leaderboard'].get.deprecated, true);
    assert.match(doc.paths['/api/v1/leaderboard'].get.description, /2026-09-30/);
    assert.equal(doc.paths['/api/v1/analyses/{id}'].get.deprecated, true);
    assert.equal(doc.paths['/api/v1/analyze'].post.deprecated, undefined);

    const index = await call(srv.url, '/api/v1');
    assertSchema('ApiIndex', index.data);
    assert.deepEqual(index.data.versioning.deprecated, ['getAnalysisJob', 'getLeaderboard']);
    assert.deepEqual(index.data.endpoints.find((e: any) => e.operationId === 'getLeaderboard').deprecated, DEPRECATIONS.getLeaderboard);

    const policy = (await call(srv.url, '/deprecation-policy.md')).text;
    assert.doesNotMatch(policy, /Nothing is deprecated/);
    assert.match(policy, /\| `getLeaderboard` \| `GET \/api\/v1\/leaderboard` \| 2026-01-15 \| 2026-09-30 \|/);
    assert.ok(policy.includes('https://example.com/migrating-jobs'));
  });
});

describe('by default nothing is deprecated', () => {
  let srv: TestServer;
  before(async () => {
    srv = await startServer();
  });
  after(async () => {
    await srv?.close();
  });

  test('no operation answers with Deprecation or Sunset, and the documents agree', async () => {
    for (const op of OPERATIONS.filter((o) => o.method === 'get' && !o.path.includes('{'))) {
      const r = await call(srv.url, op.path);
      assert.equal(r.headers.get('deprecation'), null, op.path);
      assert.equal(r.headers.get('sunset'), null, op.path);
    }
    const doc = await call(srv.url, '/openapi.json');
    assert.doesNotMatch(doc.text, /"deprecated":true/);
    const index = await call(srv.url, '/api/v1');
    assert.deepEqual(index.data.versioning.deprecated, []);
    assert.ok(index.data.endpoints.every((e: any) => e.deprecated === undefined));
  });
});
