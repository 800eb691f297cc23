// The report as a person reads it: every finding reachable, what each issue costs, how the page
// was analysed, the downloads, and the site's history with its badge.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import type { AnalysisSummary, CheckResult, PageSnapshot } from '@pagegrade/core';
import { startServer, type TestServer } from '../helpers/server.ts';
import { startSite, type FixtureSite } from '../helpers/fixture-server.ts';

let srv: TestServer;
let site: FixtureSite;
let first: AnalysisSummary;
let second: AnalysisSummary;

/** 250 images without alt text: more than a check keeps (200). */
const IMAGES = 250;

async function analyze(url: string): Promise<AnalysisSummary> {
  const res = await fetch(`${srv.url}/api/v1/analyze`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ url }) });
  const body = await res.json();
  assert.equal(res.status, 200, JSON.stringify(body));
  return body as AnalysisSummary;
}

before(async () => {
  srv = await startServer();
  const imgs = Array.from({ length: IMAGES }, (_, i) => `<img src="/i${i}.png" width="10" height="10">`).join('\n');
  site = await startSite({
    '/': { body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Gallery</title><link rel="stylesheet" href="/s.css"></head><body><main><h1>Pictures</h1>\n${imgs}\n</main></body></html>` },
    '/old': { status: 301, headers: { location: '/' } },
    '/s.css': { body: 'p{color:#777}', headers: { 'content-type': 'text/css' } },
  });
  first = await analyze(`${site.url}old`);
  second = await analyze(site.url);
});
after(async () => {
  await site?.close();
  await srv?.close();
});

function between(html: string, from: string, to: string): string {
  const start = html.indexOf(from);
  assert.ok(start >= 0, `missing ${from}`);
  return html.slice(start, html.indexOf(to, start));
}

test('a check with more findings than it keeps lists every kept finding and says how many were left out', async () => {
  const stored = (await srv.stores.analyses.get(second.id))!;
  const alt = stored.checks.find((c) => c.id === 'accessibility/image-alt')!;
  assert.equal(alt.findings.length, 200);
  assert.equal(alt.omittedFindings, IMAGES - 200);
  const html = await (await fetch(second.reportUrl!)).text();
  const entry = between(html, '<details class="check fail" id="check-accessibility/image-alt">', '</details>');
  assert.match(entry, /\(critical impact, 250 findings, fixing it: \+\d+ overall, \+\d+ Accessibility\)/);
  assert.equal((entry.match(/<li><span class="where">/g) ?? []).length, 200);
  for (const i of [0, 1, 199]) assert.ok(entry.includes(`<pre>&lt;img src=&quot;/i${i}.png&quot; width=&quot;10&quot; height=&quot;10&quot;&gt;</pre>`), `finding ${i}`);
  assert.ok(entry.includes('50 more findings were counted on the page but not kept: a check keeps its first 200.'));
  assert.doesNotMatch(html, / · and \d+ more/, "no finding is cut off behind a count");
});

test('each failing or warning check says what passing it alone would gain, the same as the top issues', async () => {
  const html = await (await fetch(second.reportUrl!)).text();
  for (const issue of second.topIssues) {
    assert.ok(issue.gain, issue.check);
    const label = srv.rules.find((r) => r.id === issue.check)!;
    const entry = between(html, `id="check-${issue.check}">`, '</summary>');
    const alone = issue.gain!.overall === 0 && issue.gain!.dimension === 0 ? 'fixing it alone moves no score by a whole point' : `fixing it: +${issue.gain!.overall} overall, +${issue.gain!.dimension} `;
    assert.ok(entry.includes(alone), `${label.id}: ${entry}`);
  }
  const failing = ((await srv.stores.analyses.get(second.id))!.checks as CheckResult[]).filter((c) => c.outcome === 'fail' || c.outcome === 'warn');
  for (const c of failing) assert.match(between(html, `id="check-${c.id}">`, '</summary>'), /fixing it|moves no score/, c.id);
  // Failures come before warnings in each dimension.
  const section = between(html, '<section class="dimension" id="dimension-accessibility"', '</section>');
  const kinds = [...section.matchAll(/<details class="check (\w+)"/g)].map((m) => m[1]);
  assert.deepEqual(kinds, [...kinds].sort((a, b) => ['fail', 'warn', 'review'].indexOf(a!) - ['fail', 'warn', 'review'].indexOf(b!)));
});

test('the report says how the page was analysed: redirects, status, resources with sizes, what could not run, the engine', async () => {
  const html = await (await fetch(first.reportUrl!)).text();
  const how = between(html, '<h2 id="how">', '<h2 id="history">');
  assert.ok(how.includes(`Asked for <span class="url-inline">${site.url}old</span>; analysed <span class="url-inline">${site.url}</span>, which answered 200.`), how.slice(0, 400));
  assert.match(how, /<li>301 from <span class="url-inline">http:\/\/127\.0\.0\.1:\d+\/old<\/span><\/li>/);
  assert.match(how, /<li><span class="muted">stylesheet<\/span> <span class="url-inline">http:\/\/127\.0\.0\.1:\d+\/s\.css<\/span> — 200, 13 B<\/li>/);
  assert.match(how, /<li><span class="muted">robots<\/span> <span class="url-inline">[^<]+\/robots\.txt<\/span> — 404/);
  assert.match(how, /Analysed by pagegrade \d+\.\d+\.\d+ with \d+ checks\./);
  assert.match(how, /checks were not applicable: The page is not served over HTTPS\./);
  assert.match(how, /<a href="\/report\/[\w-]+\.json" download>the result as JSON<\/a>/);
  assert.match(how, /<a href="\/report\/[\w-]+\.har" download>the snapshot as HAR<\/a>/);
});

test('the downloads: the result as JSON, the snapshot as HAR without bodies', async () => {
  const json = await fetch(`${srv.url}/report/${second.id}.json`);
  assert.equal(json.status, 200);
  assert.match(json.headers.get('content-type')!, /^application\/json/);
  assert.equal(json.headers.get('content-disposition'), `attachment; filename="pagegrade-${second.id}.json"`);
  const doc = (await json.json()) as { summary: AnalysisSummary; checks: CheckResult[] };
  assert.deepEqual(doc.summary, second);
  assert.equal(doc.checks.length, srv.rules.length);

  const har = await fetch(`${srv.url}/report/${first.id}.har`);
  assert.equal(har.status, 200);
  const log = ((await har.json()) as PageSnapshot).log;
  assert.equal(log.version, '1.2');
  assert.deepEqual(log.entries.slice(0, 2).map((e) => [e.request.url, e.response.status]), [[`${site.url}old`, 301], [site.url, 200]]);
  for (const e of log.entries) assert.equal(e.response.content.text, undefined, e.request.url);
  const page = log.entries[1]!;
  assert.ok(page.response.content.size > 10_000, 'the size of the body is kept');

  const missing = await fetch(`${srv.url}/report/nosuchanalysis0000000.har`);
  assert.equal(missing.status, 404);
  assert.equal(((await missing.json()) as { error: { code: string } }).error.code, 'not_found');
});

test("the page's history: earlier analyses of the page with their scores, a chart with dates and values, a table, and a badge that follows the site's latest", async () => {
  const html = await (await fetch(second.reportUrl!)).text();
  const history = between(html, '<h2 id="history">', '<h2 id="badge">');
  // Both analyses ended at the same page (the first through a redirect): one series, no site line.
  assert.match(history, /<p>2 analyses of this page are kept here\.<\/p>/);
  assert.match(history, /<svg class="chart" viewBox="0 0 640 220" width="640" height="220" role="img" aria-labelledby="history-chart-title history-chart-desc"><title id="history-chart-title">Scores of this page over time<\/title><desc id="history-chart-desc">This page: 2 analyses, from \d+ on \d{4}-\d\d-\d\d to \d+ on \d{4}-\d\d-\d\d\. The table below lists every value\.<\/desc>/);
  const day = new Date().toISOString().slice(0, 10);
  assert.ok(history.includes(`text-anchor="start">${day}</text>`), 'the date is on the axis');
  assert.ok(history.includes(`<text class="chart-value" `) && history.includes(`>${second.score}</text>`), 'the points carry their values');
  assert.doesNotMatch(history, /chart-line-site/);
  assert.match(history, /<caption>Analyses of this page kept here, newest first<\/caption>/);
  assert.ok(history.includes(`<a href="/report/${first.id}">report</a>`), 'the earlier analysis is linked');
  assert.ok(history.includes('<strong>this report</strong>'));
  assert.ok(history.includes(`${srv.url}/badge/site/127.0.0.1.svg`));

  const badge = await fetch(`${srv.url}/badge/site/127.0.0.1.svg`);
  assert.equal(badge.status, 200);
  assert.equal(badge.headers.get('content-type'), 'image/svg+xml');
  assert.equal(badge.headers.get('cache-control'), 'public, max-age=300');
  assert.ok((await badge.text()).includes(`pagegrade: ${second.score} ${second.grade}`));
  // A newer analysis with another score: the site badge follows it.
  const stored = (await srv.stores.analyses.get(second.id))!;
  await srv.stores.analyses.save({ ...stored, createdAt: new Date(Date.now() + 60_000).toISOString(), summary: { ...stored.summary, id: 'later0000000000000000a', score: 12, grade: 'F' } });
  assert.ok((await (await fetch(`${srv.url}/badge/site/127.0.0.1.svg`)).text()).includes('pagegrade: 12 F'));
  assert.equal((await fetch(`${srv.url}/badge/site/unknown.example.svg`)).status, 404);
});

test("another page of the same site: its own history, with the site's analyses as a second series", async () => {
  // Another page of the host, stored as a later analysis.
  const stored = (await srv.stores.analyses.get(second.id))!;
  const otherUrl = `${site.url}other`;
  await srv.stores.analyses.save({ ...stored, createdAt: new Date(Date.now() + 120_000).toISOString(), summary: { ...stored.summary, id: 'otherpage0000000000000', url: otherUrl, score: 40, grade: 'D', reportUrl: `${srv.url}/report/otherpage0000000000000` } });
  const html = await (await fetch(`${srv.url}/report/otherpage0000000000000`)).text();
  const history = between(html, '<h2 id="history">', '<h2 id="badge">');
  assert.match(history, /1 analysis of this page and \d+ analyses of its site \(every page of its host\) are kept here\./);
  assert.match(history, /<title id="history-chart-title">Scores of this page and of the whole site over time<\/title>/);
  assert.match(history, /<path class="chart-line-site" d="M/);
  assert.match(history, /every page of the site<\/text>/, 'a legend names the series');
  assert.match(history, /<th scope="col">Page<\/th>/);
  assert.ok(history.includes(`<td class="url-inline">${otherUrl}</td>`));
  assert.ok(history.includes(`<td class="url-inline">${site.url}</td>`));
  // The first page's own report keeps its own series: the other page is in the site's.
  const firstPage = between(await (await fetch(second.reportUrl!)).text(), '<h2 id="history">', '<h2 id="badge">');
  assert.match(firstPage, /analyses of this page and \d+ analyses of its site/);
});

test('filters by dimension and outcome: plain links answered by the server, each with its count, the one in force marked', async () => {
  const base = second.reportUrl!;
  const path = new URL(base).pathname;
  const full = await (await fetch(base)).text();
  assert.equal((full.match(/<section class="dimension" /g) ?? []).length, 8);
  const nav = between(full, '<nav class="filters" aria-label="Filter the checks">', '</nav>');
  assert.ok(nav.includes(`<a href="${path}?dimension=accessibility#checks">Accessibility (`), 'a dimension is a link');
  assert.ok(nav.includes(`<a href="${path}?outcome=fail#checks">Failed (`), 'an outcome is a link');
  assert.match(nav, /<a href="[^"]+#checks" aria-current="true"><strong>All \(\d+\)<\/strong><\/a>/);

  const res = await fetch(`${base}?dimension=accessibility&outcome=fail`);
  assert.equal(res.status, 200);
  const html = await res.text();
  assert.ok(html.includes(`<link rel="canonical" href="${base}">`), 'the canonical address stays the report');
  assert.deepEqual([...html.matchAll(/<section class="dimension" id="dimension-(\w+)"/g)].map((m) => m[1]), ['accessibility']);
  const section = between(html, '<section class="dimension" id="dimension-accessibility"', '</section>');
  const kinds = [...section.matchAll(/<details class="check (\w+)"/g)].map((m) => m[1]);
  assert.ok(kinds.length > 0 && kinds.every((k) => k === 'fail'), kinds.join());
  assert.ok(section.includes('id="check-accessibility/image-alt"'));
  const filtered = between(html, '<nav class="filters"', '</nav>');
  assert.match(filtered, /aria-current="true"><strong>Accessibility \(\d+\)<\/strong>/);
  assert.match(filtered, /aria-current="true"><strong>Failed \(\d+\)<\/strong>/);
  assert.match(filtered, new RegExp(`<p role="status">Showing ${kinds.length} checks?: failed in Accessibility\\. <a href="${path}#checks">Show every check</a>\\.</p>`));

  // Passed checks are listed open; an unknown value is no filter.
  const passed = await (await fetch(`${base}?outcome=pass`)).text();
  assert.doesNotMatch(between(passed, '<h2 id="checks">', '<h2 id="how">'), /<details class="check /, 'no failing check is listed');
  assert.match(passed, /<details class="rest" open><summary>Passed \(\d+\) and not applicable \(0\)<\/summary>/);
  const unknown = await (await fetch(`${base}?dimension=nonsense&outcome=maybe`)).text();
  assert.equal((unknown.match(/<section class="dimension" /g) ?? []).length, 8);
});

test('"Analyze again" fills the home form in with the same address', async () => {
  const html = await (await fetch(second.reportUrl!)).text();
  const again = between(html, '<h2 id="again">', '</p>');
  const href = /<a href="([^"]+)">Analyze [^<]+ again<\/a>/.exec(again)![1]!.replaceAll('&amp;', '&');
  assert.equal(href, `/?url=${encodeURIComponent(second.url)}`);
  const home = await fetch(new URL(href, srv.url));
  assert.equal(home.headers.get('cache-control'), 'no-store');
  assert.ok((await home.text()).includes(`value="${second.url}"`), 'the address is in the field');
});

test("the report's one script is allowed by its hash, and only it", async () => {
  const res = await fetch(second.reportUrl!);
  const html = await res.text();
  const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  assert.equal(scripts.length, 1);
  const hash = createHash('sha256').update(scripts[0]!).digest('base64');
  const csp = res.headers.get('content-security-policy')!;
  assert.match(csp, new RegExp(`script-src 'sha256-${hash.replace(/[+/]/g, '\\$&')}'; `));
  assert.doesNotMatch(csp, /unsafe-inline|script-src[^;]*'self'/);
  assert.match(scripts[0]!, /\.open = true/);
});
