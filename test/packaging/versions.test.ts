// One release version: every package carries the root's, the @pagegrade/* dependencies between
// them are pinned to it, and the engine's VERSION (what the CLI, the service, MCP and SARIF say)
// is it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { VERSION } from '@pagegrade/core';

const root = new URL('../../', import.meta.url).pathname;

test('every package agrees with the root package.json (scripts/version.mjs)', () => {
  const r = spawnSync(process.execPath, [`${root}scripts/version.mjs`], { encoding: 'utf8' });
  assert.equal(r.status, 0, r.stderr);
});

test('the engine reports that version', () => {
  assert.equal(VERSION, (JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as { version: string }).version);
});
