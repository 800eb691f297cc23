import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, type TestServer } from '../helpers/server.ts';
import { startSite, type FixtureSite } from '../helpers/fixture-server.ts';

let srv: TestServer;
let site: FixtureSite;
before(async () => {
  srv = await startServer({ PAGEGRADE_RATE_ANALYSES_PER_DAY: '1' });
  site = await startSite({ '/': { body: '<!doctype html><html lang="en"><title>Form fixture page</title><h1>Form</h1></html>' } });
});
after(async () => {
  await site.close();
  await srv.close();
});

function submit(url: string) {
  return fetch(`${srv.url}/analyze`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ url }).toString() });
}

test('the home page has a labelled URL form', async () => {
  const res = await fetch(`${srv.url}/`);
  assert.equal(res.status, 200);
  const html = await res.text();
  assert.match(html, /<form method="post" action="\/analyze">/);
  assert.match(html, /<label for="url">/);
  assert.match(html, new RegExp(`${srv.rules.length} deterministic checks`));
});

test('a blocked address returns to the form with a readable message, spending nothing', async () => {
  const res = await submit('http://10.0.0.1/');
  assert.equal(res.status, 303);
  const location = res.headers.get('location')!;
  assert.match(location, /^\/\?error=blocked_host/);
  const page = await (await fetch(`${srv.url}${location}`)).text();
  assert.match(page, /role="alert"/);
  assert.match(page, /private or internal/);
  assert.match(page, /value="http:\/\/10\.0\.0\.1\/"/);
});

test('the form analyzes, redirects to the report, and shares the quota', async () => {
  const res = await submit(site.url);
  assert.equal(res.status, 303);
  const location = res.headers.get('location')!;
  assert.match(location, /\/report\/[\w-]{22}$/);
  const report = await fetch(location);
  assert.equal(report.status, 200);
  assert.match(await report.text(), /Form fixture page/);
  // The day's one analysis is spent: the API refuses too, and the form says so.
  const api = await fetch(`${srv.url}/api/v1/analyze`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ url: site.url }) });
  assert.equal(api.status, 429);
  const again = await submit(site.url);
  assert.match(again.headers.get('location')!, /error=rate_limited/);
});
