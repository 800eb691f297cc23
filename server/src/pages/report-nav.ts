import { createHash } from 'node:crypto';
import { DIMENSIONS, DIMENSION_LABELS, type CheckResult, type DimensionKey, type Outcome } from '@pagegrade/core';
import { escapeHtml } from './layout.ts';

/**
 * The report's one script: a link to a check (`#check-…`, from the top issues or anywhere else)
 * opens that check's <details>, which a fragment alone cannot do in every browser, and puts the
 * keyboard focus on its summary, so the next Tab goes through the check. The check is highlighted
 * by CSS (:target) with or without it, and without it every check still opens by hand. No sink of
 * the Trusted Types policy is used: it only sets `open` and moves the focus.
 */
export const REPORT_SCRIPT = `(function () {
  function reveal() {
    var id = decodeURIComponent(location.hash.slice(1));
    var el = id ? document.getElementById(id) : null;
    if (!el || el.tagName !== 'DETAILS') return;
    el.open = true;
    var summary = el.querySelector('summary');
    if (summary) summary.focus();
  }
  window.addEventListener('hashchange', reveal);
  // Again once loaded: the browser's own move to the fragment comes after this script has run.
  window.addEventListener('load', reveal);
  document.addEventListener('click', function (e) {
    var a = e.target instanceof Element ? e.target.closest('a[href^="#"]') : null;
    if (a && a.getAttribute('href') === location.hash) reveal();
  });
  reveal();
})();`;

/** The script's CSP source: the pages' policy allows this script and no other. */
export const REPORT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(REPORT_SCRIPT).digest('base64')}'`;

export function reportScript(): string {
  return `<script>${REPORT_SCRIPT}</script>`;
}

/** The outcomes a reader can filter the checks by, in the report's order, with their link labels. */
const OUTCOME_FILTERS: readonly [Outcome, string][] = [
  ['fail', 'Failed'],
  ['warn', 'Warnings'],
  ['needs-review', 'Needs review'],
  ['error', 'Could not run'],
  ['pass', 'Passed'],
  ['not-applicable', 'Not applicable'],
];

/** Which checks the report lists: a dimension, an outcome, both or neither (`?dimension=seo&outcome=fail`). */
export interface ReportFilter {
  dimension: DimensionKey | null;
  outcome: Outcome | null;
}

export const NO_FILTER: ReportFilter = { dimension: null, outcome: null };

/** The filter of a report's query; an unknown value is no filter (a link from elsewhere still shows the report). */
export function reportFilter(query: Record<string, unknown>): ReportFilter {
  const dimension = DIMENSIONS.find((d) => d === query['dimension']) ?? null;
  const outcome = OUTCOME_FILTERS.find(([o]) => o === query['outcome'])?.[0] ?? null;
  return { dimension, outcome };
}

function filterHref(f: ReportFilter, reportPath: string): string {
  const q = new URLSearchParams();
  if (f.dimension) q.set('dimension', f.dimension);
  if (f.outcome) q.set('outcome', f.outcome);
  const s = q.toString();
  return `${reportPath}${s ? `?${s}` : ''}#checks`;
}

/**
 * Links that filter the checks by dimension and outcome, answered by the server (no script), each
 * with how many checks it would show; the filter in force is marked for assistive technology.
 */
export function filterNav(checks: readonly CheckResult[], f: ReportFilter, reportPath: string): string {
  const option = (label: string, n: number, target: ReportFilter, current: boolean) => {
    const text = `${escapeHtml(label)} (${n})`;
    const href = escapeHtml(filterHref(target, reportPath));
    return current ? `<a href="${href}" aria-current="true"><strong>${text}</strong></a>` : `<a href="${href}">${text}</a>`;
  };
  const count = (d: DimensionKey | null, o: Outcome | null) => checks.filter((c) => (!d || c.dimension === d) && (!o || c.outcome === o)).length;
  const dims = [option('All', count(null, f.outcome), { ...f, dimension: null }, f.dimension === null), ...DIMENSIONS.map((d) => option(DIMENSION_LABELS[d], count(d, f.outcome), { ...f, dimension: d }, f.dimension === d))];
  const outcomes = [option('All', count(f.dimension, null), { ...f, outcome: null }, f.outcome === null), ...OUTCOME_FILTERS.map(([o, label]) => option(label, count(f.dimension, o), { ...f, outcome: o }, f.outcome === o))];
  const shown = count(f.dimension, f.outcome);
  const active = f.dimension || f.outcome;
  const what = [f.outcome ? OUTCOME_FILTERS.find(([o]) => o === f.outcome)![1].toLowerCase() : null, f.dimension ? `in ${DIMENSION_LABELS[f.dimension]}` : null].filter(Boolean).join(' ');
  return `<nav class="filters" aria-label="Filter the checks">
<p><span class="filter-label">Dimension:</span> ${dims.join(' · ')}</p>
<p><span class="filter-label">Outcome:</span> ${outcomes.join(' · ')}</p>
${active ? `<p role="status">Showing ${shown === 1 ? '1 check' : `${shown} checks`}: ${escapeHtml(what)}. <a href="${escapeHtml(reportPath)}#checks">Show every check</a>.</p>` : ''}
</nav>`;
}

/** Whether a check is listed under the filter. */
export function shown(c: CheckResult, f: ReportFilter): boolean {
  return (!f.dimension || c.dimension === f.dimension) && (!f.outcome || c.outcome === f.outcome);
}
