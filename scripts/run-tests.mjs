#!/usr/bin/env node
// Finds every *.test.ts under test/, core/, plugins/ and server/ and runs them with node:test
// through tsx. Node 20 has no glob support in --test, hence this small finder. The tests run the
// sources: the "@pagegrade/source" export condition sends @pagegrade/* imports to each workspace's
// src/ instead of its build, in the test processes and in every process they start (NODE_OPTIONS).
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { spawnSync } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const filter = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const passthrough = process.argv.slice(2).filter((a) => a.startsWith('--'));

function find(dir, out) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const p = join(dir, name);
    if (statSync(p).isDirectory()) find(p, out);
    else if (name.endsWith('.test.ts')) out.push(relative(root, p));
  }
  return out;
}

const files = ['test', 'core', 'plugins', 'server']
  .flatMap((d) => find(join(root, d), []))
  .filter((f) => filter.length === 0 || filter.some((x) => f.includes(x)))
  .sort();
if (files.length === 0) {
  console.error('No test files found.');
  process.exit(1);
}
const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=2', ...passthrough, ...files], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'test', NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --conditions=@pagegrade/source`.trim() },
});
process.exit(result.status ?? 1);
