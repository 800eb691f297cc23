import { test, before, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import { serviceBackends, startServer, type TestServer } from '../helpers/server.ts';
import { call as request, assertSchema, rawRequest } from '../helpers/http.ts';
import { startSite, type FixtureSite } from '../helpers/fixture-server.ts';

let srv: TestServer;
let site: FixtureSite;
let slow: FixtureSite;

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Fixture bakery — bread and cakes</title><meta name="description" content="A fixture page for the pagegrade integration tests, with enough words to be a description.">
</head><body><header><nav><a href="/about">About</a></nav></header><main><h1>Bread</h1><p>We bake bread.</p><img src="/a.png" alt="A loaf"></main><footer>© Bakery</footer></body></html>`;

const call = (path: string, init: Parameters<typeof request>[2] = {}) => request(srv.url, path, init);

before(async () => {
  srv = await startServer();
  site = await startSite({ '/': { body: PAGE }, '/other': { body: PAGE.replace('Bread', 'Cakes') }, '/robots.txt': { headers: { 'content-type': 'text/plain' }, body: 'User-agent: *\nAllow: /\n' } });
  slow = await startSite({ '/': () => undefined });
});
after(async () => {
  await Promise.all([site.close(), slow.close()]);
  await srv.close();
});

function assertError(res: { status: number; data: any; headers: Headers }, status: number, code: string) {
  assert.equal(res.status, status, JSON.stringify(res.data));
  assert.match(res.headers.get('content-type') ?? '', /application\/json/);
  assertSchema('Error', res.data);
  assert.equal(res.data.error.code, code);
  assert.equal(res.data.error.status, status);
  assert.ok(res.data.error.message.length > 0);
}

describe('discovery', () => {
  test('GET /api/v1 lists the endpoints, authentication and versioning policy', async () => {
    const r = await call('/api/v1');
    assert.equal(r.status, 200);
    assertSchema('ApiIndex', r.data);
    assert.ok(r.data.endpoints.some((e: any) => e.method === 'POST' && e.path === '/api/v1/analyze'));
    assert.match(r.data.authentication, /anonymous/i);
    assert.equal(r.data.openapi, `${srv.url}/openapi.json`);
  });

  test('/openapi.json is OpenAPI 3.1 built from the schemas, every $ref resolves', async () => {
    const r = await call('/openapi.json');
    assert.equal(r.status, 200);
    assert.equal(r.data.openapi, '3.1.0');
    assert.equal(r.data.servers[0].url, srv.url);
    const refs = [...r.text.matchAll(/"\$ref":\s*"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]);
    assert.ok(refs.length > 5);
    for (const name of refs) assert.ok(r.data.components.schemas[name!], `missing component ${name}`);
    assert.ok(r.data.paths['/api/v1/analyze'].post.requestBody);
  });

  test('GET /api/v1/checks serves the catalogue', async () => {
    const r = await call('/api/v1/checks');
    assert.equal(r.status, 200);
    assertSchema('CheckCatalogue', r.data);
    assert.equal(r.data.count, srv.rules.length);
  });
});

for (const backend of serviceBackends()) {
  describe(`the API (${backend.name})`, { skip: backend.skip }, () => {
    let srv: TestServer;
    const call = (path: string, init: Parameters<typeof request>[2] = {}) => request(srv.url, path, init);
    before(async () => {
      srv = await startServer({}, { backend: backend.name });
    });
    after(() => srv.close());

    describe(`errors are JSON (${backend.name})`, () => {
      test('unknown route → 404 not_found', async () => assertError(await call('/nope'), 404, 'not_found'));
      test('wrong method → 405 with Allow', async () => {
        const r = await call('/api/v1/analyze', { method: 'GET' });
        assertError(r, 405, 'method_not_allowed');
        assert.match(r.headers.get('allow') ?? '', /POST/);
      });
      test('malformed JSON → 400 invalid_request', async () => assertError(await call('/api/v1/analyze', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"url":' }), 400, 'invalid_request'));
      test('wrong content type → 415', async () => assertError(await call('/api/v1/analyze', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'url=x' }), 415, 'unsupported_media_type'));
      test('oversized body → 413', async () => assertError(await call('/api/v1/analyze', { method: 'POST', json: { url: `https://example.com/${'a'.repeat(20_000)}` } }), 413, 'payload_too_large'));
      test('missing url → 400', async () => {
        const r = await call('/api/v1/analyze', { method: 'POST', json: {} });
        assertError(r, 400, 'invalid_request');
        assert.match(r.data.error.message, /url/);
      });
      test('unknown property → 400 naming it', async () => {
        const r = await call('/api/v1/analyze', { method: 'POST', json: { url: 'https://example.com/', dry: true } });
        assertError(r, 400, 'invalid_request');
        assert.match(r.data.error.message, /"dry"/);
      });
      test('url that is not a URI → 400', async () => assertError(await call('/api/v1/analyze', { method: 'POST', json: { url: 'not a url' } }), 400, 'invalid_request'));
      test('non-http scheme → 422 invalid_url', async () => assertError(await call('/api/v1/analyze', { method: 'POST', json: { url: 'ftp://example.com/' } }), 422, 'invalid_url'));
      test('private host → 422 blocked_host', async () => assertError(await call('/api/v1/analyze', { method: 'POST', json: { url: 'http://10.0.0.1/' } }), 422, 'blocked_host'));
      test('metadata address in decimal → 422 blocked_host', async () => assertError(await call('/api/v1/analyze', { method: 'POST', json: { url: 'http://2852039166/' } }), 422, 'blocked_host'));
      test('unreachable → 422 fetch_failed', async () => {
        const closed = await startSite({});
        const port = closed.port;
        await closed.close();
        assertError(await call('/api/v1/analyze', { method: 'POST', json: { url: `http://127.0.0.1:${port}/` } }), 422, 'fetch_failed');
      });
      test('a target that never answers → 422 fetch_failed, and the server keeps serving', async () => {
        assertError(await call('/api/v1/analyze', { method: 'POST', json: { url: slow.url } }), 422, 'fetch_failed');
        assert.equal((await call('/api/v1')).status, 200);
      });
      test('Idempotency-Key over 200 characters → 400', async () =>
        assertError(await call('/api/v1/analyze', { method: 'POST', headers: { 'idempotency-key': 'k'.repeat(201) }, json: { url: site.url } }), 400, 'invalid_request'));
    });

    describe(`POST /api/v1/analyze (${backend.name})`, () => {
      test('the id of a synchronous analysis reads it again over REST, as a complete job (as get_analysis does)', async () => {
        const r = await call('/api/v1/analyze', { method: 'POST', json: { url: `${site.url}other` } });
        assert.equal(r.status, 200, r.text);
        const again = await call(`/api/v1/analyses/${r.data.id}`);
        assert.equal(again.status, 200, again.text);
        assertSchema('AnalysisJob', again.data);
        assert.equal(again.data.id, r.data.id);
        assert.equal(again.data.status, 'complete');
        assert.equal(again.data.statusUrl, `${srv.url}/api/v1/analyses/${r.data.id}`);
        assert.equal(again.data.url, `${site.url}other`);
        assert.deepEqual(again.data.result, r.data);
        assert.equal(again.headers.get('retry-after'), null);
        assertError(await call('/api/v1/analyses/AAAAAAAAAAAAAAAAAAAAAA'), 404, 'not_found');
      });

      test('analyzes a page, stores it, and its badge and report answer', async () => {
        const r = await call('/api/v1/analyze', { method: 'POST', json: { url: site.url } });
        assert.equal(r.status, 200, JSON.stringify(r.data));
        assertSchema('AnalysisSummary', r.data);
        assert.equal(r.data.url, site.url);
        assert.equal(r.data.title, 'Fixture bakery — bread and cakes');
        assert.equal(r.data.dimensions.length, 8);
        assert.match(r.data.id, /^[\w-]{22}$/);
        assert.equal(r.data.badgeUrl, `${srv.url}/badge/${r.data.id}.svg`);
        assert.match(r.data.scoringNote, /70/);
        const badge = await fetch(r.data.badgeUrl);
        assert.equal(badge.status, 200);
        assert.match(badge.headers.get('content-type') ?? '', /image\/svg\+xml/);
        const svg = await badge.text();
        assert.match(svg, new RegExp(`${r.data.score} ${r.data.grade.replace('+', '\\+')}`));
        // fetch() adds Cache-Control: no-cache to conditional requests; a browser revalidating does not.
        const again = await rawRequest(r.data.badgeUrl, 'GET', { 'if-none-match': badge.headers.get('etag')! });
        assert.equal(again.status, 304);
        const report = await fetch(r.data.reportUrl);
        assert.equal(report.status, 200);
        const html = await report.text();
        assert.match(html, /Fixture bakery/);
        // Every check links to its documentation, which answers.
        const link = /href="(\/docs\/checks\/[a-z-]+\/[^"#]+)"/.exec(html)![1]!;
        const docs = await fetch(`${srv.url}${link}`);
        assert.equal(docs.status, 200);
        assert.ok((await docs.text()).includes(decodeURIComponent(link.slice('/docs/checks/'.length))), link);
      });

      test('dryRun returns a deterministic sample without touching the URL or storing anything', async () => {
        const before = site.hits.length;
        const a = await call('/api/v1/analyze', { method: 'POST', json: { url: `${site.origin}/other`, dryRun: true } });
        const b = await call('/api/v1/analyze', { method: 'POST', json: { url: `${site.origin}/other`, dryRun: true } });
        assert.equal(a.status, 200);
        assertSchema('AnalysisSummary', a.data);
        assert.equal(a.text, b.text);
        assert.equal(a.data.url, `${site.origin}/other`);
        assert.equal(site.hits.length, before);
        assert.equal(a.data.badgeUrl, undefined);
      });

      test('dryRun still refuses a blocked host', async () => assertError(await call('/api/v1/analyze', { method: 'POST', json: { url: 'http://192.168.0.1/', dryRun: true } }), 422, 'blocked_host'));

      test('an Idempotency-Key replays the first result without analyzing again', async () => {
        const key = `replay-${Date.now()}`;
        const first = await call('/api/v1/analyze', { method: 'POST', headers: { 'idempotency-key': key }, json: { url: `${site.origin}/other` } });
        const hits = site.hits.filter((h) => h === '/other').length;
        const second = await call('/api/v1/analyze', { method: 'POST', headers: { 'idempotency-key': key }, json: { url: `${site.origin}/other` } });
        assert.equal(first.status, 200);
        assert.equal(second.status, 200);
        assert.equal(second.data.id, first.data.id);
        assert.equal(second.headers.get('idempotent-replayed'), 'true');
        assert.equal(site.hits.filter((h) => h === '/other').length, hits);
      });

      test('concurrent requests with one key analyze once', async () => {
        const key = `concurrent-${Date.now()}`;
        const before = site.hits.filter((h) => h === '/').length;
        const results = await Promise.all([1, 2, 3].map(() => call('/api/v1/analyze', { method: 'POST', headers: { 'idempotency-key': key }, json: { url: site.url } })));
        assert.deepEqual(results.map((r) => r.status), [200, 200, 200]);
        assert.equal(new Set(results.map((r) => r.data.id)).size, 1);
        assert.equal(site.hits.filter((h) => h === '/').length - before, 1);
      });

      test('a key reused with a different body is refused', async () => {
        const key = `conflict-${Date.now()}`;
        const a = await call('/api/v1/analyze', { method: 'POST', headers: { 'idempotency-key': key }, json: { url: site.url } });
        assert.equal(a.status, 200);
        const b = await call('/api/v1/analyze', { method: 'POST', headers: { 'idempotency-key': key }, json: { url: `${site.origin}/other` } });
        assertError(b, 422, 'idempotency_conflict');
      });

      test('a failed analysis is replayed with its error too', async () => {
        const key = `failed-${Date.now()}`;
        const a = await call('/api/v1/analyze', { method: 'POST', headers: { 'idempotency-key': key }, json: { url: 'http://10.1.1.1/' } });
        assertError(a, 422, 'blocked_host');
        const b = await call('/api/v1/analyze', { method: 'POST', headers: { 'idempotency-key': key }, json: { url: 'http://10.1.1.1/' } });
        assert.equal(b.headers.get('idempotent-replayed'), 'true');
        assertError(b, 422, 'blocked_host');
      });
    });
  });
}

