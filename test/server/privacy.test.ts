// Addresses with secrets in them are fetched as given but published only cleaned: a token, an
// e-mail address, a session id and click ids put into the address of a fixture page (and into
// its redirect) appear in no public answer, page, download, badge, tool result, search answer,
// e-mail or log line — on both backends.
import { test, before, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { AnalysisSummary } from '@pagegrade/core';
import { serviceBackends, startServer, type TestServer } from '../helpers/server.ts';
import { startSite, type FixtureSite } from '../helpers/fixture-server.ts';
import { REDACTED } from '../../server/src/privacy/public-url.ts';

// Values that must never come out. The e-mail address in all its spellings.
const TOKEN = 'Zq7RtY2mWp9LkX4vB8nC3sD6fG1hJ5kQ';
const SESSION = 'Ses5ionS3cretValue42';
const CLICK = 'Cj0KCQiAclickId987';
const CAMPAIGN = 'springnewsletter';
const EMAIL = 'alice.private@example.com';
const SECRETS = [TOKEN, SESSION, CLICK, CAMPAIGN, EMAIL, encodeURIComponent(EMAIL), 'alice.private'];

let site: FixtureSite;
let smtp: SMTPServer;
let smtpUrl: string;
const inbox: string[] = [];

function page(title: string): string {
  // The page links back to its own address with the token, as a reset page might.
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title><link rel="canonical" href="/reset?reset_token=${TOKEN}&amp;email=${encodeURIComponent(EMAIL)}&amp;v=2"><meta name="viewport" content="width=device-width, initial-scale=1"></head><body><main><h1>Choose a new password</h1><p>Hello.</p></main></body></html>`;
}

before(async () => {
  site = await startSite({
    // The address given has the session and click ids; it redirects to one with the token and the e-mail address.
    // It answers only the address as given: the analysis must fetch that, not the cleaned one.
    '/go': (req, res) => {
      const given = new URL(req.url ?? '/', 'http://x').searchParams.get('session_id') === SESSION;
      res.writeHead(given ? 302 : 404, given ? { location: `/reset?reset_token=${TOKEN}&email=${encodeURIComponent(EMAIL)}` } : { 'content-type': 'text/plain' });
      res.end(given ? '' : 'not the address as given');
    },
    '/reset': { body: page(`Reset the password of ${EMAIL}`) },
    '/gone': { status: 404, body: 'not here' },
  });
  smtp = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        inbox.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
});
after(async () => {
  await site?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

function assertClean(what: string, text: string): void {
  for (const secret of SECRETS) assert.ok(!text.includes(secret), `${what} contains "${secret}": ${text.slice(Math.max(0, text.indexOf(secret) - 200), text.indexOf(secret) + 100)}`);
}

async function get(srv: TestServer, path: string, init: RequestInit = {}): Promise<{ status: number; text: string }> {
  const res = await fetch(new URL(path, srv.url), init);
  return { status: res.status, text: await res.text() };
}

async function post(srv: TestServer, path: string, json: unknown): Promise<{ status: number; text: string }> {
  return get(srv, path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(json) });
}

for (const backend of serviceBackends()) {
  describe(`addresses are published cleaned (${backend.name})`, { skip: backend.skip }, () => {
    let srv: TestServer;
    let given: string;
    before(async () => {
      inbox.length = 0;
      srv = await startServer({ PAGEGRADE_SMTP_URL: smtpUrl, PAGEGRADE_MAIL_FROM: 'reports@pagegrade.test' }, { backend: backend.name });
      given = `${site.origin}/go?session_id=${SESSION}&utm_source=${CAMPAIGN}&gclid=${CLICK}&lang=en`;
    });
    after(() => srv.close());

    test('every public answer, page, download, badge, tool result, search answer, e-mail and log line shows the cleaned address only', async () => {
      // Synchronously.
      const sync = await post(srv, '/api/v1/analyze', { url: given });
      assert.equal(sync.status, 200, sync.text);
      assertClean('the analysis', sync.text);
      const summary = JSON.parse(sync.text) as AnalysisSummary;
      assert.equal(summary.url, `${site.origin}/reset?reset_token=${REDACTED}&email=${REDACTED}`, 'the final address keeps its parameters, values replaced');
      const note = (summary.notes ?? []).find((n) => n.startsWith('The address is shown cleaned'));
      assert.ok(note, `a note says the address was cleaned: ${JSON.stringify(summary.notes)}`);
      for (const name of ['session_id', 'utm_source', 'gclid', 'reset_token', 'email']) assert.ok(note.includes(`"${name}"`), name);
      assert.ok(!note.includes('"lang"'), 'an ordinary parameter is not named');

      // Asynchronously: the job's own answers, while it runs and once complete.
      const started = await post(srv, '/api/v1/analyses', { url: given });
      assert.equal(started.status, 202, started.text);
      assertClean('the job as started', started.text);
      const job = JSON.parse(started.text) as { id: string; url: string };
      assert.equal(job.url, `${site.origin}/go?session_id=${REDACTED}&utm_source=${REDACTED}&gclid=${REDACTED}&lang=en`);
      assert.equal((await srv.stores.jobs.get(job.id))?.url, job.url, 'the job is stored with the cleaned address');
      await srv.whenIdle();
      const done = await get(srv, `/api/v1/analyses/${job.id}`);
      assert.match(done.text, /"status":"complete"/);
      assertClean('the complete job', done.text);
      assertClean('the analysis read by id', (await get(srv, `/api/v1/analyses/${summary.id}`)).text);

      // What the website shows and offers to download.
      const report = await get(srv, `/report/${summary.id}`);
      assert.equal(report.status, 200);
      assertClean('the report', report.text);
      assert.ok(report.text.includes('The address is shown cleaned'), 'the report says the address was cleaned');
      const json = await get(srv, `/report/${summary.id}.json`);
      assertClean('the report JSON', json.text);
      const har = await get(srv, `/report/${summary.id}.har`);
      assert.equal(har.status, 200);
      assertClean('the HAR', har.text);
      const entries = (JSON.parse(har.text) as { log: { entries: Array<{ request: { url: string }; response: { redirectURL: string } }> } }).log.entries;
      assert.ok(entries.some((e) => e.request.url === `${site.origin}/go?session_id=${REDACTED}&utm_source=${REDACTED}&gclid=${REDACTED}&lang=en` && e.response.redirectURL.includes(`reset_token=${REDACTED}`)), 'the redirect entry is there, cleaned');
      assertClean('the badge', (await get(srv, `/badge/${summary.id}.svg`)).text);
      assertClean('the site badge', (await get(srv, '/badge/site/127.0.0.1.svg')).text);
      const board = await get(srv, '/api/v1/leaderboard?limit=100');
      assert.ok(board.text.includes('127.0.0.1'), 'the site is on the leaderboard');
      assertClean('the leaderboard', board.text);
      assertClean('the leaderboard page', (await get(srv, '/leaderboard')).text);

      // The tool server and search: also when asked with the address as given.
      const client = new Client({ name: 'privacy-test', version: '1.0.0' });
      await client.connect(new StreamableHTTPClientTransport(new URL('/api/v1/mcp', srv.url)));
      try {
        assertClean('get_analysis', JSON.stringify(await client.callTool({ name: 'get_analysis', arguments: { id: summary.id } })));
        assertClean('get_analysis of the job', JSON.stringify(await client.callTool({ name: 'get_analysis', arguments: { id: job.id } })));
        assertClean('get_leaderboard', JSON.stringify(await client.callTool({ name: 'get_leaderboard', arguments: { limit: 100 } })));
      } finally {
        await client.close();
      }
      const finalGiven = `${site.origin}/reset?reset_token=${TOKEN}&email=${encodeURIComponent(EMAIL)}`;
      const asked = await get(srv, `/ask?query=${encodeURIComponent(`what is the score of ${finalGiven}?`)}`);
      assert.equal(asked.status, 200);
      assertClean('/ask about the page', asked.text);
      assert.ok(asked.text.includes(`${summary.url} scores`), `/ask finds the page by its address as given: ${asked.text.slice(0, 400)}`);
      assertClean('/ask streamed', (await get(srv, `/ask?streaming=true&mode=summarize&query=${encodeURIComponent(`what is the score of ${given}?`)}`)).text);
      assertClean('/ask about the site', (await get(srv, `/ask?query=${encodeURIComponent('what is the score of 127.0.0.1?')}`)).text);

      // An e-mail of the report to someone.
      const mailed = await fetch(`${srv.url}/report/${summary.id}/email`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'email=reader%40example.org' });
      assert.equal(mailed.status, 200);
      assert.equal(inbox.length, 1);
      assertClean('the e-mail', inbox[0]!);

      // A failure that quotes the address (a redirect to a page that does not exist) is cleaned too.
      const failed = await post(srv, '/api/v1/analyze', { url: `${site.origin}/gone?api_key=${TOKEN}` });
      assert.equal(failed.status, 422, failed.text);
      assertClean('the error', failed.text);
      assert.ok(failed.text.includes(`api_key=${REDACTED}`), failed.text);
      const failedJob = JSON.parse((await post(srv, '/api/v1/analyses', { url: `${site.origin}/gone?email=${encodeURIComponent(EMAIL)}` })).text) as { id: string };
      await srv.whenIdle();
      const failedRead = await get(srv, `/api/v1/analyses/${failedJob.id}`);
      assert.match(failedRead.text, /"code":"fetch_failed"/);
      assertClean('the failed job', failedRead.text);

      await srv.whenIdle();
      assertClean('the log', JSON.stringify(srv.logs));
    });

    test('an address with nothing to clean is stored and shown exactly as given, without a note', async () => {
      const plain = `${site.origin}/reset?lang=en&page=2&q=iphone15promax256gb`;
      const res = await post(srv, '/api/v1/analyze', { url: plain });
      assert.equal(res.status, 200, res.text);
      const summary = JSON.parse(res.text) as AnalysisSummary;
      assert.equal(summary.url, plain);
      assert.ok(!(summary.notes ?? []).some((n) => n.startsWith('The address is shown cleaned')));
    });
  });
}
