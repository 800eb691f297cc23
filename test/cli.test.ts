import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { snapshotFromParts } from '@pagegrade/core';
import { checkFixture } from '@pagegrade/core/testing';
import exampleFixtures from '../examples/plugin-example/rules/no-placeholder-text.fixtures.ts';
import { startSite, type FixtureSite } from './helpers/fixture-server.ts';

const bin = new URL('../core/bin/pagegrade.mjs', import.meta.url).pathname;
const example = new URL('../examples/plugin-example/index.ts', import.meta.url).pathname;
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
  site = await startSite({ '/': { body: '<!doctype html><html lang="en"><head><title>Live fixture site</title></head><body><h1>Live</h1></body></html>' } });
});
after(async () => {
  rmSync(dir, { recursive: true, force: true });
  await site.close();
});

/** Runs the CLI without blocking this process, which serves the fixture site. */
function cli(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bin, ...args], { env: { ...process.env, PAGEGRADE_UNSAFE_ALLOW_HOSTS: '127.0.0.1', NO_COLOR: '1' }, timeout: 60_000 });
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
      assert.deepEqual(Object.keys(c), ['id', 'dimension', 'outcome', 'impact', 'tags', 'title', 'findings']);
      for (const f of c.findings) for (const k of Object.keys(f)) assert.ok(['selector', 'line', 'column', 'detail'].includes(k), k);
    }
  }
  // A bare HTML file: header checks do not apply rather than fail.
  const hsts = docs[2].checks.find((c: { id: string }) => c.id === 'security/strict-transport-security');
  assert.equal(hsts.outcome, 'not-applicable');
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
  const child = spawn(process.execPath, [bin, 'checks'], { stdio: ['ignore', 'pipe', 'pipe'], timeout: 60_000 });
  child.stdout.destroy();
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (c: string) => (stderr += c));
  const [code] = (await once(child, 'close')) as [number | null];
  assert.equal(stderr, '');
  assert.equal(code, 0);
});

test('`pagegrade checks | head -1` prints one line and no error', async () => {
  const child = spawn('sh', ['-c', `"${process.execPath}" "${bin}" checks | head -1`], { timeout: 60_000 });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (c: string) => (stdout += c));
  child.stderr.setEncoding('utf8').on('data', (c: string) => (stderr += c));
  await once(child, 'close');
  assert.match(stdout, /^seo\/\S+ +seo +\w+ +.+\n$/);
  assert.equal(stderr, '');
});
