// A plugin written outside the repository, in a folder of its own with no node_modules: it imports
// @pagegrade/core as its peer dependency and gets the running engine (one instance, so its rules
// pass the engine's checks), through --plugin, PAGEGRADE_PLUGINS, the pool's worker threads and
// loadPlugins with a base folder.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadPlugins, defineRule, resolvePlugin } from '@pagegrade/core';

const bin = new URL('../../packages/pagegrade/bin/pagegrade.mjs', import.meta.url).pathname;
let dir: string;

// The plugin says whether the core it imported is the one the test imported: one instance.
const PLUGIN = `import * as core from '@pagegrade/core';
import { catalogue } from '@pagegrade/core';
export const sameCore = core.defineRule === globalThis.__pagegradeDefineRule;
export default core.definePlugin({
  name: 'outside',
  rules: [core.defineRule({
    id: 'outside/no-marquee',
    dimension: 'uiux',
    title: 'No marquee element scrolls text',
    failureTitle: 'A marquee element scrolls text',
    description: 'Looks for the obsolete marquee element.',
    why: 'Moving text is hard to read and cannot be paused.',
    fix: 'Replace the marquee with static text.',
    impact: 'minor',
    tags: [typeof catalogue === 'function' ? 'best-practice' : 'broken'],
    create(ctx) {
      return { element: { marquee(el) { ctx.report(el, 'A marquee element scrolls its text.'); } } };
    },
  })],
});
`;

before(() => {
  dir = mkdtempSync(join(tmpdir(), 'pagegrade-outside-'));
  mkdirSync(join(dir, 'myplugin'));
  writeFileSync(join(dir, 'myplugin', 'package.json'), JSON.stringify({ name: 'myplugin', version: '1.0.0', type: 'module', exports: './index.js', peerDependencies: { '@pagegrade/core': '*' } }));
  writeFileSync(join(dir, 'myplugin', 'index.js'), PLUGIN);
  // A copy of @pagegrade/core in the plugin's own node_modules (its devDependency for tests, say)
  // must not be the one it gets: here it is a decoy without the API.
  const decoy = join(dir, 'myplugin', 'node_modules', '@pagegrade', 'core');
  mkdirSync(decoy, { recursive: true });
  writeFileSync(join(decoy, 'package.json'), JSON.stringify({ name: '@pagegrade/core', version: '0.0.0', type: 'module', exports: './index.js' }));
  writeFileSync(join(decoy, 'index.js'), 'export const decoy = true;\n');
  mkdirSync(join(dir, 'loose'));
  writeFileSync(join(dir, 'loose', 'rules.mjs'), PLUGIN.replace("name: 'outside'", "name: 'loose'").replace("'outside/no-marquee'", "'loose/no-marquee'"));
  for (const n of [1, 2]) writeFileSync(join(dir, `page${n}.html`), '<!doctype html><html lang="en"><head><title>Marquee</title></head><body><marquee>Sale!</marquee></body></html>');
});
after(() => rmSync(dir, { recursive: true, force: true }));

function cli(args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bin, ...args], { cwd: dir, env: { ...process.env, ...env }, timeout: 120_000 });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (c: string) => (stdout += c));
    child.stderr.setEncoding('utf8').on('data', (c: string) => (stderr += c));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

function outcomes(stdout: string, id: string): string[] {
  return stdout.trim().split('\n').map((line) => (JSON.parse(line) as { checks: Array<{ id: string; outcome: string; tags: string[] }> }).checks.find((c) => c.id === id)).map((c) => `${c?.outcome} ${c?.tags.join(',')}`);
}

test('a plugin folder with no node_modules loads with --plugin, relative to the working directory', async () => {
  const r = await cli(['analyze', 'page1.html', '--plugin', './myplugin', '--json', '--threads', '1']);
  assert.equal(r.code, 0, r.stderr);
  assert.deepEqual(outcomes(r.stdout, 'outside/no-marquee'), ['fail best-practice']);
});

test('on the pool’s worker threads, and from PAGEGRADE_PLUGINS with a module file', async () => {
  const r = await cli(['analyze', 'page1.html', 'page2.html', '--plugin', join(dir, 'myplugin'), '--json', '--threads', '2'], { PAGEGRADE_PLUGINS: './loose/rules.mjs' });
  assert.equal(r.code, 0, r.stderr);
  assert.deepEqual(outcomes(r.stdout, 'outside/no-marquee'), ['fail best-practice', 'fail best-practice']);
  assert.deepEqual(outcomes(r.stdout, 'loose/no-marquee'), ['fail best-practice', 'fail best-practice']);
});

test('a plugin that cannot be found is a usage error naming it', async () => {
  const r = await cli(['checks', '--plugin', './nowhere']);
  assert.equal(r.code, 2);
  assert.match(r.stderr, /Could not load plugin "\.\/nowhere"/);
});

test('loadPlugins resolves from the folder it is given, and the plugin shares this engine', async () => {
  (globalThis as { __pagegradeDefineRule?: unknown }).__pagegradeDefineRule = defineRule;
  const [plugin] = await loadPlugins(['./myplugin'], { from: dir });
  assert.equal(plugin!.name, 'outside');
  const url = resolvePlugin('myplugin', { from: join(dir, 'myplugin') });
  assert.match(url, /myplugin\/index\.js$/);
  assert.equal(((await import(url)) as { sameCore: boolean }).sameCore, true);
  await loadPlugins(['./loose/rules.mjs'], { from: dir });
  assert.equal(((await import(resolvePlugin('./loose/rules.mjs', { from: dir }))) as { sameCore: boolean }).sameCore, true);
});
