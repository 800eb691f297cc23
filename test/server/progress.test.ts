// The website's form runs its analysis as an async job and shows its progress on a page that
// moves on by itself without script: over real HTTP, on both backends.
import { test, before, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import { serviceBackends, startServer, type TestServer } from '../helpers/server.ts';
import { startSite, type FixtureSite } from '../helpers/fixture-server.ts';
import { PATIENT_FETCH, followProgress, heldPage, refreshTarget } from '../helpers/progress.ts';
import { assertSchema, rawRequest } from '../helpers/http.ts';

function submit(srv: TestServer, fields: Record<string, string>): Promise<Response> {
  return fetch(`${srv.url}/analyze`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });
}

async function job(srv: TestServer, id: string): Promise<{ status: string; stage: string }> {
  const res = await fetch(`${srv.url}/api/v1/analyses/${id}`);
  assert.equal(res.status, 200);
  const body = await res.json();
  assertSchema('AnalysisJob', body);
  return body as { status: string; stage: string };
}

for (const backend of serviceBackends()) {
  describe(`the progress page (${backend.name})`, { skip: backend.skip }, () => {
    let srv: TestServer;
    let site: FixtureSite;
    const held = heldPage('Held fixture page');
    before(async () => {
      srv = await startServer({ ...PATIENT_FETCH, PAGEGRADE_RATE_ANALYSES_PER_DAY: '3' }, { backend: backend.name });
      site = await startSite({
        '/': { body: '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Progress fixture page</title></head><body><main><h1>Bread</h1></main></body></html>' },
        '/held': held.handler,
      });
    });
    after(async () => {
      held.release();
      await srv?.whenIdle();
      await site?.close();
      await srv?.close();
    });

    test('submit → 303 → the progress page shows each step, needs no script, and moves on to the report by itself', async () => {
      held.hold();
      const sent = await submit(srv, { url: `${site.url}held` });
      assert.equal(sent.status, 303);
      const progress = sent.headers.get('location')!;
      const id = progress.split('/').pop()!;
      // The job is the API's: the same id reads there, with its stage. Its page is being fetched once the fixture has the request.
      while (!site.hits.includes('/held')) await new Promise((ok) => setTimeout(ok, 20));
      let state = await job(srv, id);
      while (state.stage === 'queued') state = await job(srv, id);
      assert.deepEqual(state, { ...state, status: 'running', stage: 'fetching' });

      const res = await fetch(new URL(progress, srv.url), { redirect: 'manual' });
      assert.equal(res.status, 200);
      assert.equal(res.headers.get('cache-control'), 'no-store');
      assert.equal(res.headers.get('x-robots-tag'), 'noindex');
      const html = await res.text();
      assert.doesNotMatch(html, /<script(?! type="application\/ld\+json")/, 'no script');
      assert.match(html, /<title>Step 2 of 4: Fetching the page and its files — pagegrade<\/title>/);
      assert.match(html, /<h1>Analysing 127\.0\.0\.1:\d+<\/h1>/);
      assert.match(html, /<div class="progress-status" role="status" aria-live="polite" aria-atomic="true"><p><strong>Step 2 of 4:<\/strong> Fetching the page/);
      assert.match(html, /<li class="step step-done">Waiting for a free analyser <span class="muted">\(done\)<\/span><\/li>\n<li class="step step-current" aria-current="step">Fetching the page and its files <span class="muted">\(now\)<\/span><\/li>\n<li class="step step-next">Running the checks<\/li>/);
      assert.match(html, new RegExp(`<a href="${progress}">check the progress again</a>`), 'a plain link to the same page');
      // An immediate refresh, not a timed one (WCAG 2.2.1): the server holds it until the job moves on.
      assert.equal(refreshTarget(html), `${progress}?after=fetching`);

      // The held request answers once the job has got past fetching: the page is released meanwhile.
      const next = fetch(new URL(`${progress}?after=fetching`, srv.url), { redirect: 'manual' });
      held.release();
      const moved = await next;
      if (moved.status === 200) assert.doesNotMatch(await moved.text(), /aria-current="step">Fetching/, 'not the same step again');
      else assert.equal(moved.status, 303);

      const end = await followProgress(srv.url, sent);
      assert.match(end.report ?? '', /^\/report\/[\w-]{22}$/);
      const report = await fetch(new URL(end.report!, srv.url));
      assert.match(await report.text(), /Held fixture page/);
      assert.deepEqual(await job(srv, id), { ...(await job(srv, id)), status: 'complete', stage: 'done' });
      // Once done, the progress page's address is the report's way in.
      const again = await fetch(new URL(progress, srv.url), { redirect: 'manual' });
      assert.equal(again.status, 303);
      assert.equal(again.headers.get('location'), end.report);
    });

    test('a job that fails shows the plain reason with the form, the address and the mode kept, and gives its analysis back', async () => {
      const before = await fetch(`${srv.url}/api/v1/analyze`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ url: `${site.url}missing`, dryRun: true }) });
      const remaining = Number(before.headers.get('ratelimit-remaining'));
      const sent = await submit(srv, { url: `${site.url}missing`, mode: 'static' });
      const end = await followProgress(srv.url, sent);
      assert.equal(end.report, null);
      assert.equal(end.status, 422);
      assert.match(end.html, /<p class="alert" id="url-error" role="alert"><strong>127\.0\.0\.1:\d+ answered with the error HTTP 404\.<\/strong> Only pages that load can be analysed\./);
      assert.match(end.html, /<title>Error: 127\.0\.0\.1:\d+ answered with the error HTTP 404 — pagegrade<\/title>/);
      assert.ok(end.html.includes(`value="${site.url}missing"`), 'the address stays in the form');
      assert.match(end.html, /<input id="url" [^>]*aria-invalid="true" aria-describedby="url-error url-hint" autofocus /);
      assert.match(end.html, /<input type="radio" name="mode" value="static" checked>/);
      assert.doesNotMatch(end.html, /http-equiv="refresh"/, 'it stops there');
      // A page that could not be fetched costs nothing, as on the API.
      const after = await fetch(`${srv.url}/api/v1/analyze`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ url: site.url, dryRun: true }) });
      assert.equal(Number(after.headers.get('ratelimit-remaining')), remaining);
    });

    test('what is refused before anything is fetched is answered on the spot; the quota is spent by the form as by the API', async () => {
      const blocked = await submit(srv, { url: 'http://10.0.0.1/' });
      assert.equal(blocked.status, 422);
      assert.match(await blocked.text(), /pagegrade only analyses public sites/);
      // The day's quota is 3: what is left goes to jobs, then the form refuses with the quota's words.
      let spent = 0;
      for (;;) {
        const r = await submit(srv, { url: site.url });
        if (r.status !== 303) {
          assert.equal(r.status, 429);
          assert.match(r.headers.get('retry-after') ?? '', /^\d+$/);
          assert.match(await r.text(), /<strong>You can analyse 3 pages a day\.<\/strong>/);
          break;
        }
        spent++;
        assert.ok(spent <= 3, 'the form cannot start more analyses than the quota');
      }
      await srv.whenIdle();
    });

    test('an unknown progress page is the site’s 404 page', async () => {
      const res = await fetch(`${srv.url}/progress/AAAAAAAAAAAAAAAAAAAAAA`, { headers: { accept: 'text/html' } });
      assert.equal(res.status, 404);
      assert.match(res.headers.get('content-type') ?? '', /^text\/html/);
      assert.match(await res.text(), /Start a new one from the home page/);
    });
  });
}

test('the sandbox host answers the form with its sample: nothing is queued, fetched or spent', async () => {
  const srv = await startServer({ PAGEGRADE_SANDBOX_HOST: 'sandbox.pagegrade.test' });
  try {
    const res = await rawRequest(`${srv.url}/analyze`, 'POST', { host: 'sandbox.pagegrade.test', 'content-type': 'application/x-www-form-urlencoded' }, 'url=https%3A%2F%2Fexample.com%2F');
    assert.equal(res.status, 200);
    const body = JSON.parse(res.body) as { id: string; sandbox?: boolean };
    assert.equal(body.id, 'sandbox');
    assert.deepEqual(await srv.stores.jobs.running(), []);
  } finally {
    await srv.close();
  }
});
