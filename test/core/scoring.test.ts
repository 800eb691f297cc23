import { test } from 'node:test';
import assert from 'node:assert/strict';
import { score, gains, curve, gradeFor, GRADE_TABLE, DIMENSIONS, type CheckResult, type Impact, type Outcome, type ScoringMeta } from '@pagegrade/core';

function check(id: string, outcome: Outcome, impact: Impact = 'serious', dimension: CheckResult['dimension'] = 'seo'): CheckResult {
  return { id, dimension, outcome, impact, tags: [], title: id, findings: outcome === 'fail' ? [{ detail: `${id} failed here` }] : [] };
}

const noMeta = new Map<string, ScoringMeta>();

test('grade boundaries follow the documented table', () => {
  const cases: Array<[number, string]> = [
    [100, 'A+'], [95, 'A+'], [94, 'A'], [90, 'A'], [89, 'A-'], [85, 'A-'], [84, 'B+'], [80, 'B+'], [79, 'B'], [75, 'B'], [74, 'B-'], [70, 'B-'],
    [69, 'C+'], [65, 'C+'], [64, 'C'], [60, 'C'], [59, 'C-'], [55, 'C-'], [54, 'D+'], [50, 'D+'], [49, 'D'], [45, 'D'], [44, 'D-'], [40, 'D-'], [39, 'F'], [0, 'F'],
  ];
  for (const [s, g] of cases) assert.equal(gradeFor(s), g, `score ${s}`);
  assert.equal(GRADE_TABLE.length, 13);
});

test('the curve is demanding: 85 % of the credit scores about 70', () => {
  assert.equal(curve(1), 100);
  assert.equal(curve(0), 0);
  assert.ok(Math.abs(curve(0.85) - 70) <= 1, String(curve(0.85)));
  assert.ok(curve(0.5) < 25);
  for (let r = 0; r < 1; r += 0.01) assert.ok(curve(r + 0.01) >= curve(r));
});

test('not-applicable, needs-review and error carry no weight', () => {
  const base = [check('a', 'pass'), check('b', 'fail')];
  const s1 = score(base, noMeta).dimensions.find((d) => d.key === 'seo')!.score;
  const s2 = score([...base, check('c', 'not-applicable'), check('d', 'needs-review'), check('e', 'error')], noMeta).dimensions.find((d) => d.key === 'seo')!.score;
  assert.equal(s1, s2);
});

test('impact weights: a critical failure costs more than a minor one', () => {
  const critical = score([check('a', 'fail', 'critical'), check('b', 'pass', 'minor')], noMeta).score;
  const minor = score([check('a', 'pass', 'critical'), check('b', 'fail', 'minor')], noMeta).score;
  assert.ok(minor > critical);
});

test('a cap limits its dimension and names its reason', () => {
  const meta = new Map<string, ScoringMeta>([['seo/noindex', { failureTitle: 'Not indexable', cap: { max: 40, scope: 'dimension', reason: 'the page is not indexable.' } }]]);
  const checks = [check('seo/noindex', 'fail', 'minor'), ...Array.from({ length: 30 }, (_, i) => check(`seo/x${i}`, 'pass', 'critical'))];
  const r = score(checks, meta);
  const seo = r.dimensions.find((d) => d.key === 'seo')!;
  assert.equal(seo.score, 40);
  assert.match(seo.summary, /Capped at 40: the page is not indexable/);
  assert.deepEqual(r.caps.map((c) => c.check), ['seo/noindex']);
  assert.equal(r.topIssues[0]!.check, 'seo/noindex', 'capping failures come first');
});

test('an overall cap limits the overall score', () => {
  const meta = new Map<string, ScoringMeta>([['security/https', { failureTitle: 'No HTTPS', cap: { max: 30, scope: 'overall', reason: 'no HTTPS.' } }]]);
  const checks = DIMENSIONS.map((d, i) => check(`x/${i}`, 'pass', 'serious', d));
  checks.push(check('security/https', 'fail', 'critical', 'security'));
  const uncapped = score(checks, new Map()).score;
  assert.ok(uncapped > 30);
  assert.equal(score(checks, meta).score, Math.min(uncapped, Math.round(15 + (30 * uncapped) / 200)));
});

