import { DIMENSIONS, type CheckResult, type DimensionKey } from '../rules/types.ts';
import { capsOf } from '../rules/define.ts';
import { gradeFor } from './grades.ts';
import { CURVE_EXPONENT, IMPACT_WEIGHT, OUTCOME_CREDIT, dimensionScore, overallScore, tallyChecks, type AppliedCap, type ScoringMeta } from './tally.ts';

/** Points a score would gain if a failing or warning check passed. */
export interface Gain {
  overall: number;
  dimension: number;
}

/**
 * One fix of a plan: the check, what passing it adds once every fix before it is done (`overall`,
 * `dimension`), the overall score and grade with it and every earlier fix done, and the earlier
 * fixes whose caps hold it back (`after`; empty when its gain does not wait on any).
 */
export interface PlanStep {
  check: CheckResult;
  /** What passing this check alone adds, everything else unchanged. */
  alone: Gain;
  overall: number;
  dimension: number;
  score: number;
  grade: string;
  after: string[];
}

export interface FixPlan {
  /** The overall score before any fix (the analysis's score). */
  score: number;
  steps: PlanStep[];
}

/** A failing or warning check as a fix: the credit passing it adds to each dimension that counts it, and whether it lifts caps. */
interface Fix {
  check: CheckResult;
  own: number;
  credit: Array<[number, number]>;
  lifts: boolean;
}

const OUTCOME_ORDER: Record<string, number> = { fail: 0, warn: 1 };

/**
 * The order in which equal gains are listed, and the order of the top issues before gains were
 * known: failures before warnings, capping checks first, then impact, dimension order and id.
 */
