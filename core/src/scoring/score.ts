import { DIMENSIONS, DIMENSION_LABELS, type CheckResult, type DimensionKey, type Impact, type Outcome, type RuleMeta } from '../rules/types.ts';
import { gradeFor } from './grades.ts';
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

export const SCORING_NOTE =
  'Scores use a deliberately demanding curve with critical caps: 70 is a good site and 90+ is exceptional. ' +
  'A score is not a linear percentage of checks passed, so do not compare it with linear graders. ' +
  'Checks that do not apply, need a human review or could not run are left out of the score.';

export interface AppliedCap {
  check: string;
  scope: 'dimension' | 'overall';
  dimension: DimensionKey;
  max: number;
  reason: string;
}

export interface DimensionScore {
  key: DimensionKey;
  label: string;
  score: number;
  grade: string;
  summary: string;
}

export interface Issue {
  dimension: DimensionKey;
  title: string;
  detail?: string;
  check: string;
  impact: Impact;
  /** What passing this check would add: points of the overall score and of its own dimension's. */
  gain?: Gain;
}

/** Points a score would gain if one failing or warning check passed, everything else unchanged. */
export interface Gain {
  overall: number;
  dimension: number;
}

export interface OutcomeCounts {
  pass: number;
  fail: number;
  warn: number;
  'not-applicable': number;
  'needs-review': number;
  error: number;
}

export interface ScoreResult {
  score: number;
  grade: string;
  dimensions: DimensionScore[];
  topIssues: Issue[];
  caps: AppliedCap[];
  counts: OutcomeCounts;
  scoringNote: string;
}

export type ScoringMeta = Pick<RuleMeta, 'cap' | 'failureTitle' | 'alsoScores'>;

/** The score of a ratio of weighted credit; another exponent only for calibrating the curve. */
export function curve(ratio: number, exponent = CURVE_EXPONENT): number {
  const r = Math.min(1, Math.max(0, ratio));
  return Math.round(100 * Math.pow(r, exponent));
}

const OUTCOME_ORDER: Record<string, number> = { fail: 0, warn: 1 };

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
interface Tally {
  earned: number;
  possible: number;
  counts: OutcomeCounts;
  caps: AppliedCap[];
}

interface Tallies {
  byDimension: Tally[];
  /** Caps of every dimension and of the overall score, in the order the checks gave them. */
  caps: AppliedCap[];
  counts: OutcomeCounts;
}

