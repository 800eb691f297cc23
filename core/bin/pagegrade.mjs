#!/usr/bin/env node
// The command-line entry: registers the TypeScript loader, then runs the CLI.
import { register } from 'tsx/esm/api';

register();
const { main, exitQuietlyWhenPipeCloses } = await import('../src/cli/main.ts');
exitQuietlyWhenPipeCloses();
process.exitCode = await main(process.argv.slice(2));
