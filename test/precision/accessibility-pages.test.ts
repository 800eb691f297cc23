// Accessible, well-built pages (test/precision/accessibility/*.html) on which no accessibility
// check may fail: each is analysed with every check (a sibling <name>.json may give the address
// and headers it is served with), and any failed accessibility check is named with its finding.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyze, loadRules, snapshotFromParts } from '@pagegrade/core';

const dir = new URL('./accessibility/', import.meta.url).pathname;
const rules = await loadRules();
const pages = readdirSync(dir).filter((f) => f.endsWith('.html')).sort();

test('there are precision pages for accessibility', () => assert.ok(pages.length >= 8));

for (const name of pages) {
  test(`no accessibility check fails on ${name}`, () => {
    const html = readFileSync(join(dir, name), 'utf8');
    const side = join(dir, name.replace(/\.html$/, '.json'));
    const meta = (existsSync(side) ? JSON.parse(readFileSync(side, 'utf8')) : {}) as { url?: string; headers?: Record<string, string> };
    const snapshot = snapshotFromParts({ url: meta.url ?? `https://precision.example/${name}`, html, headers: meta.headers ?? { 'content-type': 'text/html; charset=utf-8' } });
    const failed = analyze(snapshot, rules, { id: 'precision' })
      .checks.filter((c) => c.dimension === 'accessibility' && c.outcome === 'fail')
      .map((c) => `${c.id}: ${c.findings[0]?.detail ?? ''}`);
    assert.deepEqual(failed, []);
  });
}
