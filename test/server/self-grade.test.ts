// The service grades its own pages by the standard it grades others by: the home, a report and
// the leaderboard page are fetched from the running server through the real fetcher (with the
// headers the server really sends) and analyzed with every rule. Each dimension must score ≥ 90.
import { test, before, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import { DIMENSIONS, analyze, summarizeChecks, type Analysis, type CheckResult } from '@pagegrade/core';
import { fetchSnapshot } from '@pagegrade/core/fetch';
import { startServer, type TestServer } from '../helpers/server.ts';
import { LOOPBACK, startSite, type FixtureSite } from '../helpers/fixture-server.ts';
import { PATIENT_FETCH, heldPage } from '../helpers/progress.ts';

const MIN_SCORE = 90;

/**
 * Checks that fail here only because the test server is plain HTTP/1.1 on 127.0.0.1. The fetcher
 * cannot be told to trust a test certificate (it records an untrusted one as a failing fact), so
 * the test cannot serve TLS; in production TLS and HTTP/2 come from the proxy in front of the
 * service (docs/pages.md). Such a check is set aside only when every finding it made is the
 * plain-transport one, so any other failure of the same check still counts. The HTTPS-only checks
 * (HSTS, certificates, mixed content) are not applicable over HTTP and need no entry.
 */
const TRANSPORT: Record<string, RegExp> = {
  'security/https': /^The page is served over plain HTTP at http:\/\/127\.0\.0\.1:\d+\//,
  'security/form-action-http': /submits to http:\/\/127\.0\.0\.1:\d+\/\S* over HTTP/,
  'security/security-txt-format': /^security\.txt is served over plain HTTP \(http:\/\/127\.0\.0\.1:\d+\/\.well-known\/security\.txt\)\.$/,
  'performance/http2': /^The document was served over HTTP\/1\.1 and no Alt-Svc header offers HTTP\/2 or HTTP\/3\.$/,
};

/**
 * Checks whose verdict is a time the fetcher measured once: on a test machine busy with other
 * tests they say how busy it was, not how good the pages are, so they never count here (tests do
 * not fail on timing). The time checks have their own fixtures.
 */
const MEASURED = new Set(['performance/server-response-time', 'performance/download-time']);

function transportOnly(c: CheckResult): boolean {
  const pattern = TRANSPORT[c.id];
  return !!pattern && (c.outcome === 'fail' || c.outcome === 'warn') && c.findings.length > 0 && !c.omittedFindings && c.findings.every((f) => pattern.test(f.detail));
}

/** The public address the HTTPS variant is configured with, as if a TLS proxy served it. */
const PUBLIC_HTTPS = 'https://pagegrade.test';

let srv: TestServer;
let httpsSrv: TestServer;
let site: FixtureSite;
const held = heldPage('Held');
before(async () => {
  held.hold();
  srv = await startServer(PATIENT_FETCH);
  httpsSrv = await startServer({ PAGEGRADE_PUBLIC_URL: PUBLIC_HTTPS });
  site = await startSite({
    '/': { body: '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Self-grade fixture bakery</title></head><body><main><h1>Bread</h1><img src="/a.png"></main></body></html>' },
    // A page whose analysis stays under way until the test is done with its progress page.
    '/held': held.handler,
  });
});
after(async () => {
  held.release();
  await srv?.whenIdle();
  await site?.close();
  await srv?.close();
  await httpsSrv?.close();
});

/**
 * The page as the fetcher gets it from the running server, scored with the plain-transport checks
 * set aside. With `publicOrigin`, the snapshot's addresses are rewritten from the loopback origin
 * to that https:// origin: the server is configured for it, so the page, its headers and files are
 * exactly what it sends behind a TLS proxy; only the connection itself was plain.
 */
async function grade(server: TestServer, url: string, publicOrigin?: string): Promise<{ analysis: Analysis; setAside: string[] }> {
  let snapshot: unknown = await fetchSnapshot(url, { allowHosts: LOOPBACK, limits: server.config.fetchLimits });
  if (publicOrigin) snapshot = JSON.parse(JSON.stringify(snapshot).replaceAll(server.url, publicOrigin));
  const a = analyze(snapshot, server.rules);
  const setAside = a.checks.filter(transportOnly).map((c) => c.id);
  const checks = a.checks.map((c) => (setAside.includes(c.id) || MEASURED.has(c.id) ? { ...c, outcome: 'not-applicable' as const } : c));
  return { analysis: summarizeChecks(a.summary.url, a.summary.title, checks, server.rules, a.summary.id), setAside };
}

/** Every dimension below the bar, with the checks that cost it points and what they found. */
function shortfalls(a: Analysis, exempt: readonly string[] = []): string {
  const lines: string[] = [];
  for (const d of a.summary.dimensions) {
    if (d.score >= MIN_SCORE || exempt.includes(d.key)) continue;
    lines.push(`${d.label}: ${d.score}`);
    for (const c of a.checks) {
      if (c.dimension !== d.key || (c.outcome !== 'fail' && c.outcome !== 'warn')) continue;
      const findings = c.findings.slice(0, 3).map((f) => `${f.detail}${f.selector ? ` (${f.selector})` : ''}`);
      lines.push(`  ${c.outcome} ${c.id} [${c.impact}]: ${c.title}${findings.length ? `\n      ${findings.join('\n      ')}` : ''}`);
    }
  }
  return lines.join('\n');
}

function scores(a: Analysis): Record<string, number> {
  return Object.fromEntries(a.summary.dimensions.map((d) => [d.key, d.score]));
}

async function assertSelfGrade(name: string, server: TestServer, url: string, publicOrigin?: string, exempt: readonly string[] = []): Promise<{ analysis: Analysis; setAside: string[] }> {
  const { analysis: a, setAside } = await grade(server, url, publicOrigin);
  assert.equal(a.summary.dimensions.length, DIMENSIONS.length);
  if (publicOrigin) assert.ok(a.summary.url.startsWith(`${publicOrigin}/`), a.summary.url);
  const report = shortfalls(a, exempt);
  // The scores are printed so a run shows where each page stands, not only whether it passed.
  process.stdout.write(`# self-grade ${name}: ${JSON.stringify(scores(a))}; set aside as plain-HTTP/1.1 only: ${setAside.join(', ') || 'none'}\n`);
  if (report) assert.fail(`The ${name} page scores below ${MIN_SCORE}:\n${report}`);
  return { analysis: a, setAside };
}

/** A report of the fixture site on `server`, fetched at its loopback address. */
async function reportOn(server: TestServer): Promise<string> {
  const res = await fetch(`${server.url}/api/v1/analyze`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ url: site.url }) });
  assert.equal(res.status, 200);
  const { reportUrl } = (await res.json()) as { reportUrl: string };
  return `${server.url}${new URL(reportUrl).pathname}`;
}

