// A saved page is graded with the files it links under the folder it was given in — its sheets,
// scripts and images — and with nothing outside that folder.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { analyze, buildPage, loadRules } from '@pagegrade/core';
import { savedPageSnapshot } from '../../core/src/cli/saved-page.ts';
import { expandInputs } from '../../core/src/cli/inputs.ts';

/** A 1 × 1 PNG's signature and header: enough for its type and pixel size. */
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000c8000000960806000000', 'hex');

let top: string;
let site: string;
before(() => {
  top = mkdtempSync(join(tmpdir(), 'pagegrade-local-'));
  site = join(top, 'site');
  mkdirSync(join(site, 'css'), { recursive: true });
  mkdirSync(join(site, 'blog'), { recursive: true });
  mkdirSync(join(site, 'img'), { recursive: true });
  // Outside the folder: a sheet that would size the image, and a secret a link points at.
  writeFileSync(join(top, 'outside.css'), '.hero { width: 200px; height: 150px }');
  writeFileSync(join(top, 'secret.css'), '/* secret */ .hero { width: 1px; height: 1px }');
  writeFileSync(join(site, 'css', 'site.css'), '.hero { width: 100%; height: auto; aspect-ratio: 4 / 3 } body { margin: 0 }');
  writeFileSync(join(site, 'app.js'), 'document.documentElement.className = "js";');
  writeFileSync(join(site, 'img', 'hero.png'), PNG);
  symlinkSync(join(top, 'secret.css'), join(site, 'css', 'linked.css'));
  const page = (sheets: string) => `<!doctype html><html lang="en"><head><title>Local</title>${sheets}<script src="app.js"></script></head><body><img class="hero" src="img/hero.png" alt="A hero"></body></html>`;
  writeFileSync(join(site, 'index.html'), page('<link rel="stylesheet" href="css/site.css">'));
  writeFileSync(join(site, 'escape.html'), page('<link rel="stylesheet" href="../outside.css"><link rel="stylesheet" href="../../outside.css">'));
  writeFileSync(join(site, 'symlink.html'), page('<link rel="stylesheet" href="css/linked.css">'));
  writeFileSync(join(site, 'blog', 'post.html'), page('<link rel="stylesheet" href="/css/site.css"><link rel="stylesheet" href="../css/site.css">'));
});
after(() => rmSync(top, { recursive: true, force: true }));

async function pageOf(file: string, root = site) {
  const { readFile } = await import('node:fs/promises');
  return buildPage(await savedPageSnapshot(file, await readFile(file, 'utf8'), null, root));
}

test('the sheets, scripts and images a file links are read from disk, under the URLs the page resolves them to', async () => {
  const page = await pageOf(join(site, 'index.html'));
  const css = page.resources.find((r) => r.role === 'stylesheet')!;
  assert.equal(css.url, new URL('css/site.css', page.url).href);
  assert.equal(css.state, 'ok');
  assert.equal(page.stylesheets.filter((s) => s.origin === 'external').length, 1);
  assert.equal(page.scripts.filter((s) => s.origin === 'external').length, 1);
  assert.deepEqual(page.resources.find((r) => r.role === 'image')!.image, { type: 'png', width: 200, height: 150 });
  // No response header is made up for a file.
  assert.ok(page.resources.every((r) => r.headers.names().length === 0));
  assert.equal(page.headersKnown, false);
});

test('with its sheet, a page is judged like the served site: the sheet sizes the image', async () => {
  const rules = await loadRules([], ['@pagegrade/plugin-performance']);
  const { readFile } = await import('node:fs/promises');
  const file = join(site, 'index.html');
  const withSheet = analyze(await savedPageSnapshot(file, await readFile(file, 'utf8'), null, site), rules);
  const without = analyze(await savedPageSnapshot(file, await readFile(file, 'utf8'), null), rules);
  assert.equal(withSheet.checks.find((c) => c.id === 'performance/unsized-images')!.outcome, 'pass');
  assert.equal(without.checks.find((c) => c.id === 'performance/unsized-images')!.outcome, 'needs-review');
});

test('root-relative and parent references resolve inside the folder, as a static server serving it would', async () => {
  const page = await pageOf(join(site, 'blog', 'post.html'));
  const sheets = page.resources.filter((r) => r.role === 'stylesheet');
  assert.equal(sheets.length, 2);
  assert.ok(sheets.every((r) => r.state === 'ok' && r.body!.includes('aspect-ratio')));
});

test('a ../ reference never leaves the folder: it stops at its root, where there is no such file', async () => {
  const page = await pageOf(join(site, 'escape.html'));
  const sheets = page.resources.filter((r) => r.role === 'stylesheet');
  assert.equal(sheets.length, 2);
  for (const r of sheets) {
    assert.equal(r.state, 'missing');
    assert.equal(r.body, null);
  }
});

test('a symbolic link out of the folder is not followed: the file is recorded as not read', async () => {
  const page = await pageOf(join(site, 'symlink.html'));
  const sheet = page.resources.find((r) => r.role === 'stylesheet')!;
  assert.equal(sheet.received, false);
  assert.match(sheet.error ?? '', /outside the folder/);
  assert.equal(page.stylesheets.filter((s) => s.origin === 'external').length, 0);
});

test('a directory is the root of its files; a file given alone has its own folder as root', async () => {
  const dir = await expandInputs([site]);
  assert.ok(dir.inputs.every((i) => i.kind === 'file' && i.root === site));
  const one = await expandInputs([join(site, 'blog', 'post.html')]);
  assert.equal(one.inputs[0]!.kind === 'file' && one.inputs[0]!.root, join(site, 'blog'));
  // Given alone, the post's folder is its root: /css/site.css and ../css/site.css are not under it.
  const alone = await pageOf(join(site, 'blog', 'post.html'), join(site, 'blog'));
  assert.ok(alone.resources.filter((r) => r.role === 'stylesheet').every((r) => r.state === 'missing'));
});
