#!/usr/bin/env node
// Builds once, then packs every publishable workspace into a folder (default: ./packed):
// `npm run pack:all [-- <folder>]`. The tarballs are what `npm publish` would upload; install them
// anywhere with `npm install <folder>/*.tgz`.
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const dest = resolve(process.argv[2] ?? resolve(root, 'packed'));
mkdirSync(dest, { recursive: true });
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const build = spawnSync(process.execPath, [resolve(root, 'scripts/build.mjs')], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
// The build is done: the workspaces' own prepack (the same build) would only repeat it.
const packed = spawnSync(npm, ['pack', '--workspaces', '--ignore-scripts', '--json', '--pack-destination', dest], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
if (packed.status !== 0) process.exit(packed.status ?? 1);
for (const p of JSON.parse(packed.stdout)) console.log(`${resolve(dest, p.filename)}  ${(p.size / 1024).toFixed(0)} KiB packed, ${p.entryCount} files`);