function tallyChecks(checks: readonly CheckResult[], meta: ReadonlyMap<string, ScoringMeta>): Tallies {
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

/** Dimension scores and the overall score of tallies: the curve, then caps, then the mean. */
function scoresOf(t: Tallies, exponent: number): { dimensions: number[]; overall: number } {
  const dimensions: number[] = [];
  const applicable: number[] = [];
  for (const d of t.byDimension) {
    const s = capped(d.possible > 0 ? curve(d.earned / d.possible, exponent) : 100, d.caps);
    dimensions.push(s);
    if (d.possible > 0) applicable.push(s);
  }
  const mean = applicable.length ? Math.round(applicable.reduce((a, b) => a + b, 0) / applicable.length) : 0;
  return { dimensions, overall: capped(mean, t.caps.filter((cap) => cap.scope === 'overall')) };
}

/**
 * Rule outcomes → dimension scores → overall score, grades, caps and top issues. Pure: the same
 * checks always give the same result, and turning a failure into a pass never lowers a score.
 */
export function score(checks: readonly CheckResult[], meta: ReadonlyMap<string, ScoringMeta>, topIssueCount = 10, exponent = CURVE_EXPONENT): ScoreResult {
  const tallies = tallyChecks(checks, meta);
  const scores = scoresOf(tallies, exponent);
  const dimensions: DimensionScore[] = DIMENSIONS.map((key, i) => {
    const t = tallies.byDimension[i]!;
    const s = scores.dimensions[i]!;
    return { key, label: DIMENSION_LABELS[key], score: s, grade: gradeFor(s), summary: summarize(t.counts, t.caps, t.possible > 0) };
  });
  const overall = scores.overall;

  const failing = checks.filter((c) => c.outcome === 'fail' || c.outcome === 'warn');
  const dimIndex = (d: DimensionKey) => DIMENSIONS.indexOf(d);
  failing.sort(
    (a, b) =>
      OUTCOME_ORDER[a.outcome]! - OUTCOME_ORDER[b.outcome]! ||
      Number(capsOf(meta.get(b.id) ?? {}).length > 0) - Number(capsOf(meta.get(a.id) ?? {}).length > 0) ||
      IMPACT_WEIGHT[b.impact] - IMPACT_WEIGHT[a.impact] ||
      dimIndex(a.dimension) - dimIndex(b.dimension) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  const topIssues = failing.slice(0, topIssueCount).map((c) => {
    const issue: Issue = { dimension: c.dimension, title: meta.get(c.id)?.failureTitle ?? c.title, check: c.id, impact: c.impact };
    const detail = issueDetail(c);
    if (detail) issue.detail = detail;
    issue.gain = gainOf(tallies, scores, c, meta, exponent);
    return issue;
  });

  return { score: overall, grade: gradeFor(overall), dimensions, topIssues, caps: tallies.caps, counts: tallies.counts, scoringNote: SCORING_NOTE };
}

/**
 * What one failing or warning check costs: the scores re-computed with it passing (its credit
 * made whole in its dimension and in every dimension that counts it too, its caps lifted) against
 * the scores as they are. The same arithmetic as `score()`, from its tallies, so it costs a few
 * additions per check rather than a second pass over every check.
 */
function gainOf(tallies: Tallies, scores: { dimensions: number[]; overall: number }, c: CheckResult, meta: ReadonlyMap<string, ScoringMeta>, exponent: number): Gain {
  const credit = OUTCOME_CREDIT[c.outcome];
  if (credit === undefined || credit === 1) return { overall: 0, dimension: 0 };
  const byDimension = tallies.byDimension.map((t) => ({ ...t }));
  const own = DIMENSIONS.indexOf(c.dimension);
  byDimension[own]!.earned += IMPACT_WEIGHT[c.impact] * (1 - credit);
  for (const extra of meta.get(c.id)?.alsoScores ?? []) byDimension[DIMENSIONS.indexOf(extra.dimension)]!.earned += IMPACT_WEIGHT[extra.impact] * (1 - credit);
  let caps = tallies.caps;
  if (c.outcome === 'fail' && caps.some((cap) => cap.check === c.id)) {
    caps = caps.filter((cap) => cap.check !== c.id);
    for (const t of byDimension) t.caps = t.caps.filter((cap) => cap.check !== c.id);
  }
  const after = scoresOf({ byDimension, caps, counts: tallies.counts }, exponent);
  return { overall: after.overall - scores.overall, dimension: after.dimensions[own]! - scores.dimensions[own]! };
}

/** The gain of every failing and warning check, by id (for reports that list them all). */
export function gains(checks: readonly CheckResult[], meta: ReadonlyMap<string, ScoringMeta>, exponent = CURVE_EXPONENT): Map<string, Gain> {
  const tallies = tallyChecks(checks, meta);
  const scores = scoresOf(tallies, exponent);
  const out = new Map<string, Gain>();
  for (const c of checks) if (c.outcome === 'fail' || c.outcome === 'warn') out.set(c.id, gainOf(tallies, scores, c, meta, exponent));
  return out;
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

function issueDetail(c: CheckResult): string | undefined {
  const first = c.findings[0];
  if (!first) return undefined;
  const more = c.findings.length - 1 + (c.omittedFindings ?? 0);
  const where = first.selector ? ` (${first.selector})` : first.line ? ` (line ${first.line})` : '';
  // "and 7 more" after "7 trackers …" read as 7 more trackers: say that these are findings.
  return `${first.detail}${where}${more > 0 ? ` — and ${more} more finding${more === 1 ? '' : 's'} of this check` : ''}`;
}

function summarize(c: OutcomeCounts, caps: AppliedCap[], scored: boolean): string {
  if (!scored) return 'No check in this dimension applied to this page.';
  const ran = c.pass + c.fail + c.warn;
  let s = `${c.pass} of ${ran} scored checks pass`;
  const extra: string[] = [];
  if (c.fail) extra.push(`${c.fail} fail`);
  if (c.warn) extra.push(`${c.warn} warn`);
  if (c['needs-review']) extra.push(`${c['needs-review']} need review`);
  if (extra.length) s += ` (${extra.join(', ')})`;
  s += '.';
  if (caps.length) {
    const lowest = caps.reduce((a, b) => (b.max < a.max ? b : a));
    s += ` Capped at ${lowest.max}: ${lowest.reason}`;
    if (!/[.!?]$/.test(s)) s += '.';
  }
  return s;
}