describe('over plain HTTP on loopback, as the test server runs', () => {
  test('the home page scores at least 90 in every dimension', async () => {
    await assertSelfGrade('home', srv, `${srv.url}/`);
  });

  test('a report page scores at least 90 in every dimension', async () => {
    await assertSelfGrade('report', srv, await reportOn(srv));
  });

  test('the progress page of an analysis under way scores at least 90 in every dimension', async () => {
    const res = await fetch(`${srv.url}/analyze`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ url: `${site.url}held` }).toString() });
    assert.equal(res.status, 303);
    // One visitor's page for a few seconds, kept out of search on purpose (X-Robots-Tag: noindex):
    // its SEO score measures that choice, so SEO is the one dimension not held to the bar, and the
    // test makes sure the choice is all that it measures.
    const { analysis } = await assertSelfGrade('progress', srv, `${srv.url}${res.headers.get('location')}`, undefined, ['seo']);
    const failed = analysis.checks.filter((c) => c.dimension === 'seo' && c.outcome === 'fail');
    assert.deepEqual(failed.map((c) => c.id), ['seo/indexable']);
    assert.deepEqual(failed[0]!.findings.map((f) => f.detail), ['X-Robots-Tag: noindex keeps the page out of all search engines.']);
  });

  test('the leaderboard page scores at least 90 in every dimension', async () => {
    await assertSelfGrade('leaderboard', srv, `${srv.url}/leaderboard`);
  });

  test('the check catalogue, a dimension of it, a check and a search score at least 90 in every dimension', async () => {
    for (const [name, path] of [['catalogue', '/docs/checks'], ['catalogue dimension', '/docs/checks/accessibility'], ['check', '/docs/checks/seo/canonical-present'], ['catalogue search', '/docs/checks?q=contrast']] as const) {
      await assertSelfGrade(name, srv, `${srv.url}${path}`);
    }
  });
});

describe('as served behind an HTTPS proxy (public URL https://)', () => {
  // Only HTTP/2 is left to the proxy; HSTS, the upgrade policy, secure forms and security.txt
  // over HTTPS are judged on what the server itself sends.
  test('home, report and leaderboard score at least 90 in every dimension', async () => {
    const report = await reportOn(httpsSrv);
    for (const [name, url] of [['home (https)', `${httpsSrv.url}/`], ['report (https)', report], ['leaderboard (https)', `${httpsSrv.url}/leaderboard`]] as const) {
      const { analysis, setAside } = await assertSelfGrade(name, httpsSrv, url, PUBLIC_HTTPS);
      // HTTP/2 fails only an origin that serves six or more assets over HTTP/1.1 (Lighthouse 13),
      // which a page of ours may not reach: it is the one check that may be set aside, not one that must.
      assert.deepEqual(setAside.filter((id) => id !== 'performance/http2'), [], name);
      const outcome = (id: string) => analysis.checks.find((c) => c.id === id)?.outcome;
      const judged = ['security/https', 'security/strict-transport-security', 'security/hsts-include-subdomains', 'security/security-txt-format', ...(name.startsWith('home') ? ['security/form-action-http'] : [])];
      for (const id of judged) {
        assert.equal(outcome(id), 'pass', `${name}: ${id}`);
      }
    }
  });
});
