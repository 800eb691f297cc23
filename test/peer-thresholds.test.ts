// Every numeric threshold a check takes from a peer tool is listed in test/peers/thresholds.json
// with the peer's version, and that version is the one test/peers/ holds: a peer update makes the
// values be checked again instead of silently going stale (as dom-size's Lighthouse 12 values did).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { PEER_LISTS } from './peers/index.ts';

interface Threshold {
  file: string;
  values: string[];
  peer: string;
  version: string;
  retired?: string;
  source: string;
}

const root = new URL('..', import.meta.url).pathname;
const { thresholds } = JSON.parse(readFileSync(join(root, 'test', 'peers', 'thresholds.json'), 'utf8')) as { thresholds: Threshold[] };
const major = (v: string) => v.split('.')[0]!;

test('each listed threshold is in its file, beside the peer and the major version it was read from', () => {
  for (const t of thresholds) {
    assert.ok(existsSync(join(root, t.file)), `${t.file} does not exist`);
    const text = readFileSync(join(root, t.file), 'utf8');
    for (const v of t.values) assert.ok(text.includes(v), `${t.file} no longer holds ${v}`);
    const list = PEER_LISTS.get(t.peer);
    assert.ok(list, `unknown peer ${t.peer}`);
    assert.ok(text.includes(`${list.name} ${major(t.version)}`), `${t.file} must say which ${list.name} version its value is from ("${list.name} ${major(t.version)}")`);
  }
});

test('current thresholds are read from the peer version test/peers holds', () => {
  for (const t of thresholds) {
    const list = PEER_LISTS.get(t.peer)!;
    if (t.retired) {
      assert.ok(major(list.version) >= major(t.retired), `${t.file}: retired in ${t.retired}, but ${list.name} is at ${list.version}`);
      continue;
    }
    assert.equal(t.version, list.version, `${t.file}: its value was read from ${list.name} ${t.version}, test/peers holds ${list.version}: check ${t.source} again`);
  }
});

/** A comment that names a peer tool and, after its version, a number in one sentence claims a peer's value. */
const CLAIM = /^[ \t]*(?:\/\/|\/?\*)[^\n]*\b(?:Lighthouse|axe-core|webhint|Observatory)(?: \d+\b|(?! \d))[^.;\n\d]*\d/m;

test('every check file whose comments claim a peer value is listed', () => {
  const listed = new Set(thresholds.map((t) => t.file));
  const unlisted: string[] = [];
  for (const plugin of readdirSync(join(root, 'plugins'))) {
    for (const sub of ['rules', 'lib']) {
      const dir = join(root, 'plugins', plugin, 'src', sub);
      if (!existsSync(dir)) continue;
      for (const f of readdirSync(dir).filter((n) => n.endsWith('.ts') && !n.endsWith('.fixtures.ts') && !n.endsWith('.test.ts'))) {
        const file = `plugins/${plugin}/src/${sub}/${f}`;
        if (!listed.has(file) && CLAIM.test(readFileSync(join(root, file), 'utf8'))) unlisted.push(file);
      }
    }
  }
  assert.deepEqual(unlisted, [], `files that claim a peer's number but are not in test/peers/thresholds.json:\n${unlisted.join('\n')}`);
});