describe('sandbox', () => {
  test('POST /api/v1/sandbox/analyze returns the same sample, any body accepted', async () => {
    const a = await call('/api/v1/sandbox/analyze', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'garbage {' });
    const b = await call('/api/v1/sandbox/analyze', { method: 'POST' });
    assert.equal(a.status, 200);
    assertSchema('AnalysisSummary', a.data);
    assert.equal(a.data.id, 'sandbox');
    assert.equal(a.data.sandbox, true);
    assert.equal(a.text, b.text);
  });

  test('the sandbox host answers the same paths with the sample and fetches nothing', async () => {
    const sandboxSrv = await startServer({ PAGEGRADE_SANDBOX_HOST: 'sandbox.pagegrade.test' });
    try {
      const before = site.hits.length;
      const res = await rawRequest(`${sandboxSrv.url}/api/v1/analyze`, 'POST', { host: 'sandbox.pagegrade.test', 'content-type': 'application/json' }, JSON.stringify({ url: site.url }));
      const data = JSON.parse(res.body);
      assert.equal(res.status, 200);
      assert.equal(data.id, 'sandbox');
      assert.equal(data.sandbox, true);
      assert.equal(site.hits.length, before);
      const missing = await rawRequest(`${sandboxSrv.url}/report/x`, 'GET', { host: 'sandbox.pagegrade.test' });
      assert.equal(missing.status, 404);
      assert.match(missing.headers['content-type'] ?? '', /json/);
      // The main host's documents name the sandbox host, from the same configuration.
      const sandboxOrigin = `http://sandbox.pagegrade.test:${new URL(sandboxSrv.url).port}`;
      const openapi = await request(sandboxSrv.url, '/openapi.json');
      assert.deepEqual(openapi.data.servers.map((s: { url: string }) => s.url), [sandboxSrv.url, sandboxOrigin]);
      assert.equal((await request(sandboxSrv.url, '/api/v1')).data.links.sandboxHost, sandboxOrigin);
      for (const path of ['/docs/api.md', '/agents.md', '/pricing.md']) assert.ok((await request(sandboxSrv.url, path)).text.includes(sandboxOrigin), path);
      assert.ok(!(await call('/docs/api.md')).text.includes('sandbox.pagegrade.test'), 'unset, no sandbox host is named');
    } finally {
      await sandboxSrv.close();
    }
  });
});

test('malformed report and badge ids are 400 JSON', async () => {
  assertError(await call('/report/bad%20id!'), 400, 'invalid_request');
  assertError(await call('/badge/abc.png'), 400, 'invalid_request');
});

test('reports and badges of unknown analyses are 404 JSON', async () => {
  assertError(await call('/report/unknown'), 404, 'not_found');
  assertError(await call('/badge/unknown.svg'), 404, 'not_found');
});
