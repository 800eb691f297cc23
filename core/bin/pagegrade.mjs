#!/usr/bin/env node
// The command-line entry: registers the TypeScript loader, then runs the CLI.
import { register } from 'tsx/esm/api';

register();
const { main, exitQuietlyWhenPipeCloses } = await import('../src/cli/main.ts');
const { tuneV8 } = await import('../src/engine/heap.ts');
// Our own process: the engine's V8 flags are ours to set (a library import leaves them alone).
tuneV8();
exitQuietlyWhenPipeCloses();
process.exitCode = await main(process.argv.slice(2));
