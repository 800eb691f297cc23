// The plan of fixes: greedy by what each fix really gains given the fixes before it, caps in mind,
// and every projected score equal to re-scoring the checks with those fixes made.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { score, planFixes, gains, DIMENSIONS, type CheckResult, type Impact, type Outcome, type ScoringMeta } from '@pagegrade/core';

function check(id: string, outcome: Outcome, impact: Impact = 'serious', dimension: CheckResult['dimension'] = 'seo'): CheckResult {
  return { id, dimension, outcome, impact, tags: [], title: id, findings: [] };
}

const fixed = (checks: readonly CheckResult[], ids: readonly string[]) => checks.map((c) => (ids.includes(c.id) ? { ...c, outcome: 'pass' as const } : c));

const META = new Map<string, ScoringMeta>([
  ['d/3', { failureTitle: 'x', cap: { max: 50, scope: 'dimension', reason: 'r' } }],
  ['d/4', { failureTitle: 'x', cap: [{ max: 20, scope: 'dimension', reason: 'r' }, { max: 40, scope: 'overall', reason: 'r' }] }],
  ['d/5', { failureTitle: 'x', alsoScores: [{ dimension: 'seo', impact: 'critical' }] }],
  ['d/10', { failureTitle: 'x', alsoScores: [{ dimension: 'security', impact: 'minor' }, { dimension: 'geo', impact: 'serious' }] }],
]);

function randomPages(seed: number, rounds: number): CheckResult[][] {
  const impacts: Impact[] = ['critical', 'serious', 'moderate', 'minor'];
  const rand = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  return Array.from({ length: rounds }, () =>
    Array.from({ length: 24 }, (_, i) => check(`d/${i}`, (['pass', 'fail', 'warn', 'not-applicable'] as Outcome[])[Math.floor(rand() * 4)]!, impacts[Math.floor(rand() * 4)]!, DIMENSIONS[i % 8]!)),
  );
}

test('the fix that lifts a cap comes first, and the fixes it held say what they are worth once it is done', () => {
  // Data & tracking: a minor capping failure (max 50) and two serious failures among passes.
  const meta = new Map<string, ScoringMeta>([['t/consent', { failureTitle: 'No consent', cap: { max: 50, scope: 'dimension', reason: 'r' } }]]);
  const checks = [
    check('t/consent', 'fail', 'minor', 'dataTracking'),
    check('t/a', 'fail', 'serious', 'dataTracking'),
    check('t/b', 'fail', 'serious', 'dataTracking'),
    ...Array.from({ length: 10 }, (_, i) => check(`t/p${i}`, 'pass', 'critical', 'dataTracking')),
    check('s/ok', 'pass', 'critical', 'seo'),
  ];
  const plan = planFixes(checks, meta);
  assert.equal(plan.steps[0]!.check.id, 't/consent');
  const held = plan.steps[1]!;
  assert.ok(held.overall > held.alone.overall, `held back alone (+${held.alone.overall}), worth +${held.overall} after the cap is lifted`);
  assert.deepEqual(held.after, ['t/consent']);
  assert.deepEqual(plan.steps[0]!.after, []);
  const top = score(checks, meta).topIssues;
  assert.deepEqual(top.map((i) => i.check), plan.steps.map((s) => s.check.id));
  assert.deepEqual(top[1]!.plan?.after, ['t/consent']);
  assert.equal(top[0]!.plan?.after, undefined);
});

