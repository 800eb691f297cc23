// A saved page: its capture time, and the notes that say what could not be judged on it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyze, buildPage, loadRules, snapshotFromHtml } from '@pagegrade/core';

test('a saved page has no capture time unless one is given; the epoch placeholder of older snapshots is none either', () => {
  assert.equal(buildPage(snapshotFromHtml('<p>x</p>')).fetchedAt, null);
  assert.equal(buildPage(snapshotFromHtml('<p>x</p>', undefined, { capturedAt: '2026-02-03T04:05:06.000Z' })).fetchedAt?.toISOString(), '2026-02-03T04:05:06.000Z');
  const legacy = snapshotFromHtml('<p>x</p>');
  delete legacy.log._pagegrade!.capturedAt;
  assert.equal(buildPage(legacy).fetchedAt, null);
});

test('the summary of a saved page notes its skipped header checks, its address and its unknown time', async () => {
  const rules = await loadRules();
  const file = analyze(snapshotFromHtml('<title>t</title>'), rules).summary;
  assert.ok(file.notes?.some((n) => /without a web address/.test(n)));
  assert.ok(file.notes?.some((n) => /Response headers are not part of this snapshot, so \d+ check\(s\)/.test(n)));
  assert.ok(file.notes?.some((n) => /When the page was saved is unknown/.test(n)));
  const saved = analyze(snapshotFromHtml('<title>t</title>', 'https://example.com/a', { capturedAt: '2026-01-01T00:00:00.000Z', saved: { file: 'file:///tmp/a.html', addressFrom: 'given' } }), rules).summary;
  assert.equal(saved.url, 'https://example.com/a');
  assert.match(saved.notes![0]!, /graded under https:\/\/example\.com\/a, the address given for it \(read from file:\/\/\/tmp\/a\.html\)/);
  assert.ok(!saved.notes!.some((n) => /unknown/.test(n)));
});
