import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, type TestServer } from '../helpers/server.ts';
import { startSite, type FixtureSite } from '../helpers/fixture-server.ts';

let srv: TestServer;
/** With the test helper's generous quota: failed fetches spend an analysis too. */
let free: TestServer;
let site: FixtureSite;
before(async () => {
  srv = await startServer({ PAGEGRADE_RATE_ANALYSES_PER_DAY: '1' });
  free = await startServer();
  site = await startSite({
    '/': { body: '<!doctype html><html lang="en"><title>Form fixture page</title><h1>Form</h1></html>' },
    // Never answers: the fetcher's first-byte time-out (1.5 s in tests) ends it.
    '/silent': () => undefined,
  });
});
after(async () => {
  await site.close();
  await srv.close();
  await free.close();
});

function submit(url: string, to: TestServer = srv) {
  return fetch(`${to.url}/analyze`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ url }).toString() });
}

test('the home page has a labelled URL form', async () => {
  const res = await fetch(`${srv.url}/`);
  assert.equal(res.status, 200);
  const html = await res.text();
  assert.match(html, /<form method="post" action="\/analyze" novalidate>/);
  assert.match(html, /<label for="url">/);
  assert.match(html, new RegExp(`${srv.rules.length} deterministic checks`));
});

test('a blocked address comes back with the form: the reason, the address as typed, the field marked invalid, spending nothing', async () => {
  const res = await submit('http://10.0.0.1/');
  assert.equal(res.status, 422);
  assert.equal(res.headers.get('cache-control'), 'no-store');
  const page = await res.text();
  assert.match(page, /<title>Error: That address is private or internal; only public pages can be analyzed — pagegrade<\/title>/);
  assert.match(page, /<p class="alert" id="url-error" role="alert"><strong>That address is private or internal; only public pages can be analyzed\.<\/strong> [^<]*10\.0\.0\.1[^<]*<\/p>/);
  assert.match(page, /<input id="url" name="url" type="url" [^>]*aria-invalid="true" aria-describedby="url-error url-hint" value="http:\/\/10\.0\.0\.1\/">/);
});

test('a host name without a scheme is its https:// page, and the reason the fetch failed is the one the API gives', async () => {
  // The fixture speaks plain HTTP, so its https:// address fails at the TLS handshake.
  const typed = `localhost:${new URL(site.url).port}/`;
  const res = await submit(typed, free);
  assert.equal(res.status, 422);
  const page = await res.text();
  assert.match(page, new RegExp(`<strong>The page could not be analyzed\\.</strong> https://localhost:${new URL(site.url).port}/ could not be fetched: `));
  assert.ok(page.includes(`value="${typed}"`), 'the address stays as typed, to try again');
});

test('a page that does not answer says it timed out', async () => {
  const res = await submit(`${site.url}silent`, free);
  assert.equal(res.status, 422);
  assert.match(await res.text(), /<strong>The page could not be analyzed\.<\/strong> [^<]*silent could not be fetched: no response within 1500 ms\./);
});

test('an empty form asks for an address', async () => {
  const res = await submit('');
  assert.equal(res.status, 400);
  assert.match(await res.text(), /<strong>Please enter the address of a page, such as example\.com\.<\/strong><\/p>/);
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
  assert.equal(again.status, 429);
  assert.match(again.headers.get('retry-after') ?? '', /^\d+$/);
  assert.match(await again.text(), /<strong>The free quota of analyses is used up for now\.<\/strong> /);
});