test('each step projects the score of re-scoring with it and every earlier fix passing', () => {
  let steps = 0;
  let held = 0;
  for (const checks of randomPages(5, 150)) {
    const base = score(checks, META, 24);
    const plan = planFixes(checks, META);
    assert.equal(plan.score, base.score);
    const alone = gains(checks, META);
    let previous = base.score;
    plan.steps.forEach((step, k) => {
      const ids = plan.steps.slice(0, k + 1).map((s) => s.check.id);
      const after = score(fixed(checks, ids), META);
      assert.equal(step.score, after.score, `score after ${ids.join(', ')}`);
      assert.equal(step.grade, after.grade);
      assert.equal(step.overall, after.score - previous, 'the step gain is the difference of two re-scores');
      const before = score(fixed(checks, ids.slice(0, -1)), META);
      const dim = (r: typeof after) => r.dimensions.find((d) => d.key === step.check.dimension)!.score;
      assert.equal(step.dimension, dim(after) - dim(before));
      assert.deepEqual(step.alone, alone.get(step.check.id));
      previous = after.score;
      steps++;
      if (step.after.length) held++;
    });
    // Greedy: no fix left at a step would have gained more than the one taken.
    plan.steps.forEach((step, k) => {
      const done = plan.steps.slice(0, k).map((s) => s.check.id);
      const from = score(fixed(checks, done), META).score;
      for (const other of plan.steps.slice(k + 1)) assert.ok(score(fixed(checks, [...done, other.check.id]), META).score - from <= step.overall, `${other.check.id} beats ${step.check.id}`);
    });
  }
  assert.ok(steps > 1000, `${steps} steps checked`);
  assert.ok(held > 10, `${held} steps held by a cap`);
});

test('the projection of the first five fixes equals the re-scored analysis, score and grade', () => {
  for (const checks of randomPages(17, 50)) {
    const top = score(checks, META).topIssues;
    if (top.length < 5) continue;
    const after = score(fixed(checks, top.slice(0, 5).map((i) => i.check)), META);
    assert.equal(top[4]!.plan!.score, after.score);
    assert.equal(top[4]!.plan!.grade, after.grade);
  }
});

test('ties: equal gains keep the order of importance (failures first, then impact, dimension, id)', () => {
  // Four identical failures in four dimensions of the same make-up gain the same: dimension order decides.
  const checks = [check('z', 'fail', 'serious', 'geo'), check('a', 'fail', 'serious', 'seo'), check('y', 'fail', 'serious', 'security'), check('b', 'fail', 'serious', 'performance')];
  for (const c of ['p1', 'p2', 'p3']) for (const d of ['seo', 'geo', 'security', 'performance'] as const) checks.push(check(`${d}/${c}`, 'pass', 'critical', d));
  assert.deepEqual(planFixes(checks, new Map()).steps.map((s) => s.check.id), ['a', 'z', 'b', 'y']);
  // Two identical failures of one dimension: the id decides the first.
  assert.equal(planFixes([check('s2', 'fail'), check('s1', 'fail'), check('p', 'pass', 'critical')], new Map()).steps[0]!.check.id, 's1');
  // With more points to gain a warning on a critical check comes before a minor failure.
  const r = planFixes([check('m', 'fail', 'minor'), check('c', 'fail', 'critical'), check('w', 'warn', 'critical')], new Map());
  assert.deepEqual(r.steps.map((s) => s.check.id), ['c', 'w', 'm']);
});

test('deterministic: the same checks in any order give the same plan', () => {
  for (const checks of randomPages(23, 40)) {
    const a = JSON.stringify(planFixes(checks, META).steps.map((s) => [s.check.id, s.overall, s.score, s.after]));
    const b = JSON.stringify(planFixes([...checks].reverse(), META).steps.map((s) => [s.check.id, s.overall, s.score, s.after]));
    assert.equal(a, b);
    assert.equal(JSON.stringify(score(checks, META)), JSON.stringify(score(checks, META)));
  }
});

test('a limit stops the plan after that many steps, and an analysis with nothing to fix has no plan', () => {
  const checks = Array.from({ length: 12 }, (_, i) => check(`x/${i}`, 'fail', 'serious', DIMENSIONS[i % 8]!));
  assert.equal(planFixes(checks, new Map(), 3).steps.length, 3);
  assert.equal(planFixes(checks, new Map()).steps.length, 12);
  assert.deepEqual(planFixes([check('ok', 'pass')], new Map()).steps, []);
});
