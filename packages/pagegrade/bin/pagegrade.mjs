#!/usr/bin/env node
// The `pagegrade` command: the engine's CLI (analyze, checks) and the service (serve, worker,
// migrate). Installed, it runs the compiled packages. In a clone of the repository, where the
// engine's TypeScript sources sit beside its package.json, it runs those through tsx instead, so
// that `npx pagegrade` there always runs the code as it is.
import { existsSync } from 'node:fs';

const core = new URL('./', import.meta.resolve('@pagegrade/core/package.json'));
const sources = new URL('src/source-hooks.mjs', core);
if (existsSync(sources)) (await import(sources.href)).runSources();
const { main, exitQuietlyWhenPipeCloses } = await import('@pagegrade/core/cli');
const { tuneV8 } = await import('@pagegrade/core');
// Our own process: the engine's V8 flags are ours to set (a library import leaves them alone).
tuneV8();
exitQuietlyWhenPipeCloses();
process.exitCode = await main(process.argv.slice(2));
