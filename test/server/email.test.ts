// Reports by e-mail, against a real SMTP server on loopback (smtp-server in this process); what it
// receives is parsed with mailparser: both parts, the headers, and the limits that keep the
// service from flooding an inbox.
import { test, before, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { AnalysisSummary } from '@pagegrade/core';
import type { SqliteStores } from '@pagegrade/server';
import { startServer, type TestServer } from '../helpers/server.ts';
import { startSite, type FixtureSite } from '../helpers/fixture-server.ts';
import { ATTACHMENT_MAX_BYTES } from '../../server/src/mail/report-attachment.ts';

/** An HTML part read as text: tags dropped, entities decoded, white space collapsed. */
function plain(html: string): string {
  return html
    .replace(/<br>/g, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e]!)
    .replace(/\s+/g, ' ');
}

interface Received {
  from: string;
  to: string[];
  mail: ParsedMail;
  raw: string;
}

let smtp: SMTPServer;
let smtpUrl: string;
const inbox: Received[] = [];
let site: FixtureSite;

before(async () => {
  smtp = new SMTPServer({
    // Plain SMTP on loopback: no TLS to negotiate, no login.
    secure: false,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', async () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        inbox.push({ from: (session.envelope.mailFrom as { address: string }).address, to: session.envelope.rcptTo.map((r) => r.address), mail: await simpleParser(raw), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  site = await startSite({ '/': { body: '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mail &amp; "bakery"</title></head><body><main><h1>Bread</h1><img src="/a.png"></main></body></html>' } });
});
after(async () => {
  await site?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

async function analyze(srv: TestServer): Promise<AnalysisSummary> {
  const res = await fetch(`${srv.url}/api/v1/analyze`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ url: site.url }) });
  assert.equal(res.status, 200);
  return (await res.json()) as AnalysisSummary;
}

function ask(srv: TestServer, id: string, email: string) {
  return fetch(`${srv.url}/report/${id}/email`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ email }).toString() });
}

/** Waits for the SMTP server to have received `n` messages in all (delivery completes before the answer, so this is immediate). */
function received(n: number): Received[] {
  assert.equal(inbox.length, n, `${inbox.length} e-mails received, expected ${n}`);
  return inbox;
}

describe('without a mail server', () => {
  let srv: TestServer;
  let summary: AnalysisSummary;
  before(async () => {
    srv = await startServer();
    summary = await analyze(srv);
  });
  after(() => srv.close());

  test('the report shows no e-mail form and the endpoint says e-mail is not offered', async () => {
    const html = await (await fetch(summary.reportUrl!)).text();
    assert.doesNotMatch(html, /e-mail/i);
    const res = await ask(srv, summary.id, 'someone@example.com');
    assert.equal(res.status, 404);
    const body = (await res.json()) as { error: { code: string; message: string } };
    assert.deepEqual([body.error.code, body.error.message], ['not_found', 'This server does not send reports by e-mail.']);
  });
});

