// The fixed points of the scale, with every check loaded.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyze, loadRules } from '@pagegrade/core';
import { CALIBRATION_SITES } from './fixtures/sites/index.ts';

const rules = await loadRules();

for (const site of CALIBRATION_SITES) {
  test(`${site.name} scores ${site.expectation}`, () => {
    const { summary, checks } = analyze(site.build(), rules);
    const failing = checks.filter((c) => c.outcome === 'fail' || c.outcome === 'warn').map((c) => `${c.outcome} ${c.id}: ${c.findings[0]?.detail ?? ''}`);
    assert.ok(summary.score >= site.min && summary.score <= site.max, `${site.name}: ${summary.score} (${summary.grade}) is outside ${site.min}-${site.max}\n${failing.join('\n')}`);
  });
}

test('the exemplary site passes every check that applies, and no check errors on it', () => {
  const { checks } = analyze(CALIBRATION_SITES[0]!.build(), rules);
  const bad = checks.filter((c) => c.outcome === 'fail' || c.outcome === 'warn' || c.outcome === 'error').map((c) => `${c.outcome} ${c.id}: ${c.findings[0]?.detail ?? ''}`);
  assert.deepEqual(bad, []);
});

test('the failing site is capped, and the caps name their reasons', () => {
  const { summary } = analyze(CALIBRATION_SITES[2]!.build(), rules);
  const capped = summary.caps.map((c) => c.check);
  for (const id of ['security/https', 'seo/http-status-code', 'seo/indexable']) assert.ok(capped.includes(id), `${id} should cap`);
  assert.ok(summary.caps.every((c) => c.reason.length > 10));
  assert.equal(summary.grade, 'F');
});
