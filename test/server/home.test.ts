import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, type TestServer } from '../helpers/server.ts';
import { createServer } from 'node:net';
import { startSite, type FixtureSite } from '../helpers/fixture-server.ts';
import { followProgress } from '../helpers/progress.ts';

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

/** The form sent, and its progress page followed to the end: the report, or the form with the reason. */
async function analysed(url: string, to: TestServer = srv) {
  return followProgress(to.url, await submit(url, to));
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
  assert.match(page, /<title>Error: pagegrade only analyses public sites — pagegrade<\/title>/);
  assert.match(page, /<p class="alert" id="url-error" role="alert"><strong>pagegrade only analyses public sites\.<\/strong> 10\.0\.0\.1 is a private or internal address[^<]*<\/p>/);
  assert.match(page, /<input id="url" name="url" type="url" [^>]*aria-invalid="true" aria-describedby="url-error url-hint" autofocus value="http:\/\/10\.0\.0\.1\/">/);
});

test('a host name without a scheme is its https:// page, and the reason the fetch failed is the one the API gives', async () => {
  // The fixture speaks plain HTTP, so its https:// address fails at the TLS handshake.
  const typed = `localhost:${new URL(site.url).port}/`;
  const res = await analysed(typed, free);
  assert.equal(res.status, 422);
  const page = res.html;
  assert.match(page, new RegExp(`<strong>We could not open a secure \\(https\\) connection to localhost:${new URL(site.url).port}\\.</strong> If the site only serves plain http, type http:// before its address\\.`));
  assert.ok(page.includes(`value="https://${typed}"`), 'the address stays in the form, to try again');
  assert.match(page, /<input id="url" [^>]*aria-invalid="true" aria-describedby="url-error url-hint" autofocus /, 'the field has the focus and the message');
});

test('a page that does not answer says it timed out', async () => {
  const res = await analysed(`${site.url}silent`, free);
  assert.equal(res.status, 422);
  assert.match(res.html, /<strong>127\.0\.0\.1:\d+ did not answer in time \(within 2 seconds\)\.<\/strong> Check that the page opens in your browser/);
});

test('an empty form asks for an address', async () => {
  const res = await submit('');
  assert.equal(res.status, 400);
  assert.match(await res.text(), /<strong>Please enter the address of a page, such as example\.com\.<\/strong><\/p>/);
});

test('the form analyzes, shows its progress, moves on to the report, and shares the quota', async () => {
  const res = await analysed(site.url);
  const location = res.report!;
  assert.match(location, /^\/report\/[\w-]{22}$/);
  const report = await fetch(new URL(location, srv.url));
  assert.equal(report.status, 200);
  assert.match(await report.text(), /Form fixture page/);
  // The day's one analysis is spent: the API refuses too, and the form says so.
  const api = await fetch(`${srv.url}/api/v1/analyze`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ url: site.url }) });
  assert.equal(api.status, 429);
  const again = await submit(site.url);
  assert.equal(again.status, 429);
  assert.match(again.headers.get('retry-after') ?? '', /^\d+$/);
  assert.match(await again.text(), /<strong>You can analyse 1 page a day\.<\/strong> The next one is possible at \d\d:\d\d UTC( on \d{4}-\d\d-\d\d)?\. /);
});

/** A loopback port nothing listens on: a connection to it is refused. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const port = (server.address() as { port: number }).port;
  await new Promise<void>((ok) => server.close(() => ok()));
  return port;
}

test('every refusal a person can meet on the form says what happened and what to do, and puts the focus on the field', async () => {
  const refused = await closedPort();
  const cases: { typed: string; status: number; says: RegExp }[] = [
    { typed: 'my website', status: 422, says: /<strong>“my website” is not a web address\.<\/strong> Type the address of a page, such as example\.com/ },
    { typed: '10.0.0.1', status: 422, says: /<strong>pagegrade only analyses public sites\.<\/strong> 10\.0\.0\.1 is a private or internal address/ },
    { typed: '192.168.1.20:8080/admin', status: 422, says: /<strong>pagegrade only analyses public sites\.<\/strong> 192\.168\.1\.20:8080 is a private/ },
    { typed: 'example.com:22', status: 422, says: /<strong>Port 22 is not one pagegrade connects to\.<\/strong>/ },
    { typed: `http://127.0.0.1:${refused}/`, status: 422, says: new RegExp(`<strong>127\\.0\\.0\\.1:${refused} refused the connection\\.</strong> No web server answers`) },
    { typed: 'ftp://example.com/', status: 422, says: /<strong>pagegrade analyses web pages only \(http and https addresses\)\.<\/strong>/ },
  ];
  for (const c of cases) {
    // Refused at once, or (a connection refused) once its job has failed, on its progress page.
    const sent = await submit(c.typed, free);
    const res = sent.status === 303 ? await followProgress(free.url, sent) : { status: sent.status, html: await sent.text() };
    assert.equal(res.status, c.status, c.typed);
    const page = res.html;
    assert.match(page, c.says, c.typed);
    assert.doesNotMatch(page, /absolute URL|\(DNS: /, `${c.typed}: no jargon`);
    assert.match(page, /<input id="url" [^>]*aria-invalid="true" aria-describedby="url-error url-hint" autofocus /, `${c.typed}: the field has the focus and the message`);
    assert.equal((page.match(/autofocus/g) ?? []).length, 1, `${c.typed}: one field takes the focus`);
  }
});

test('a bare IP address with a port is read as its https:// page where the host is allowed', async () => {
  // The test server allows loopback; the fixture speaks plain http, so its https:// page fails at TLS, not at the address.
  const typed = `127.0.0.1:${new URL(site.url).port}/`;
  const res = await analysed(typed, free);
  assert.equal(res.status, 422);
  assert.match(res.html, new RegExp(`<strong>We could not open a secure \\(https\\) connection to 127\\.0\\.0\\.1:${new URL(site.url).port}\\.</strong>`));
  const plain = await analysed(`http://${typed}`, free);
  assert.match(plain.report ?? '', /^\/report\//, 'and with http:// it is analysed');
});
