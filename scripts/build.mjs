#!/usr/bin/env node
// Builds every publishable package to JavaScript with type declarations (`tsc -b` over the project
// references of tsconfig.build.json), then copies in what the compiled code reads at run time and
// tsc does not emit: the site's stylesheet, the SQL migrations, and the copies of the repository's
// schemas/ and docs/ that the server serves. Incremental: a second run with nothing changed only
// compares time stamps.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const clean = process.argv.includes('--clean');
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

if (clean) {
  for (const dir of ['core', 'server', ...readdirSync(join(root, 'plugins')).map((p) => `plugins/${p}`)]) {
    rmSync(join(root, dir, 'dist'), { recursive: true, force: true });
  }
}
const built = spawnSync(process.execPath, [tsc, '-b', join(root, 'tsconfig.build.json')], { stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

/** Copies `from` (relative to the root) to `to`, replacing what an earlier build left there. */
function copy(from, to, filter = () => true) {
  rmSync(join(root, to), { recursive: true, force: true });
  mkdirSync(dirname(join(root, to)), { recursive: true });
  cpSync(join(root, from), join(root, to), { recursive: true, filter: (src) => filter(src) });
}

// Every stylesheet of the pages (assets.ts names which it serves), so a new one cannot be left out.
for (const css of readdirSync(join(root, 'server/src/pages')).filter((f) => f.endsWith('.css'))) copy(`server/src/pages/${css}`, `server/dist/pages/${css}`);
copy('server/src/store/distributed/migrations', 'server/dist/store/distributed/migrations');
// The server reads these two folders of the repository root; the package carries its own copy.
copy('schemas', 'server/schemas', (src) => !/\.[^/]+$/.test(src) || src.endsWith('.json'));
mkdirSync(join(root, 'server/docs'), { recursive: true });
for (const doc of ['scoring.md', 'checks.md']) copy(`docs/${doc}`, `server/docs/${doc}`);
// npm puts a package folder's LICENSE in its tarball: each package gets the repository's.
for (const dir of ['core', 'server', ...['plugins', 'packages'].flatMap((d) => readdirSync(join(root, d)).map((p) => `${d}/${p}`))]) copy('LICENSE', `${dir}/LICENSE`);
