import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, writeFileSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { snapshotFromParts } from '@pagegrade/core';
import { checkFixture } from '@pagegrade/core/testing';
import exampleFixtures from '../examples/plugin-example/src/rules/no-placeholder-text.fixtures.ts';
import { startSite, type FixtureSite } from './helpers/fixture-server.ts';

const bin = new URL('../packages/pagegrade/bin/pagegrade.mjs', import.meta.url).pathname;
const example = new URL('../examples/plugin-example/src/index.ts', import.meta.url).pathname;
let dir: string;
let site: FixtureSite;

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'pagegrade-cli-'));
  writeFileSync(join(dir, 'page.html'), '<!doctype html><html lang="en"><head><title>Saved page for the CLI</title></head><body><h1>Lorem ipsum</h1></body></html>');
  const har = snapshotFromParts({
    url: 'https://shop.example/',
    headers: { 'content-type': 'text/html', 'strict-transport-security': 'max-age=31536000' },
    html: '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A shop in a HAR capture</title></head><body><main><h1>Shop</h1></main></body></html>',
    resources: { '/robots.txt': { headers: { 'content-type': 'text/plain' }, body: 'User-agent: *\nDisallow:\n' } },
  });
  writeFileSync(join(dir, 'capture.har'), JSON.stringify(har));
  // A page saved from its site: its own scripts and links, one script from elsewhere, a dated article.
  const own = (head: string) =>
    `<!doctype html><html lang="en"><head><title>Saved shop page</title>${head}<script src="https://shop.example/app.js"></script><script src="https://cdn.other.example/lib.js"></script>` +
    '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Article","headline":"Oak","datePublished":"2026-05-01"}</script></head>' +
    '<body><h1>Shop</h1><a href="https://shop.example/oak">Oak</a></body></html>';
  writeFileSync(join(dir, 'canonical.html'), own('<link rel="canonical" href="https://shop.example/products/"><meta property="og:url" content="https://og.example/">'));
  writeFileSync(join(dir, 'og.html'), own('<meta property="og:url" content="https://shop.example/og/">'));
  writeFileSync(join(dir, 'plain.html'), own(''));
  for (const f of ['canonical.html', 'og.html', 'plain.html']) utimesSync(join(dir, f), new Date('2026-04-01T00:00:00Z'), new Date('2026-04-01T00:00:00Z'));
  site = await startSite({ '/': { body: '<!doctype html><html lang="en"><head><title>Live fixture site</title></head><body><h1>Live</h1></body></html>' } });
});
after(async () => {
  rmSync(dir, { recursive: true, force: true });
  await site.close();
});

/** Runs the CLI without blocking this process, which serves the fixture site. */
function cli(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bin, ...args], { env: { ...process.env, PAGEGRADE_UNSAFE_ALLOW_HOSTS: '127.0.0.1', NO_COLOR: '1' }, timeout: 300_000 });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (c: string) => (stdout += c));
    child.stderr.setEncoding('utf8').on('data', (c: string) => (stderr += c));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

test('--json prints one document per input, in input order, and nothing else', async () => {
  const r = await cli(['analyze', join(dir, 'capture.har'), site.url, join(dir, 'page.html'), '--json']);
  assert.equal(r.code, 0, r.stderr);
  const lines = r.stdout.trim().split('\n');
  assert.equal(lines.length, 3);
  const docs = lines.map((l) => JSON.parse(l));
  assert.deepEqual(docs.map((d) => d.summary.title), ['A shop in a HAR capture', 'Live fixture site', 'Saved page for the CLI']);
  for (const d of docs) {
    assert.deepEqual(Object.keys(d), ['summary', 'checks']);
    assert.equal(d.summary.dimensions.length, 8);
    for (const c of d.checks) {
      // `measured` only on a check that measures a number (for budgets), last.
      assert.deepEqual(Object.keys(c), ['id', 'dimension', 'outcome', 'impact', 'tags', 'title', 'findings', ...('measured' in c ? ['measured'] : [])]);
      for (const f of c.findings) for (const k of Object.keys(f)) assert.ok(['selector', 'line', 'column', 'detail', 'snippet', 'file'].includes(k), k);
    }
  }
  // A bare HTML file: header checks do not apply rather than fail.
  const hsts = docs[2].checks.find((c: { id: string }) => c.id === 'security/strict-transport-security');
  assert.equal(hsts.outcome, 'not-applicable');
  // The capture's total weight is measured, in bytes; a saved page has none to measure.
  assert.deepEqual(Object.keys(docs[0].checks.find((c: { id: string }) => c.id === 'performance/total-byte-weight').measured), ['value', 'unit']);
  assert.equal(docs[2].checks.find((c: { id: string }) => c.id === 'performance/total-byte-weight').measured, undefined);
});

