// A pass that says it did not look is caught, wherever the fixtures or the corpus produce one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { passWithoutLooking } from '@pagegrade/core/testing';
import type { CheckResult } from '@pagegrade/core';

const result = (outcome: CheckResult['outcome'], detail: string): CheckResult => ({ id: 'x/y', dimension: 'uiux', outcome, impact: 'minor', tags: [], title: 't', findings: [{ detail }] });

test('a pass that admits it did not measure or judge is found; other passes and other outcomes are not', () => {
  assert.ok(passWithoutLooking(result('pass', 'No control is explicitly sized under 24 px in the CSS; actual rendered sizes were not measured.')));
  assert.ok(passWithoutLooking(result('pass', '3 date values; whether any lies in the future was not judged.')));
  assert.equal(passWithoutLooking(result('pass', 'Every rendered control declares a width and a height of at least 24 px.')), null);
  assert.equal(passWithoutLooking(result('needs-review', 'Sizes were not measured.')), null);
});
