import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';

// The engine's V8 flags are process-wide: importing the library must not set them; our own entry
// points (the CLI, the server, the pool's workers when asked) do.

const spy = new URL('../fixtures/v8/flag-spy.mjs', import.meta.url).pathname;
const root = new URL('../../', import.meta.url).pathname;
const bin = new URL('../../packages/pagegrade/bin/pagegrade.mjs', import.meta.url).pathname;

function flagsSetBy(args: string[], env: Record<string, string> = {}): string[] {
  const r = spawnSync(process.execPath, ['--import', spy, ...args], { cwd: root, encoding: 'utf8', env: { ...process.env, ...env }, timeout: 300_000 });
  assert.equal(r.status, 0, r.stderr);
  assert.match(r.stderr, /^V8-SPY$/m, 'the spy was loaded');
  return [...r.stderr.matchAll(/^V8-FLAG (.*)$/gm)].map((l) => l[1]!);
}

/** A fixture script of test/fixtures/v8 under the TypeScript loader (which workers load too). */
const fixture = (name: string, ...args: string[]) => ['--import', 'tsx', new URL(`../fixtures/v8/${name}`, import.meta.url).pathname, ...args];

test('importing @pagegrade/core and analyzing a page sets no V8 flag', () => {
  assert.deepEqual(flagsSetBy(fixture('import-core.mjs')), []);
});

test('the pool sets them in its workers only when asked', () => {
  assert.deepEqual(flagsSetBy(fixture('pool.mjs')), []);
  // The spy is loaded in the worker threads too (they inherit --import), so this is the worker's call.
  assert.ok(flagsSetBy(fixture('pool.mjs', 'tune')).includes('--no-allocation-site-pretenuring'));
});

test('an embedder opts in with tuneV8(); the environment can leave V8’s defaults', () => {
  assert.ok(flagsSetBy(fixture('tune.mjs')).includes('--no-allocation-site-pretenuring'));
  assert.deepEqual(flagsSetBy(fixture('tune.mjs'), { PAGEGRADE_V8_PRETENURING: 'on', PAGEGRADE_V8_EARLY_TIERING: 'off' }), []);
});

test('the CLI, our own process, sets them', () => {
  assert.ok(flagsSetBy([bin, 'checks', '--json']).includes('--no-allocation-site-pretenuring'));
});