type Doc = { summary: { url: string; notes?: string[] }; checks: Array<{ id: string; outcome: string; findings: Array<{ detail: string }> }> };
const check = (d: Doc, id: string) => d.checks.find((c) => c.id === id)!;

test('a saved page is graded under its address: --url, else its canonical URL, else og:url; the output says which', async () => {
  const [given, canonical, og, plain] = await Promise.all([
    cli(['analyze', join(dir, 'plain.html'), '--url', 'https://shop.example/saved/', '--json']),
    cli(['analyze', join(dir, 'canonical.html'), '--json']),
    cli(['analyze', join(dir, 'og.html'), '--json']),
    cli(['analyze', join(dir, 'plain.html'), '--json']),
  ]);
  for (const r of [given, canonical, og, plain]) assert.equal(r.code, 0, r.stderr);
  const [g, c, o, p] = [given, canonical, og, plain].map((r) => JSON.parse(r.stdout) as Doc);
  assert.equal(g!.summary.url, 'https://shop.example/saved/');
  assert.match(g!.summary.notes![0]!, /graded under https:\/\/shop\.example\/saved\/, the address given for it/);
  assert.equal(c!.summary.url, 'https://shop.example/products/');
  assert.match(c!.summary.notes![0]!, /the page's canonical URL \(read from file:/);
  assert.equal(o!.summary.url, 'https://shop.example/og/');
  assert.match(o!.summary.notes![0]!, /the page's og:url/);
  assert.match(p!.summary.url, /^file:/);
  assert.match(p!.summary.notes![0]!, /without a web address/);
  for (const d of [g!, c!, o!]) {
    // The page's own site is first-party: only the other site's script is reported.
    for (const id of ['performance/third-party-blocking-scripts', 'security/sri-scripts']) {
      const details = check(d, id).findings.map((f) => f.detail);
      assert.ok(details.some((x) => x.includes('cdn.other.example')), `${id}: ${details.join(' | ')}`);
      assert.ok(!details.some((x) => x.includes('shop.example/app.js')), `${id}: ${details.join(' | ')}`);
    }
    assert.doesNotMatch(check(d, 'data-tracking/third-party-recipients').findings.map((f) => f.detail).join(' '), /shop\.example/);
    assert.equal(check(d, 'seo/internal-links').outcome !== 'not-applicable', true);
  }
  // Header checks are skipped, and the result says so.
  for (const d of [g!, p!]) {
    assert.equal(check(d, 'security/strict-transport-security').outcome, 'not-applicable');
    assert.ok(d.summary.notes!.some((n) => /Response headers are not part of this snapshot, so \d+ check\(s\) that read them were skipped/.test(n)));
  }
  // The file's modification time is the capture time: a date after it is in the future, no longer every date after 1970.
  assert.match(check(p!, 'geo/json-ld-dates').findings[0]!.detail, /after the page was captured \(2026-04-01\)/);
  const table = await cli(['analyze', join(dir, 'canonical.html')]);
  assert.match(table.stdout, /Note: A saved page, graded under https:\/\/shop\.example\/products\//);
  assert.match(table.stdout, /Note: Response headers are not part of this snapshot/);
  // --url is for one saved page.
  assert.equal((await cli(['analyze', join(dir, 'plain.html'), join(dir, 'og.html'), '--url', 'https://shop.example/'])).code, 2);
  assert.equal((await cli(['analyze', join(dir, 'capture.har'), '--url', 'https://shop.example/'])).code, 2);
  assert.equal((await cli(['analyze', join(dir, 'plain.html'), '--url', 'ftp://shop.example/', '--json'])).code, 1);
});

test('the same HAR gives byte-identical JSON, in one process and across processes', async () => {
  const har = join(dir, 'capture.har');
  const one = await cli(['analyze', har, har, '--json']);
  const two = await cli(['analyze', har, '--json']);
  const [a, b] = one.stdout.trim().split('\n');
  assert.equal(a, b);
  assert.equal(two.stdout.trim(), a);
});

test('the table is readable and lists the top issues', async () => {
  const r = await cli(['analyze', join(dir, 'page.html')]);
  assert.equal(r.code, 0, r.stderr);
  assert.match(r.stdout, /Saved page for the CLI/);
  assert.match(r.stdout, /Overall\s+\d+/);
  assert.match(r.stdout, /Top issues/);
  assert.match(r.stdout, / 1\. \[\w+\] .+ \(fixing it: \+\d+ overall, \+\d+ \w+; then \d+ [A-F][+-]?\)/, "each top issue says what fixing it is worth and the score then");
  assert.match(r.stdout, /Security/);
});

test('an input that cannot be analyzed gives an error line and exit 1, the others still print', async () => {
  const r = await cli(['analyze', join(dir, 'missing.html'), join(dir, 'page.html'), 'http://10.0.0.1/', '--json']);
  assert.equal(r.code, 1);
  const lines = r.stdout.trim().split('\n').map((l) => JSON.parse(l));
  assert.equal(lines.length, 3);
  assert.equal(lines[0].error.code, 'invalid_request');
  assert.ok(lines[1].summary);
  assert.equal(lines[2].error.code, 'blocked_host');
  assert.match(r.stderr, /missing\.html/);
});

test('usage errors exit 2', async () => {
  assert.equal((await cli([])).code, 2);
  assert.equal((await cli(['analyze'])).code, 2);
  assert.equal((await cli(['analyze', 'x', '--bogus'])).code, 2);
  assert.equal((await cli(['frobnicate', 'x'])).code, 2);
  assert.equal((await cli(['--help'])).code, 0);
});

test('--plugin loads a third-party plugin whose rules run and are scored', async () => {
  const r = await cli(['analyze', join(dir, 'page.html'), '--plugin', example, '--json']);
  assert.equal(r.code, 0, r.stderr);
  const doc = JSON.parse(r.stdout);
  const check = doc.checks.find((c: { id: string }) => c.id === 'example/no-placeholder-text');
  assert.equal(check.outcome, 'fail');
  assert.match(check.findings[0].detail, /Lorem ipsum/);
  assert.equal((await cli(['analyze', join(dir, 'page.html'), '--plugin', './does-not-exist.ts'])).code, 2);
});

test('the example plugin fixtures hold', () => {
  for (const f of exampleFixtures.cases) assert.equal(checkFixture(exampleFixtures.rule, f), null, f.name);
});

test('a reader that closes the pipe early ends the command quietly', async () => {
  // The read end is closed before the command writes anything, so its first write meets EPIPE.
  const child = spawn(process.execPath, [bin, 'checks'], { stdio: ['ignore', 'pipe', 'pipe'], timeout: 300_000 });
  child.stdout.destroy();
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (c: string) => (stderr += c));
  const [code] = (await once(child, 'close')) as [number | null];
  assert.equal(stderr, '');
  assert.equal(code, 0);
});

test('`pagegrade checks | head -1` prints one line and no error', async () => {
  const child = spawn('sh', ['-c', `"${process.execPath}" "${bin}" checks | head -1`], { timeout: 300_000 });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (c: string) => (stdout += c));
  child.stderr.setEncoding('utf8').on('data', (c: string) => (stderr += c));
  await once(child, 'close');
  assert.match(stdout, /^seo\/\S+ +seo +\w+ +.+\n$/);
  assert.equal(stderr, '');
});
