import { createRequire } from 'node:module';

/**
 * This release of pagegrade, read from the engine's package.json (src/ and dist/ are both one level
 * below it). Every package carries the same version (scripts/version.mjs stamps them), and the CLI's
 * --version, the service's health and MCP server info and the SARIF tool version all say this one.
 */
export const VERSION: string = (createRequire(import.meta.url)('../package.json') as { version: string }).version;
