import { DIMENSIONS, DIMENSION_LABELS, type CheckResult, type DimensionKey, type Impact } from '../rules/types.ts';
import { gradeFor } from './grades.ts';
import { CURVE_EXPONENT, scoresOf, tallyChecks, type AppliedCap, type OutcomeCounts, type ScoringMeta } from './tally.ts';
import { planFixes, type Gain } from './plan.ts';

export { IMPACT_WEIGHT, OUTCOME_CREDIT, CURVE_EXPONENT, curve, capped, type AppliedCap, type OutcomeCounts, type ScoringMeta } from './tally.ts';
export { gains, planFixes, type Gain, type FixPlan, type PlanStep } from './plan.ts';

export const SCORING_NOTE =
  'Scores use a deliberately demanding curve with critical caps: 70 is a good site and 90+ is exceptional. ' +
  'A score is not a linear percentage of checks passed, so do not compare it with linear graders. ' +
  'Checks that do not apply, need a human review or could not run are left out of the score.';

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
  /** What passing this check alone would add: points of the overall score and of its own dimension's. */
  gain?: Gain;
  /** What fixing it adds once every issue listed before it is fixed, and the score then (see `planFixes`). */
  plan?: PlannedFix;
}

/** An issue's place in the plan of fixes: the top issues are listed in the order that gains most. */
export interface PlannedFix {
  /** Points of the overall score and of the issue's own dimension that fixing it adds once the issues before it are fixed. */
  overall: number;
  dimension: number;
  /** The overall score and grade once this issue and every issue before it are fixed. */
  score: number;
  grade: string;
  /** Earlier issues whose caps hold this one back: it is worth `overall` only once they are fixed. */
  after?: string[];
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

  // Ordered by what fixing each gains, caps in mind; the plan starts from the same tallies' score.
  const topIssues = planFixes(checks, meta, topIssueCount, exponent).steps.map((step) => {
    const c = step.check;
    const issue: Issue = { dimension: c.dimension, title: meta.get(c.id)?.failureTitle ?? c.title, check: c.id, impact: c.impact };
    const detail = issueDetail(c);
    if (detail) issue.detail = detail;
    issue.gain = step.alone;
    issue.plan = { overall: step.overall, dimension: step.dimension, score: step.score, grade: step.grade, ...(step.after.length ? { after: step.after } : {}) };
    return issue;
  });

  return { score: overall, grade: gradeFor(overall), dimensions, topIssues, caps: tallies.caps, counts: tallies.counts, scoringNote: SCORING_NOTE };
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
