// Where a person lands: documents as pages of the site, the 404 page a browser gets, and the
// page the error body's documentation link names. Programs keep JSON and markdown.
import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { ERROR_STATUS } from '@pagegrade/core';
import { startServer, type TestServer } from '../helpers/server.ts';

let srv: TestServer;
before(async () => {
  srv = await startServer();
});
after(async () => {
  await srv?.close();
});

const BROWSER = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8' };

function assertSitePage(html: string, what: string): void {
  assert.match(html, /^<!doctype html>/, what);
  assert.ok(html.includes('<header class="site-header">') && html.includes('<footer class="site-footer">'), `${what}: in the site's layout`);
  assert.equal((html.match(/<h1[ >]/g) ?? []).length, 1, `${what}: one h1`);
}

test('the scoring documentation is a page of the site, with the sections /ask links to, and its markdown stays at .md', async () => {
  const res = await fetch(`${srv.url}/docs/scoring`);
  assert.equal(res.status, 200);
  assert.match(res.headers.get('content-type')!, /^text\/html/);
  const html = await res.text();
  assertSitePage(html, '/docs/scoring');
  assert.match(html, /<h1 id="scoring">Scoring<\/h1>/);
  assert.match(html, /<h2 id="2-the-curve-70-is-a-good-site">2\. The curve: 70 is a good site<\/h2>/);
  assert.match(html, /<div class="table-scroll"><table>/);
  for (const d of ['seo', 'geo', 'performance', 'accessibility', 'codeQuality', 'uiux', 'dataTracking', 'security']) assert.ok(html.includes(`<li id="dimension-${d}">`), d);
  assert.doesNotMatch(html, /<!--/, 'the generator markers are not shown');
  assert.ok(html.includes('<a href="/docs/scoring.md">markdown</a>'));
  const md = await fetch(`${srv.url}/docs/scoring.md`);
  assert.match(md.headers.get('content-type')!, /^text\/markdown/);
  assert.equal(await md.text(), readFileSync(new URL('../../docs/scoring.md', import.meta.url), 'utf8'));
});

