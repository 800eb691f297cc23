import { DIMENSIONS, type CheckResult, type DimensionKey, type Impact, type Outcome, type RuleMeta } from '../rules/types.ts';
import { capsOf } from '../rules/define.ts';

/** Impact weights as axe-core and Lighthouse's accessibility category use them. */
export const IMPACT_WEIGHT: Record<Impact, number> = { critical: 10, serious: 7, moderate: 3, minor: 1 };

/** Credit per outcome; outcomes that are absent here carry no weight at all. */
export const OUTCOME_CREDIT: Partial<Record<Outcome, number>> = { pass: 1, warn: 0.5, fail: 0 };

/**
 * The curve: score = 100 × ratio^k. With k = 2.2 a page that earns 85 % of the weighted credit
 * scores 70 ("good"), 95 % scores 89, and half the credit scores 22. See docs/scoring.md.
 */
export const CURVE_EXPONENT = 2.2;

export interface AppliedCap {
  check: string;
  scope: 'dimension' | 'overall';
  dimension: DimensionKey;
  max: number;
  reason: string;
}

export interface OutcomeCounts {
  pass: number;
  fail: number;
  warn: number;
  'not-applicable': number;
  'needs-review': number;
  error: number;
}

export type ScoringMeta = Pick<RuleMeta, 'cap' | 'failureTitle' | 'alsoScores'>;

/** The score of a ratio of weighted credit; another exponent only for calibrating the curve. */
export function curve(ratio: number, exponent = CURVE_EXPONENT): number {
  const r = Math.min(1, Math.max(0, ratio));
  return Math.round(100 * Math.pow(r, exponent));
}

function emptyCounts(): OutcomeCounts {
  return { pass: 0, fail: 0, warn: 0, 'not-applicable': 0, 'needs-review': 0, error: 0 };
}

/** A check's outcome counted in a dimension other than its own (`alsoScores`), with its weight there. */
interface Borrowed {
  outcome: Outcome;
  dimension: DimensionKey;
  impact: Impact;
}

/** One dimension's weighed credit and the caps its failures apply, before the curve. */
export interface Tally {
  earned: number;
  possible: number;
  counts: OutcomeCounts;
  caps: AppliedCap[];
}

export interface Tallies {
  byDimension: Tally[];
  /** Caps of every dimension and of the overall score, in the order the checks gave them. */
  caps: AppliedCap[];
  counts: OutcomeCounts;
}

export function tallyChecks(checks: readonly CheckResult[], meta: ReadonlyMap<string, ScoringMeta>): Tallies {
  const caps: AppliedCap[] = [];
  const counts = emptyCounts();
  const byDimension: Tally[] = [];
  const borrowed: Borrowed[] = [];
  for (const c of checks) {
    for (const extra of meta.get(c.id)?.alsoScores ?? []) borrowed.push({ outcome: c.outcome, dimension: extra.dimension, impact: extra.impact });
  }
  for (const key of DIMENSIONS) {
    const t: Tally = { earned: 0, possible: 0, counts: emptyCounts(), caps: [] };
    for (const c of checks) {
      if (c.dimension !== key) continue;
      t.counts[c.outcome]++;
      counts[c.outcome]++;
      const credit = OUTCOME_CREDIT[c.outcome];
      if (credit === undefined) continue;
      const w = IMPACT_WEIGHT[c.impact];
      t.possible += w;
      t.earned += w * credit;
      if (c.outcome === 'fail') {
        for (const cap of capsOf(meta.get(c.id) ?? {})) caps.push({ check: c.id, scope: cap.scope, dimension: key, max: cap.max, reason: cap.reason });
      }
    }
    // Outcomes of other dimensions' checks that this one counts too: weighed like its own and
    // shown in its summary, but counted once in the totals, and their caps stay with their owner.
    for (const b of borrowed) {
      if (b.dimension !== key) continue;
      t.counts[b.outcome]++;
      const credit = OUTCOME_CREDIT[b.outcome];
      if (credit === undefined) continue;
      const w = IMPACT_WEIGHT[b.impact];
      t.possible += w;
      t.earned += w * credit;
    }
    byDimension.push(t);
  }
  for (let i = 0; i < DIMENSIONS.length; i++) byDimension[i]!.caps = caps.filter((cap) => cap.dimension === DIMENSIONS[i] && cap.scope === 'dimension');
  return { byDimension, caps, counts };
}

/** One dimension's score from its weighed credit: the curve, then its caps (100 when nothing was counted). */
export function dimensionScore(earned: number, possible: number, caps: readonly AppliedCap[], exponent: number): number {
  return capped(possible > 0 ? curve(earned / possible, exponent) : 100, caps);
}

/** The overall score: the mean of the `applicable` dimensions' scores (whose sum is given), then the overall caps. */
export function overallScore(sum: number, applicable: number, overallCaps: readonly AppliedCap[]): number {
  return capped(applicable ? Math.round(sum / applicable) : 0, overallCaps);
}

/** Dimension scores and the overall score of tallies: the curve, then caps, then the mean. */
export function scoresOf(t: Tallies, exponent: number): { dimensions: number[]; overall: number } {
  const dimensions: number[] = [];
  let sum = 0;
  let applicable = 0;
  for (const d of t.byDimension) {
    const s = dimensionScore(d.earned, d.possible, d.caps, exponent);
    dimensions.push(s);
    if (d.possible > 0) {
      sum += s;
      applicable++;
    }
  }
  return { dimensions, overall: overallScore(sum, applicable, t.caps.filter((cap) => cap.scope === 'overall')) };
}

/**
 * A score under caps (the lowest cap when several apply): the upper half of the cap's range holds
 * the uncapped scores from 0 to 100 (cap/2 + cap × score/200), and a score already below that
 * stays as it is. So the score never passes the cap, a page that shares a critical failure with
 * others is still ranked by everything else (a plain min(score, cap) gave every page with trackers
 * and no consent mechanism exactly 50), and a page that is poor anyway is not marked down twice.
 */
export function capped(score: number, caps: readonly AppliedCap[]): number {
  if (caps.length === 0) return score;
  const max = caps.reduce((m, c) => Math.min(m, c.max), 100);
  return Math.min(score, Math.round(max / 2 + (max * score) / 200));
}
