import { DIMENSION_LABELS, planFixes, type CheckResult, type DimensionScore, type FixPlan, type PlanStep, type ScoringMeta } from '@pagegrade/core';
import { escapeHtml } from './layout.ts';
import { gradeClass } from './grades.ts';

/** How many fixes the first screen of a report lists, and its projection counts. */
export const FIRST_FIXES = 5;

/** The fixes the report lists in its top issues (as many as the API's topIssues). */
export const PLANNED_FIXES = 10;

/** One fix of the plan as a person reads it: what to do, what it is worth, and what it waits on. */
export interface PlannedFixView {
  check: CheckResult;
  title: string;
  /** Its number in the plan, from 1. */
  n: number;
  step: PlanStep;
  /** The numbers of the earlier fixes whose caps hold it back. */
  waitsOn: number[];
}

/** The report's plan of fixes, from the analysis's checks re-scored with the current rules' caps. */
export function reportPlan(checks: readonly CheckResult[], meta: ReadonlyMap<string, ScoringMeta>, limit = PLANNED_FIXES): { plan: FixPlan; fixes: PlannedFixView[] } {
  const plan = planFixes(checks, meta, limit);
  const position = new Map(plan.steps.map((s, i) => [s.check.id, i + 1]));
  const fixes = plan.steps.map((step, i) => ({
    check: step.check,
    title: meta.get(step.check.id)?.failureTitle ?? step.check.title,
    n: i + 1,
    step,
    waitsOn: step.after.map((id) => position.get(id)!).filter((n) => n !== undefined),
  }));
  return { plan, fixes };
}

function list(s: readonly string[]): string {
  return s.length <= 1 ? s.join('') : `${s.slice(0, -1).join(', ')} and ${s.at(-1)}`;
}

/**
 * What a fix is worth, in words: its gain in the plan, and when a cap holds it, the fixes it waits
 * on and what it would be worth without them ("+6 overall once #1 is fixed (+1 on its own)").
 */
export function fixWorth(f: PlannedFixView): string {
  const { step } = f;
  const dim = DIMENSION_LABELS[f.check.dimension];
  const overall = `+${step.overall} overall`;
  const inDim = `+${step.dimension} ${dim}`;
  if (f.waitsOn.length) return `${overall} once ${list(f.waitsOn.map((n) => `#${n}`))} ${f.waitsOn.length === 1 ? 'is' : 'are'} fixed (+${step.alone.overall} on its own), ${inDim}`;
  return `${overall}, ${inDim}`;
}

/** "Fix these 5: 63 → 71 (B-)": what the first fixes together lead to, verified by re-scoring. */
export function projectionText(plan: FixPlan, count: number): string | null {
  const last = plan.steps[Math.min(count, plan.steps.length) - 1];
  if (!last) return null;
  const n = Math.min(count, plan.steps.length);
  return `${n === 1 ? 'Fix this one' : `Fix these ${n}`}: ${plan.score} → ${last.score} (${last.grade})`;
}

const BAR_X = 132;
const BAR_W = 140;
const ROW = 20;

/**
 * The eight dimension scores as horizontal bars, an inline SVG drawn on the server (no script, no
 * style attribute: colours come from classes of the stylesheet). The text alternative carries
 * every value (an image holds no links: the dimension cards below link to each section).
 */
export function dimensionBars(dimensions: readonly DimensionScore[]): string {
  const h = dimensions.length * ROW + 4;
  const label = `Dimension scores: ${dimensions.map((d) => `${d.label} ${d.score} (${d.grade})`).join(', ')}.`;
  const rows = dimensions
    .map((d, i) => {
      const y = i * ROW + 2;
      const w = Math.max(1, Math.round((d.score / 100) * BAR_W));
      return `<g><text class="bar-label" x="0" y="${y + 13}">${escapeHtml(d.label)}</text><rect class="bar-track" x="${BAR_X}" y="${y + 3}" width="${BAR_W}" height="12" rx="3"/><rect class="bar ${gradeClass(d.grade)}" x="${BAR_X}" y="${y + 3}" width="${w}" height="12" rx="3"/><text class="bar-value" x="${BAR_X + BAR_W + 6}" y="${y + 13}">${d.score} ${escapeHtml(d.grade)}</text></g>`;
    })
    .join('');
  return `<svg class="dim-bars" viewBox="0 0 330 ${h}" width="330" height="${h}" role="img" aria-label="${escapeHtml(label)}">${rows}</svg>`;
}

/** The first screen's "Fix these first": the first fixes of the plan, what each is worth, and where they lead. */
export function fixFirstHtml(plan: FixPlan, fixes: readonly PlannedFixView[], anchor: (id: string) => string): string {
  const first = fixes.slice(0, FIRST_FIXES);
  if (first.length === 0) return `<section class="fix-first" aria-labelledby="fix-first"><h2 id="fix-first">Fix these first</h2><p>No check failed or warned: nothing to fix.</p></section>`;
  const items = first
    .map((f) => `<li><a href="#${escapeHtml(anchor(f.check.id))}">${escapeHtml(f.title)}</a> <span class="worth"><strong>+${f.step.overall}</strong> ${f.waitsOn.length ? `once ${escapeHtml(list(f.waitsOn.map((n) => `#${n}`)))} ${f.waitsOn.length === 1 ? 'is' : 'are'} fixed` : 'overall'}</span></li>`)
    .join('\n');
  const projection = projectionText(plan, FIRST_FIXES)!;
  const last = first.at(-1)!.step;
  return `<section class="fix-first" aria-labelledby="fix-first">
<h2 id="fix-first">Fix these first</h2>
<ol class="plan">
${items}
</ol>
<p class="projection">${escapeHtml(projection.replace(/ \([^)]*\)$/, ''))} <span class="grade ${gradeClass(last.grade)}">${escapeHtml(last.grade)}</span> · <a href="#top-issues">how to fix each</a></p>
</section>`;
}