test('the API reference and the documents it links to are pages; the markdown stays for agents', async () => {
  const html = await (await fetch(`${srv.url}/docs/api`)).text();
  assertSitePage(html, '/docs/api');
  assert.match(html, /<h1 id="pagegrade-api-reference">pagegrade API reference<\/h1>/);
  assert.match(html, /<table>[\s\S]*<code>POST<\/code>[\s\S]*<code>\/api\/v1\/analyze<\/code>/);
  // Its links to the other documents lead to their pages, not to markdown.
  for (const page of ['/docs/auth', '/docs/pricing', '/docs/deprecation-policy']) {
    assert.ok(html.includes(`<a href="${page}">`), `links ${page}`);
    const res = await fetch(`${srv.url}${page}`);
    assert.equal(res.status, 200, page);
    assertSitePage(await res.text(), page);
  }
  const md = await fetch(`${srv.url}/docs/api.md`);
  assert.match(md.headers.get('content-type')!, /^text\/markdown/);
  assert.match(await md.text(), /^# pagegrade API reference/);
  // The site's links lead to pages: the footer's API link and the home page's.
  const home = await (await fetch(`${srv.url}/`)).text();
  assert.ok(home.includes('<a href="/docs/api">API</a>'));
  assert.ok(home.includes('<a href="/docs/api">REST API</a>'));
  assert.ok(home.includes('<a href="/docs/agents">MCP server</a>'));
});

test("the error body's documentation link names a page that explains its code", async () => {
  const res = await fetch(`${srv.url}/api/v1/analyses/nosuchjob`, { headers: BROWSER });
  assert.equal(res.status, 404);
  assert.match(res.headers.get('content-type')!, /^application\/json/, 'API paths keep the JSON error body');
  const body = (await res.json()) as { error: { code: string; documentation: string } };
  assert.equal(body.error.documentation, `${srv.url}/docs/errors#not_found`);
  const page = await (await fetch(body.error.documentation)).text();
  assertSitePage(page, '/docs/errors');
  for (const [code, status] of Object.entries(ERROR_STATUS)) assert.match(page, new RegExp(`<section id="${code}" aria-labelledby="heading-${code}"><h2 id="heading-${code}"><code>${code}</code> \\(${status}\\): `), code);
});

test('a browser that reaches an unknown page or report gets the 404 page with ways back; programs get JSON', async () => {
  for (const path of ['/no/such/page', '/report/nosuchreport000000000']) {
    const res = await fetch(`${srv.url}${path}`, { headers: BROWSER });
    assert.equal(res.status, 404, path);
    assert.match(res.headers.get('content-type')!, /^text\/html/, path);
    assert.equal(res.headers.get('cache-control'), 'no-store');
    assert.match(res.headers.get('content-security-policy')!, /script-src 'sha256-[A-Za-z0-9+/]{43}='; /, 'the page policy: the report\'s one script, by its hash');
    const html = await res.text();
    assertSitePage(html, path);
    assert.match(html, /<h1>Page not found<\/h1>/);
    assert.ok(html.includes('<a href="/">Analyze a page</a>'), 'a way back');
    assert.ok(html.includes('<a href="/leaderboard">The leaderboard</a>'));
  }
  assert.match(await (await fetch(`${srv.url}/report/nosuchreport000000000`, { headers: BROWSER })).text(), /There is no report at this address\./);
  const json = async (path: string, headers: Record<string, string>) => {
    const res = await fetch(`${srv.url}${path}`, { headers });
    assert.equal(res.status, 404, path);
    assert.match(res.headers.get('content-type')!, /^application\/json/, `${path} with ${JSON.stringify(headers)}`);
    assert.equal(((await res.json()) as { error: { code: string } }).error.code, 'not_found');
  };
  await json('/no/such/page', { accept: 'application/json' });
  await json('/no/such/page', {});
  await json('/no/such/page', { accept: '*/*' });
  await json('/api/v1/nothing', BROWSER);
  await json('/badge/nosuchanalysis000000.svg', BROWSER);
  await json('/report/nosuchreport000000000.json', BROWSER);
  await json('/.well-known/nothing', BROWSER);
});

test('a browser that sends a page parameters it does not take gets the 400 page with ways back; programs get JSON', async () => {
  for (const path of [`/docs/checks?q=${'a'.repeat(201)}`, '/leaderboard?cursor=', '/progress/not!an!id']) {
    const res = await fetch(`${srv.url}${path}`, { headers: BROWSER });
    assert.equal(res.status, 400, path);
    assert.match(res.headers.get('content-type')!, /^text\/html/, path);
    assert.equal(res.headers.get('cache-control'), 'no-store');
    const html = await res.text();
    assertSitePage(html, path);
    assert.match(html, /<h1>This address cannot be shown<\/h1>/);
    assert.ok(html.includes(`<a href="${path.split('?')[0]}">The same page</a>`), 'the page without its parameters');
    assert.ok(html.includes('<a href="/">Analyze a page</a>'), 'a way back');
    const program = await fetch(`${srv.url}${path}`);
    assert.equal(program.status, 400, path);
    assert.equal(((await program.json()) as { error: { code: string } }).error.code, 'invalid_request');
  }
  const api = await fetch(`${srv.url}/api/v1/leaderboard?limit=0`, { headers: BROWSER });
  assert.equal(api.status, 400);
  assert.match(api.headers.get('content-type')!, /^application\/json/, 'API paths keep the JSON error body');
});

describe('the check catalogue is browsed by dimension, by check and by a search that needs no script', () => {
  // The index is the biggest (every id once, about 72 KB, 8 KB in Brotli); the old single page was 442 KB.
  const SIZE_LIMIT = 80_000;
  async function page(path: string): Promise<{ status: number; html: string; res: Response }> {
    const res = await fetch(`${srv.url}${path}`, { headers: BROWSER, redirect: 'manual' });
    return { status: res.status, html: await res.text(), res };
  }

  test('the index lists the dimensions with counts, a GET search form, and every id as an anchor to its page', async () => {
    const { status, html, res } = await page('/docs/checks');
    assert.equal(status, 200);
    assertSitePage(html, '/docs/checks');
    assert.ok(res.headers.get('etag'), 'cached by its ETag');
    assert.match(html, /<form method="get" action="\/docs\/checks" role="search"/);
    assert.ok(!/<script(?! type="application\/ld\+json")/.test(html), 'no script');
    for (const d of ['seo', 'codeQuality', 'security']) assert.match(html, new RegExp(`<a href="/docs/checks/${d}">[^<]+</a> \\(\\d+ checks\\)`), d);
    for (const r of srv.rules) assert.ok(html.includes(`<li id="${r.id}"><a href="/docs/checks/${r.id}"><code>${r.id}</code></a></li>`), r.id);
    assert.ok(html.length < SIZE_LIMIT, `index is ${html.length} bytes`);
  });

  test('a dimension page lists its checks, each linking to its own page, bounded in size', async () => {
    const sizes: number[] = [];
    for (const d of ['seo', 'geo', 'performance', 'accessibility', 'codeQuality', 'uiux', 'dataTracking', 'security']) {
      const { status, html } = await page(`/docs/checks/${d}`);
      assert.equal(status, 200, d);
      assertSitePage(html, d);
      for (const r of srv.rules.filter((x) => x.dimension === d)) assert.ok(html.includes(`<a href="/docs/checks/${r.id}">`), `${d} lists ${r.id}`);
      sizes.push(html.length);
    }
    assert.ok(Math.max(...sizes) < SIZE_LIMIT, `biggest dimension page is ${Math.max(...sizes)} bytes`);
  });

  test('a check has its page with why, how to fix and its equivalents; a former id leads to its successor', async () => {
    const rule = srv.rules.find((r) => r.id === 'seo/canonical-present')!;
    const { status, html } = await page('/docs/checks/seo/canonical-present');
    assert.equal(status, 200);
    assertSitePage(html, 'check page');
    assert.ok(html.includes(`<h1>${rule.title.replace(/&/g, '&amp;')}</h1>`));
    assert.match(html, /<h2>Why it matters<\/h2>[\s\S]*<h2>How to fix<\/h2>[\s\S]*<h2>Equivalent checks<\/h2>/);
    assert.ok(html.includes('<a href="/docs/checks/seo">'), 'links back to its dimension');
    const merged = srv.rules.find((r) => r.formerIds?.length)!;
    const old = await page(`/docs/checks/${merged.formerIds![0]}`);
    assert.equal(old.status, 301);
    assert.equal(old.res.headers.get('location'), `/docs/checks/${merged.id}`);
  });

  test('the search answers with results, or says nothing matched and what to try', async () => {
    const hit = await page('/docs/checks?q=canonical');
    assert.equal(hit.status, 200);
    assertSitePage(hit.html, 'search');
    assert.ok(hit.html.includes('<a href="/docs/checks/seo/canonical-present">'), 'finds the canonical check');
    assert.match(hit.html, /<h2>Results<\/h2>\s*<ol class="results">/);
    assert.match(hit.html, /<input id="q" name="q" type="search" maxlength="200" value="canonical"/, 'the query stays in the field');
    const none = await page('/docs/checks?q=%3Czzqxvw%3E');
    assert.equal(none.status, 200);
    assert.ok(none.html.includes('No check or part of the scoring documentation matches “&lt;zzqxvw&gt;”'), 'says nothing matched, escaped');
    assert.ok(!none.html.includes('<ol class="results">'));
  });

  test('an unknown check or dimension gets the site\'s 404 page', async () => {
    for (const path of ['/docs/checks/seo/no-such-check', '/docs/checks/nosuchdimension']) {
      const { status, html, res } = await page(path);
      assert.equal(status, 404, path);
      assert.match(res.headers.get('content-type')!, /^text\/html/, path);
      assert.match(html, /<h1>Page not found<\/h1>/, path);
    }
  });
});
