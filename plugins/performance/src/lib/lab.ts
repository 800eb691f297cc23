import type { RenderMetrics, RuleContext, Verdict, Visitor } from '@pagegrade/core';

/**
 * A lab metric the browser measured in rendered mode, with the curve it is scored on. `unit` and
 * `value` are what a budget would read: `ms` for times, `unitless` for the layout shift score.
 */
export interface LabMetric {
  /** Its short name in findings: `LCP`. */
  name: string;
  unit: 'ms' | 'unitless';
  /** The value at which Lighthouse's score is 0.9 (good up to it) and 0.5 (poor beyond it). */
  p10: number;
  median: number;
  value(metrics: RenderMetrics): number | null;
}

// Lighthouse 13's control points for its mobile default (core/audits/metrics/*.js, defaultOptions
// mobile.scoring; cumulative-layout-shift has one curve for both form factors): FCP 1800 and 3000
// ms, LCP 2500 and 4000 ms, TBT 200 and 600 ms, CLS 0.1 and 0.25.
export const FCP: LabMetric = { name: 'FCP', unit: 'ms', p10: 1800, median: 3000, value: (m) => m.firstContentfulPaint };
export const LCP: LabMetric = { name: 'LCP', unit: 'ms', p10: 2500, median: 4000, value: (m) => m.largestContentfulPaint };
export const TBT: LabMetric = { name: 'TBT', unit: 'ms', p10: 200, median: 600, value: (m) => m.totalBlockingTime };
export const CLS: LabMetric = { name: 'CLS', unit: 'unitless', p10: 0.1, median: 0.25, value: (m) => m.cumulativeLayoutShift };
// Speed Index, mobile (Lighthouse 13, core/audits/metrics/speed-index.js, read from the published
// 13.5.0 package; 12.8 has the same): 3387 and 5800 ms.
export const SI: LabMetric = { name: 'SI', unit: 'ms', p10: 3387, median: 5800, value: (m) => m.speedIndex ?? null };

/** erfc⁻¹(1/5): where the standard log-normal's complementary CDF is 0.1. */
const INVERSE_ERFC_ONE_FIFTH = 0.9061938024368232;

/** The Gauss error function by Abramowitz and Stegun's formula 7.1.26 (error below 1.5e-7), as Lighthouse computes it. */
function erf(x: number): number {
  const sign = Math.sign(x);
  const a = Math.abs(x);
  const t = 1 / (1 + 0.3275911 * a);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  return sign * (1 - poly * Math.exp(-a * a));
}

/** The largest doubles below 0.9 and 0.5: the top of the needs-improvement and poor bands. */
const BELOW_GOOD = 0.8999999999999999;
const BELOW_HALF = 0.49999999999999994;

/**
 * Lighthouse's score of a metric value, 0 to 1, rounded to two decimals as its report shows it:
 * the share of a log-normal distribution (median at 0.5, p10 at 0.9) above the value. Before
 * rounding, the score is held inside the band its control points give (at most p10: 0.9 or more;
 * up to the median: from 0.5 to under 0.9; beyond it: under 0.5), as Lighthouse's shared
 * statistics do.
 */
export function labScore(metric: LabMetric, value: number): number {
  if (value <= 0) return 1;
  const standardized = (Math.log(value / metric.median) * INVERSE_ERFC_ONE_FIFTH) / -Math.log(metric.p10 / metric.median);
  const raw = (1 - erf(standardized)) / 2;
  const banded = value <= metric.p10 ? Math.max(0.9, Math.min(1, raw)) : value <= metric.median ? Math.max(0.5, Math.min(BELOW_GOOD, raw)) : Math.max(0, Math.min(BELOW_HALF, raw));
  return Math.round(banded * 100) / 100;
}

export type Rating = 'good' | 'needs improvement' | 'poor';

/**
 * The rating Lighthouse's report gives the rounded score: good from 0.90, needs improvement from
 * 0.50, poor below. It is the control points' band except a hair beyond them, where the score
 * rounds up to the band's edge (an LCP of 2,510 ms still scores 0.90).
 */
export function rating(metric: LabMetric, value: number): Rating {
  const score = labScore(metric, value);
  return score >= 0.9 ? 'good' : score >= 0.5 ? 'needs improvement' : 'poor';
}

/** `1.85 s`, `230 ms`, or `0.123` for the unitless shift score. */
export function formatMetric(metric: LabMetric, value: number): string {
  if (metric.unit === 'unitless') return String(Math.round(value * 1000) / 1000);
  return value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`;
}

/** What the metric's result says: the value, its rating and score, and the bands. */
export function labDetail(metric: LabMetric, value: number): string {
  const f = (v: number) => formatMetric(metric, v);
  return `${metric.name} ${f(value)}: ${rating(metric, value)}, Lighthouse mobile score ${labScore(metric, value).toFixed(2)} (good from 0.90, at ${f(metric.p10)}; poor below 0.50, beyond ${f(metric.median)}).`;
}

/** The verdict for a measured value: pass when good, warn when it needs improvement, fail when poor. */
export function labVerdict(ctx: RuleContext, metric: LabMetric, value: number, extra = ''): Verdict {
  const detail = labDetail(metric, value) + extra;
  const r = rating(metric, value);
  return r === 'good' ? ctx.pass(detail) : r === 'needs improvement' ? ctx.warning(detail) : ctx.fail(detail);
}

/** The measured value of a metric on a rendered page, or null (static snapshot, or never reached). */
export function measured(metrics: RenderMetrics | undefined | null, metric: LabMetric): number | null {
  return metrics ? metric.value(metrics) : null;
}

/**
 * The visitor of a static heuristic that defers to a lab measurement on a rendered page: it looks
 * at nothing and is not-applicable, naming the checks that measured what it would guess.
 */
export function deferToMeasurement(ctx: RuleContext, checks: string[], why = ''): Visitor {
  return { end: () => ctx.notApplicable(measuredBy(checks, why)) };
}

/** The not-applicable reason of a guess that a measurement replaces in rendered mode. */
export function measuredBy(checks: string[], why = ''): string {
  return `Measured: see ${checks.join(' and ')}.${why ? ` ${why}` : ''}`;
}