describe('with a mail server', () => {
  let srv: TestServer;
  let summary: AnalysisSummary;
  before(async () => {
    inbox.length = 0;
    srv = await startServer({ PAGEGRADE_SMTP_URL: smtpUrl, PAGEGRADE_MAIL_FROM: 'pagegrade reports <reports@pagegrade.test>', PAGEGRADE_RATE_EMAILS_PER_RECIPIENT: '2', PAGEGRADE_RATE_EMAILS_PER_DAY: '4' });
    summary = await analyze(srv);
  });
  after(() => srv.close());

  test('the report offers the form; the e-mail has a text and an HTML part that lead with the plan of fixes, then the grades and the link', async () => {
    const page = await (await fetch(summary.reportUrl!)).text();
    assert.match(page, new RegExp(`<form method="post" action="/report/${summary.id}/email" novalidate>`));
    assert.match(page, /<input id="email" name="email" type="email" autocomplete="email" [^>]*aria-describedby="email-hint" value="">/);

    const res = await ask(srv, summary.id, 'Reader@Example.com');
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('cache-control'), 'no-store');
    const answer = await res.text();
    assert.match(answer, /<h1>Report sent<\/h1>/);
    assert.doesNotMatch(answer, /Reader@Example\.com/i, 'the answer does not echo the address');

    const [got] = received(1);
    const m = got!.mail;
    assert.equal(got!.from, 'reports@pagegrade.test');
    assert.deepEqual(got!.to, ['Reader@example.com'], 'the domain is case-insensitive; the local part is kept');
    assert.deepEqual(m.from!.value.map((a) => [a.name, a.address]), [['pagegrade reports', 'reports@pagegrade.test']]);
    assert.equal(m.subject, `pagegrade report: Mail & "bakery" scores ${summary.score} (${summary.grade})`);
    assert.equal(m.headers.get('auto-submitted'), 'auto-generated');
    assert.match(got!.raw, /^Content-Type: multipart\/mixed;/m, 'the parts and the attachment');
    assert.match(got!.raw, /^Content-Type: multipart\/alternative;/m);

    const text = m.text!;
    assert.ok(text.includes(`Overall score: ${summary.score} of 100, grade ${summary.grade}.`));
    assert.match(text, /^Analysed on \d{4}-\d\d-\d\d as served \(the HTML the server sent, no scripts run\)\.$/m, 'the date and the mode');
    for (const d of summary.dimensions) assert.ok(text.includes(`- ${d.label}: ${d.score}, grade ${d.grade}`), d.label);
    assert.ok(summary.topIssues.length > 0);
    // The plan first: every top issue in its order, with its gain in the plan and how to fix it.
    const fixesAt = text.indexOf('Fix these first');
    assert.ok(fixesAt > 0 && fixesAt < text.indexOf('Dimensions:'), 'the plan comes before the dimensions');
    let at = fixesAt;
    summary.topIssues.forEach((issue, k) => {
      const next = text.indexOf(`\n${k + 1}. ${issue.title}\n   +${issue.plan!.overall} overall`, at);
      assert.ok(next > at, `fix ${k + 1} (${issue.check}) in its place`);
      at = next;
      const rule = srv.rules.find((r) => r.id === issue.check)!;
      assert.ok(text.includes(`How to fix: ${rule.fix}`), `how to fix ${issue.check}`);
    });
    if (summary.topIssues.length >= 5) assert.ok(text.includes(`Fix these 5: ${summary.score} → ${summary.topIssues[4]!.plan!.score} (${summary.topIssues[4]!.plan!.grade}).`));
    assert.ok(text.includes(`The full report online: ${summary.reportUrl}`));
    assert.match(text, new RegExp(`The complete report is attached: pagegrade-report-${summary.id}\\.html \\(\\d+ KB\\)`));

    const html = m.html as string;
    assert.ok(html.includes(`href="${summary.reportUrl}"`));
    assert.ok(html.includes('<h1 style="') && html.includes('Mail &amp; &quot;bakery&quot;'), 'the title is escaped');
    for (const d of summary.dimensions) assert.ok(html.includes(`>${d.label.replace(/&/g, '&amp;')}</td>`), d.label);
    // Built for mail clients: tables and inline styles, nothing loaded from elsewhere.
    assert.match(html, /<table role="presentation"/);
    assert.doesNotMatch(html, /<(link|script|style|img)[\s>]/i);
    assert.doesNotMatch(html, /\sclass=/);

    // The two parts say the same: the plan, line by line (numbers aside), the date and mode, the
    // attachment and the scoring note are in the HTML part read as text.
    const read = plain(html);
    const planLines = text.slice(fixesAt, text.indexOf('Dimensions:')).split('\n').slice(1);
    const lines = [...planLines, ...text.split('\n').filter((l) => /^(Analysed on|The complete report is attached|The full report online)/.test(l)), summary.scoringNote];
    for (const line of lines.map((l) => l.trim().replace(/^\d+\. /, '').replace(/`/g, '')).filter(Boolean)) assert.ok(read.includes(line), `the HTML part lacks: ${line}`);
    assert.equal((html.match(/;width:24px;">\d+\.<\/td>/g) ?? []).length, summary.topIssues.length, 'as many fixes in the HTML part');
  });

  test('the complete report is attached as one self-contained HTML file that fetches nothing', async () => {
    const m = inbox[0]!.mail;
    assert.equal(m.attachments.length, 1);
    const a = m.attachments[0]!;
    assert.equal(a.filename, `pagegrade-report-${summary.id}.html`);
    assert.equal(a.contentType, 'text/html');
    const html = a.content.toString('utf8');
    assert.ok(a.size <= ATTACHMENT_MAX_BYTES, `${a.size} bytes`);
    assert.match(html, /^<!doctype html>/);
    assert.match(html, /<style>[^<]*\.first-screen/, 'the stylesheet is inlined');
    // Nothing that a browser would fetch: no stylesheet or script by address, no image from anywhere, no frame, no CSS import.
    assert.doesNotMatch(html, /<link[\s>]/i);
    assert.doesNotMatch(html, /<script[\s>]/i);
    assert.doesNotMatch(html, /<(iframe|object|embed|video|audio|source)[\s>]/i);
    assert.doesNotMatch(html, /<img\b(?![^>]*\ssrc="data:)[^>]*>/i, 'images, if any, are data: URIs');
    const css = [...html.matchAll(/<style>([^<]*)<\/style>/g)].map((x) => x[1]).join('');
    assert.doesNotMatch(css, /url\(|@import/i);
    assert.doesNotMatch(html, /\sstyle="[^"]*url\(/i);
    // Everything the report page has: the first screen, the plan, every check that did not pass.
    assert.match(html, /<h2 id="fix-first">Fix these first<\/h2>/);
    assert.match(html, /<h2 id="top-issues">/);
    const stored = (await srv.stores.analyses.get(summary.id))!;
    for (const c of stored.checks.filter((x) => x.outcome === 'fail' || x.outcome === 'warn')) assert.ok(html.includes(`id="check-${c.id}"`), c.id);
    // Our own links are absolute: in a file a path would point at the disk.
    assert.doesNotMatch(html, /\s(href|action)="\/(?!\/)/);
    assert.ok(html.includes(`href="${srv.url}/docs/checks/`));
  });

  test('a malformed address is refused on the page, nothing is sent', async () => {
    const before = inbox.length;
    const res = await ask(srv, summary.id, 'not an address');
    assert.equal(res.status, 400);
    const html = await res.text();
    assert.match(html, /<title>Error: That is not an e-mail address; write it as name@example\.com — pagegrade<\/title>/);
    assert.match(html, /<input id="email" [^>]*aria-invalid="true" aria-describedby="email-error email-hint" value="not an address">/);
    assert.equal(inbox.length, before);
  });

  test('one address gets a few e-mails a day, however it is spelled, and one visitor may ask for a few', async () => {
    const before = inbox.length; // Reader@Example.com had one.
    assert.equal((await ask(srv, summary.id, 'reader@example.com')).status, 200);
    const third = await ask(srv, summary.id, 'READER@example.com');
    assert.equal(third.status, 429);
    assert.match(third.headers.get('retry-after') ?? '', /^\d+$/);
    assert.match(await third.text(), /This address has been sent 2 reports today, the most one address gets/);
    // Other addresses still get theirs, up to the visitor's four a day.
    assert.equal((await ask(srv, summary.id, 'other@example.com')).status, 200);
    assert.equal((await ask(srv, summary.id, 'third@example.com')).status, 200);
    const fifth = await ask(srv, summary.id, 'fourth@example.com');
    assert.equal(fifth.status, 429);
    assert.match(await fifth.text(), /You have asked for 4 e-mails today, the most one visitor may/);
    assert.equal(inbox.length, before + 3);
  });

  test('the address is not stored: the database holds only a keyed hash in the counter', async () => {
    const files = readdirSync(srv.dataDir).filter((f) => f.includes('sqlite'));
    assert.ok(files.length > 0);
    for (const f of files) {
      const bytes = readFileSync(join(srv.dataDir, f)).toString('latin1').toLowerCase();
      assert.ok(!bytes.includes('reader@example.com') && !bytes.includes('other@example.com'), f);
    }
    const keys = ((srv.stores as SqliteStores).db.prepare(`SELECT key FROM rate_email`).all() as Array<{ key: string }>).map((r) => r.key);
    assert.ok(keys.some((k) => /^rcpt:[\w-]{43}$/.test(k)), keys.join(', '));
  });

  test('the privacy page says what happens to the address', async () => {
    const html = await (await fetch(`${srv.url}/privacy`)).text();
    assert.match(html, /used to send that one e-mail and is not stored/);
  });
});

describe('the per-client burst cap', () => {
  test('e-mail requests count against the burst cap of the analysis endpoints', async () => {
    const srv = await startServer({ PAGEGRADE_SMTP_URL: smtpUrl, PAGEGRADE_RATE_BURST_PER_MINUTE: '3' });
    try {
      const summary = await analyze(srv); // 1 of 3
      assert.equal((await ask(srv, summary.id, 'a@example.com')).status, 200);
      assert.equal((await ask(srv, summary.id, 'b@example.com')).status, 200);
      const refused = await ask(srv, summary.id, 'c@example.com');
      assert.equal(refused.status, 429);
      assert.match(await refused.text(), /More than 3 analysis requests in a minute/);
    } finally {
      await srv.close();
    }
  });
});

describe('a mail server that does not answer', () => {
  test('the request fails with a message and spends no e-mail of the limits', async () => {
    // A port nothing listens on: the connection is refused at once.
    const probe = new SMTPServer({ logger: false });
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.server.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const srv = await startServer({ PAGEGRADE_SMTP_URL: `smtp://127.0.0.1:${port}`, PAGEGRADE_RATE_EMAILS_PER_RECIPIENT: '1' });
    try {
      const summary = await analyze(srv);
      for (let i = 0; i < 2; i++) {
        const res = await ask(srv, summary.id, 'reader@example.com');
        assert.equal(res.status, 500, `attempt ${i + 1}: the first failure gave its count back`);
        assert.match(await res.text(), /The mail server did not accept the e-mail; please try again later\./);
      }
      assert.ok(srv.logs.some((l) => l['msg'] === 'report e-mail failed'));
    } finally {
      await srv.close();
    }
  });
});