test('pages that share a capping failure are still ranked by everything else', () => {
  const meta = new Map<string, ScoringMeta>([['d/cap', { failureTitle: 'x', cap: { max: 50, scope: 'dimension', reason: 'r' } }]]);
  const page = (passes: number) => [check('d/cap', 'fail', 'minor', 'dataTracking'), ...Array.from({ length: 6 }, (_, i) => check(`d/${i}`, i < passes ? 'pass' : 'fail', 'serious', 'dataTracking'))];
  const scores = [6, 4, 2].map((p) => score(page(p), meta).dimensions.find((d) => d.key === 'dataTracking')!.score);
  assert.ok(scores[0]! <= 50, `capped at 50, got ${scores[0]}`);
  assert.ok(scores[0]! > scores[1]! && scores[1]! > scores[2]!, `ranked: ${scores.join(' > ')}`);
});

test('monotonic: turning any failure into a pass never lowers any score', () => {
  const impacts: Impact[] = ['critical', 'serious', 'moderate', 'minor'];
  const meta = new Map<string, ScoringMeta>([
    ['d/3', { failureTitle: 'x', cap: { max: 50, scope: 'dimension', reason: 'r' } }],
    ['d/5', { failureTitle: 'x', alsoScores: [{ dimension: 'seo', impact: 'critical' }] }],
    ['d/10', { failureTitle: 'x', alsoScores: [{ dimension: 'security', impact: 'minor' }, { dimension: 'geo', impact: 'serious' }] }],
  ]);
  let seed = 7;
  const rand = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  for (let round = 0; round < 200; round++) {
    const checks = Array.from({ length: 24 }, (_, i) =>
      check(`d/${i}`, (['pass', 'fail', 'warn', 'not-applicable'] as Outcome[])[Math.floor(rand() * 4)]!, impacts[Math.floor(rand() * 4)]!, DIMENSIONS[i % 8]!),
    );
    const before = score(checks, meta);
    for (const [i, c] of checks.entries()) {
      if (c.outcome !== 'fail' && c.outcome !== 'warn') continue;
      const fixed = checks.map((x, j) => (j === i ? { ...x, outcome: 'pass' as const, findings: [] } : x));
      const after = score(fixed, meta);
      assert.ok(after.score >= before.score, `overall fell fixing ${c.id}`);
      for (const d of DIMENSIONS) {
        assert.ok(after.dimensions.find((x) => x.key === d)!.score >= before.dimensions.find((x) => x.key === d)!.score, `${d} fell fixing ${c.id}`);
      }
    }
  }
});

test("a check's gain is what re-scoring with it passing adds, overall and in its dimension", () => {
  const impacts: Impact[] = ['critical', 'serious', 'moderate', 'minor'];
  const meta = new Map<string, ScoringMeta>([
    ['d/3', { failureTitle: 'x', cap: { max: 50, scope: 'dimension', reason: 'r' } }],
    ['d/4', { failureTitle: 'x', cap: [{ max: 20, scope: 'dimension', reason: 'r' }, { max: 40, scope: 'overall', reason: 'r' }] }],
    ['d/5', { failureTitle: 'x', alsoScores: [{ dimension: 'seo', impact: 'critical' }] }],
    ['d/10', { failureTitle: 'x', alsoScores: [{ dimension: 'security', impact: 'minor' }, { dimension: 'geo', impact: 'serious' }] }],
  ]);
  let seed = 11;
  const rand = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  let nonZero = 0;
  for (let round = 0; round < 200; round++) {
    const checks = Array.from({ length: 24 }, (_, i) =>
      check(`d/${i}`, (['pass', 'fail', 'warn', 'not-applicable'] as Outcome[])[Math.floor(rand() * 4)]!, impacts[Math.floor(rand() * 4)]!, DIMENSIONS[i % 8]!),
    );
    const before = score(checks, meta, 24);
    const all = gains(checks, meta);
    for (const [i, c] of checks.entries()) {
      if (c.outcome !== 'fail' && c.outcome !== 'warn') {
        assert.equal(all.has(c.id), false);
        continue;
      }
      const after = score(checks.map((x, j) => (j === i ? { ...x, outcome: 'pass' as const } : x)), meta);
      const expected = { overall: after.score - before.score, dimension: after.dimensions.find((d) => d.key === c.dimension)!.score - before.dimensions.find((d) => d.key === c.dimension)!.score };
      assert.deepEqual(all.get(c.id), expected, c.id);
      assert.deepEqual(before.topIssues.find((t) => t.check === c.id)?.gain, expected, c.id);
      if (expected.overall > 0) nonZero++;
    }
  }
  assert.ok(nonZero > 100, `${nonZero} checks with a gain`);
});

