import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSite, type FixtureSite } from './helpers/fixture-server.ts';

// `pagegrade analyze --render`, and a saved rendered snapshot graded offline: the CLI's side of
// rendered mode. Every result says its mode.

const bin = new URL('../packages/pagegrade/bin/pagegrade.mjs', import.meta.url).pathname;
const CHROMIUM = process.env['PAGEGRADE_CHROMIUM'] || '/usr/bin/chromium';
const NO_CHROMIUM = existsSync(CHROMIUM) ? false : `no browser at ${CHROMIUM}`;
const SCRIPT_BUILT =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Empty shell</title></head><body><div id="app"></div>' +
  "<script>document.title = 'Built by script'; document.getElementById('app').innerHTML = '<main><h1>Rendered heading</h1></main>';</script></body></html>";

let dir: string;
let site: FixtureSite;
before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'pagegrade-cli-render-'));
  writeFileSync(join(dir, 'page.html'), '<!doctype html><html lang="en"><head><title>Saved</title></head><body><h1>Saved</h1></body></html>');
  site = await startSite({ '/': { body: SCRIPT_BUILT } });
});
after(async () => {
  rmSync(dir, { recursive: true, force: true });
  await site.close();
});

function cli(args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bin, ...args], { env: { ...process.env, PAGEGRADE_UNSAFE_ALLOW_HOSTS: '127.0.0.1', NO_COLOR: '1', ...env }, timeout: 120_000 });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (c: string) => (stdout += c));
    child.stderr.setEncoding('utf8').on('data', (c: string) => (stderr += c));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

test('--render takes URLs only: a file is a usage error that says why', async () => {
  const r = await cli(['analyze', join(dir, 'page.html'), '--render']);
  assert.equal(r.code, 2);
  assert.match(r.stderr, /--render loads URLs in Chromium; .*page\.html is a file/);
  assert.equal(r.stdout, '');
});

test('without --render a result says it is static, in the JSON and the table', async () => {
  const json = await cli(['analyze', site.url, '--json']);
  assert.equal(json.code, 0, json.stderr);
  const doc = JSON.parse(json.stdout);
  assert.deepEqual(Object.keys(doc.summary).slice(0, 3), ['id', 'url', 'mode']);
  assert.equal(doc.summary.mode, 'static');
  assert.equal(doc.summary.title, 'Empty shell');
  const table = await cli(['analyze', site.url]);
  assert.match(table.stdout, /Overall\s+\d+\s+\S+\s+as served/);
});

test('without a browser, --render fails that input with rendering_unavailable', async () => {
  const r = await cli(['analyze', site.url, '--render', '--json'], { PAGEGRADE_CHROMIUM: '/nonexistent/chromium' });
  assert.equal(r.code, 1);
  assert.equal(JSON.parse(r.stdout).error.code, 'rendering_unavailable');
});

test('--render grades what the script built, and the saved rendered snapshot grades the same offline', { skip: NO_CHROMIUM }, async () => {
  const r = await cli(['analyze', site.url, '--render', '--json']);
  assert.equal(r.code, 0, r.stderr);
  const doc = JSON.parse(r.stdout);
  assert.equal(doc.summary.mode, 'rendered');
  assert.equal(doc.summary.title, 'Built by script');
  const table = await cli(['analyze', site.url, '--render']);
  assert.match(table.stdout, /rendered in Chromium/);

  // The snapshot as the core saves it, read back from a file without a network or a browser.
  const { renderSnapshot, closeSharedRenderer } = await import('@pagegrade/core');
  const snapshot = await renderSnapshot(site.url, { allowHosts: ['127.0.0.1'] });
  await closeSharedRenderer();
  writeFileSync(join(dir, 'snapshot.json'), JSON.stringify(snapshot));
  const offline = await cli(['analyze', join(dir, 'snapshot.json'), '--json'], { PAGEGRADE_CHROMIUM: '/nonexistent/chromium' });
  assert.equal(offline.code, 0, offline.stderr);
  const saved = JSON.parse(offline.stdout);
  assert.equal(saved.summary.mode, 'rendered');
  assert.equal(saved.summary.title, 'Built by script');
  const again = await cli(['analyze', join(dir, 'snapshot.json'), '--json']);
  assert.equal(again.stdout, offline.stdout, 'the same snapshot gives the same bytes');
});
