// The lab metrics' score follows Lighthouse's log-normal curve: 0.9 at p10 and 0.5 at the median,
// held in the band of its control points before rounding, rated as Lighthouse's report rates it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CLS, FCP, LCP, TBT, labScore, rating } from './lab.ts';

test('the control points score 0.90 and 0.50, and nothing non-positive scores below 1', () => {
  for (const m of [FCP, LCP, TBT, CLS]) {
    assert.equal(labScore(m, m.p10), 0.9, m.name);
    assert.equal(labScore(m, m.median), 0.5, m.name);
    assert.equal(labScore(m, 0), 1, m.name);
    assert.equal(rating(m, m.p10), 'good');
    assert.equal(rating(m, m.median), 'needs improvement');
    assert.equal(rating(m, m.median * 1.2), 'poor');
  }
});

test('the score falls as the value grows, within [0, 1]', () => {
  for (const m of [FCP, LCP, TBT, CLS]) {
    let last = 1;
    for (let v = m.p10 / 10; v < m.median * 6; v += m.p10 / 10) {
      const s = labScore(m, v);
      assert.ok(s <= last && s >= 0 && s <= 1, `${m.name} ${v}: ${s} after ${last}`);
      last = s;
    }
    assert.ok(last < 0.05, `${m.name} far beyond the median still scores ${last}`);
  }
});

test('just beyond a control point the band holds before rounding, as Lighthouse rounds it', () => {
  // An LCP a little over 2.5 s rounds up to 0.90 and is rated good, as in Lighthouse's report.
  assert.equal(labScore(LCP, 2510), 0.9);
  assert.equal(rating(LCP, 2510), 'good');
  assert.equal(rating(LCP, 2600), 'needs improvement');
  // Points worked out by hand from the normal CDF: σ = ln(median / p10) / 1.2816 (z at the 90th
  // percentile), score = 1 − Φ(ln(value / median) / σ).
  assert.equal(labScore(LCP, 3000), 0.78);
  assert.equal(labScore(LCP, 6000), 0.13);
  assert.equal(labScore(CLS, 0.5), 0.17);
});