test('deterministic: the same checks give the same result, independent of input order for scores', () => {
  const checks = [check('a', 'pass'), check('b', 'fail', 'critical', 'security'), check('c', 'warn', 'minor', 'geo')];
  assert.equal(JSON.stringify(score(checks, noMeta)), JSON.stringify(score(checks, noMeta)));
  const reversed = score([...checks].reverse(), noMeta);
  assert.equal(reversed.score, score(checks, noMeta).score);
  assert.deepEqual(reversed.topIssues, score(checks, noMeta).topIssues);
});

test('top issues carry a page-specific detail and are ordered by what fixing them gains', () => {
  // The critical warning is worth 5 points of credit, the minor failure 1: it comes first.
  const r = score([check('m', 'fail', 'minor'), check('c', 'fail', 'critical'), check('w', 'warn', 'critical')], noMeta);
  assert.deepEqual(r.topIssues.map((i) => i.check), ['c', 'w', 'm']);
  assert.equal(r.topIssues[0]!.detail, 'c failed here');
});

test('a dimension with no applicable checks scores 100 and is left out of the overall score', () => {
  const r = score([check('a', 'fail', 'serious', 'seo')], noMeta);
  assert.equal(r.dimensions.find((d) => d.key === 'geo')!.score, 100);
  assert.equal(r.score, 0);
  assert.match(r.scoringNote, /70 is a good site/);
});

test('a check that also scores a second dimension counts there with its impact there, once in the totals', () => {
  const meta = new Map<string, ScoringMeta>([['seo/shared', { failureTitle: 'Shared fails', alsoScores: [{ dimension: 'geo', impact: 'critical' }] }]]);
  const geoOwn = check('geo/own', 'pass', 'critical', 'geo');
  const shared = (outcome: Outcome) => check('seo/shared', outcome, 'minor', 'seo');
  const geoOf = (r: ReturnType<typeof score>) => r.dimensions.find((d) => d.key === 'geo')!;
  // geo: own critical pass (10/10) + shared critical fail (0/10) = 0.5 → 22.
  const failing = score([geoOwn, shared('fail')], meta);
  assert.equal(geoOf(failing).score, 22);
  assert.match(geoOf(failing).summary, /^1 of 2 scored checks pass \(1 fail\)\./);
  assert.equal(failing.dimensions.find((d) => d.key === 'seo')!.score, 0);
  assert.equal(failing.counts.fail, 1, 'the shared check is counted once');
  assert.deepEqual(failing.topIssues.map((i) => [i.check, i.dimension]), [['seo/shared', 'seo']], 'and reported once, in its own dimension');
  assert.equal(geoOf(score([geoOwn, shared('pass')], meta)).score, 100);
  assert.equal(geoOf(score([geoOwn, shared('warn')], meta)).score, curve(15 / 20));
  assert.equal(geoOf(score([geoOwn, shared('not-applicable')], meta)).score, 100, 'an outcome that is not counted weighs nothing there either');
  assert.equal(geoOf(score([shared('fail')], noMeta)).score, 100, 'without the metadata the check scores only its own dimension');
});

test('a cap stays with the dimension of the check that declares it', () => {
  const meta = new Map<string, ScoringMeta>([['seo/capped', { failureTitle: 'x', cap: { max: 20, scope: 'dimension', reason: 'r.' }, alsoScores: [{ dimension: 'geo', impact: 'minor' }] }]]);
  const checks = [check('seo/capped', 'fail', 'minor', 'seo'), ...Array.from({ length: 30 }, (_, i) => check(`geo/x${i}`, 'pass', 'critical', 'geo'))];
  const r = score(checks, meta);
  assert.deepEqual(r.caps.map((c) => [c.check, c.dimension]), [['seo/capped', 'seo']]);
  assert.ok(r.dimensions.find((d) => d.key === 'geo')!.score > 90);
});

test('a top issue says that what follows its first finding are more findings, not more of what it counts', () => {
  const c = check('t', 'fail', 'critical');
  c.findings = [{ detail: '7 trackers and no consent management platform: A, B.' }, ...Array.from({ length: 7 }, (_, i) => ({ detail: `tracker ${i}`, selector: 'script' }))];
  assert.equal(score([c], noMeta).topIssues[0]!.detail, '7 trackers and no consent management platform: A, B. — and 7 more findings of this check');
});
