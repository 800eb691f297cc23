#!/usr/bin/env node
// The command-line entry: registers the TypeScript loader, then runs the CLI.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/cli/main.ts');
process.exitCode = await main(process.argv.slice(2));