export function importance(meta: ReadonlyMap<string, ScoringMeta>): (a: CheckResult, b: CheckResult) => number {
  const dimIndex = (d: DimensionKey) => DIMENSIONS.indexOf(d);
  return (a, b) =>
    OUTCOME_ORDER[a.outcome]! - OUTCOME_ORDER[b.outcome]! ||
    Number(capsOf(meta.get(b.id) ?? {}).length > 0) - Number(capsOf(meta.get(a.id) ?? {}).length > 0) ||
    IMPACT_WEIGHT[b.impact] - IMPACT_WEIGHT[a.impact] ||
    dimIndex(a.dimension) - dimIndex(b.dimension) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * The scores of an analysis with some of its failing and warning checks fixed, kept per dimension
 * so that trying one more fix re-computes only the dimensions that check counts in (one or two
 * curve evaluations) with the same functions `score()` uses, instead of re-scoring every check.
 */
class FixState {
  readonly earned: number[];
  readonly dimCaps: AppliedCap[][];
  overallCaps: AppliedCap[];
  readonly dims: number[];
  sum: number;
  overall: number;

  constructor(
    private readonly possible: readonly number[],
    private readonly applicable: number,
    private readonly exponent: number,
    earned: readonly number[],
    dimCaps: readonly (readonly AppliedCap[])[],
    overallCaps: readonly AppliedCap[],
  ) {
    this.earned = [...earned];
    this.dimCaps = dimCaps.map((c) => [...c]);
    this.overallCaps = [...overallCaps];
    this.dims = this.earned.map((e, i) => dimensionScore(e, possible[i]!, this.dimCaps[i]!, exponent));
    this.sum = this.dims.reduce((a, s, i) => (possible[i]! > 0 ? a + s : a), 0);
    this.overall = overallScore(this.sum, applicable, this.overallCaps);
  }

  clone(): FixState {
    return new FixState(this.possible, this.applicable, this.exponent, this.earned, this.dimCaps, this.overallCaps);
  }

  /** The scores were `f` fixed now: overall, its own dimension, and every dimension's points together. */
  try(f: Fix): { overall: number; dimension: number; points: number } {
    let sum = this.sum;
    let own = this.dims[f.own]!;
    for (const [d, add] of f.credit) {
      const caps = f.lifts ? this.dimCaps[d]!.filter((c) => c.check !== f.check.id) : this.dimCaps[d]!;
      const s = dimensionScore(this.earned[d]! + add, this.possible[d]!, caps, this.exponent);
      sum += s - this.dims[d]!;
      if (d === f.own) own = s;
    }
    const caps = f.lifts ? this.overallCaps.filter((c) => c.check !== f.check.id) : this.overallCaps;
    const overall = overallScore(sum, this.applicable, caps);
    return { overall: overall - this.overall, dimension: own - this.dims[f.own]!, points: sum - this.sum };
  }

  apply(f: Fix): void {
    for (const [d, add] of f.credit) {
      this.earned[d]! += add;
      if (f.lifts) this.dimCaps[d] = this.dimCaps[d]!.filter((c) => c.check !== f.check.id);
      const s = dimensionScore(this.earned[d]!, this.possible[d]!, this.dimCaps[d]!, this.exponent);
      this.sum += s - this.dims[d]!;
      this.dims[d] = s;
    }
    if (f.lifts) this.overallCaps = this.overallCaps.filter((c) => c.check !== f.check.id);
    this.overall = overallScore(this.sum, this.applicable, this.overallCaps);
  }
}

function prepare(checks: readonly CheckResult[], meta: ReadonlyMap<string, ScoringMeta>, exponent: number): { state: FixState; fixes: Fix[] } {
  const t = tallyChecks(checks, meta);
  const possible = t.byDimension.map((d) => d.possible);
  const state = new FixState(
    possible,
    possible.filter((p) => p > 0).length,
    exponent,
    t.byDimension.map((d) => d.earned),
    t.byDimension.map((d) => d.caps),
    t.caps.filter((c) => c.scope === 'overall'),
  );
  const capping = new Set(t.caps.map((c) => c.check));
  const fixes: Fix[] = [];
  for (const c of checks) {
    const credit = OUTCOME_CREDIT[c.outcome];
    if (credit === undefined || credit === 1) continue;
    const own = DIMENSIONS.indexOf(c.dimension);
    const add = new Map<number, number>([[own, IMPACT_WEIGHT[c.impact] * (1 - credit)]]);
    for (const extra of meta.get(c.id)?.alsoScores ?? []) {
      const d = DIMENSIONS.indexOf(extra.dimension);
      add.set(d, (add.get(d) ?? 0) + IMPACT_WEIGHT[extra.impact] * (1 - credit));
    }
    fixes.push({ check: c, own, credit: [...add], lifts: c.outcome === 'fail' && capping.has(c.id) });
  }
  return { state, fixes };
}

/**
 * What passing each failing or warning check alone would add, everything else unchanged: the
 * scores re-computed with its credit made whole in every dimension that counts it and its caps
 * lifted, so rounding and caps count exactly as in the score.
 */
export function gains(checks: readonly CheckResult[], meta: ReadonlyMap<string, ScoringMeta>, exponent = CURVE_EXPONENT): Map<string, Gain> {
  const { state, fixes } = prepare(checks, meta, exponent);
  const out = new Map<string, Gain>();
  for (const f of fixes) {
    const g = state.try(f);
    out.set(f.check.id, { overall: g.overall, dimension: g.dimension });
  }
  return out;
}

/**
 * The order to fix things in, with caps in mind. Greedy: each step takes the fix with the largest
 * gain of the overall score given the fixes already taken (ties: more points over all dimensions,
 * then `importance`). So a fix that lifts a cap comes before the fixes the cap holds down, and
 * those are then worth what they add once it is done. Each step carries the overall score with it
 * and every earlier fix done — the same number `score()` gives the checks with those outcomes set
 * to pass. Up to `limit` steps; about limit × (failing checks) trials of one or two dimensions each.
 */
export function planFixes(checks: readonly CheckResult[], meta: ReadonlyMap<string, ScoringMeta>, limit = Infinity, exponent = CURVE_EXPONENT): FixPlan {
  const { state, fixes } = prepare(checks, meta, exponent);
  const start = state.clone();
  const base = state.overall;
  const order = importance(meta);
  const alone = new Map<Fix, Gain>();
  const left = new Set(fixes);
  const taken: Fix[] = [];
  const steps: PlanStep[] = [];
  while (left.size > 0 && steps.length < limit) {
    let best: Fix | null = null;
    let bestGain = { overall: -1, dimension: 0, points: -1 };
    for (const f of left) {
      const g = state.try(f);
      if (steps.length === 0) alone.set(f, { overall: g.overall, dimension: g.dimension });
      if (best === null || g.overall > bestGain.overall || (g.overall === bestGain.overall && (g.points > bestGain.points || (g.points === bestGain.points && order(f.check, best.check) < 0)))) {
        best = f;
        bestGain = g;
      }
    }
    const f = best!;
    const after = heldBy(start, taken, f, bestGain.overall);
    state.apply(f);
    left.delete(f);
    taken.push(f);
    steps.push({ check: f.check, alone: alone.get(f)!, overall: bestGain.overall, dimension: bestGain.dimension, score: state.overall, grade: gradeFor(state.overall), after });
  }
  return { score: base, steps };
}

/**
 * The earlier fixes whose caps hold `f` back: those that lift a cap of a dimension `f` counts in,
 * or of the overall score, when `f` would be worth less without them than with them.
 */
function heldBy(start: FixState, taken: readonly Fix[], f: Fix, gain: number): string[] {
  const dims = new Set(f.credit.map(([d]) => d));
  const lifters = taken.filter((t) => t.lifts && (start.overallCaps.some((c) => c.check === t.check.id) || start.dimCaps.some((caps, d) => dims.has(d) && caps.some((c) => c.check === t.check.id))));
  if (lifters.length === 0) return [];
  const without = start.clone();
  for (const t of taken) if (!lifters.includes(t)) without.apply(t);
  return without.try(f).overall < gain ? lifters.map((t) => t.check.id) : [];
}
