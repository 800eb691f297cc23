/**
 * Runs the vendored W3C ACT test cases through the engine and scores the outcomes the way the
 * W3C implementation pages do. Shared by test/act.test.ts and `npm run act` (scripts/act-report.ts).
 *
 * Each case is one page: its HTML, at the case's URL, with no subresources (the engine grades the
 * document; linked stylesheets, images, frames and media are not fetched). The checks tagged
 * `act:<rule id>` run on it, and their page-level outcomes combine into one ACT outcome:
 *
 * - a check that fails → `failed` (the page has an element that breaks the rule);
 * - otherwise a check that needs review, warns or errs → `cantTell` (a warning is a finding the
 *   check could not prove, such as a name not found within a bounded walk: not a failure — save
 *   for the checks in FAILING_WARNINGS, whose warning is a measured failure of an optional level);
 * - otherwise a check that passes → `passed`;
 * - every check not applicable → `inapplicable`.
 *
 * Several checks tagged with one rule each cover part of its applicability (e086e5: text fields,
 * selects, toggles, ARIA fields), so one failing part fails the page and the page passes only when
 * every part that applies passes.
 *
 * Documents that are not HTML (the SVG and XML cases) are `untested`: the engine grades HTML
 * pages, and parsing an SVG file as HTML would judge a different document.
 *
 * Each case runs in two modes. **Static**: the case's HTML as a fetched document (`runAct`).
 * **Rendered**: the case served on 127.0.0.1 (with the `/test-assets/` files it references, where
 * vendored) and drawn by Chromium, the engine reading the rendered snapshot (`runActRendered`).
 * A rule is summarised per mode; across both (`acrossModes`) it is consistent when it is in either
 * mode, and a wrong failure in any mode counts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildPage, runRules, snapshotFromParts, type Outcome, type Page, type PageSnapshot, type Rule } from '@pagegrade/core';
import { RENDERED_RULES, STATIC_RULES } from './scope.ts';

export const ACT_DIR = new URL('.', import.meta.url).pathname;

export type Expected = 'passed' | 'failed' | 'inapplicable';
export type ActOutcome = Expected | 'cantTell' | 'untested';

export interface ActCase {
  ruleId: string;
  ruleName: string;
  testcaseId: string;
  testcaseTitle: string;
  expected: Expected;
  relativePath: string;
  url: string;
  rulePage: string;
}

export interface CaseResult {
  case: ActCase;
  outcome: ActOutcome;
  /** Each tagged check's own outcome, by check id, with its findings' selectors (empty when untested). */
  checks: Array<{ id: string; outcome: Outcome; selectors: string[] }>;
  /** The case's page, for resolving those selectors. */
  page?: Page;
}

export type Mode = 'static' | 'rendered';

export interface RuleSummary {
  ruleId: string;
  ruleName: string;
  /** Counted in the mode's totals: a statically decidable rule, or (rendered mode) one decidable on a rendered page. */
  static: boolean;
  /** Ids of the checks tagged with the rule. */
  checks: string[];
  cases: number;
  /** HTML cases (the others are not graded: see the module comment). */
  html: number;
  /** Cases run through a check: the HTML cases of a rule some check is tagged with. */
  tested: number;
  right: number;
  wrongFailures: number;
  /** `failed` cases we did not fail. */
  missedFailures: number;
  cantTell: number;
  /** Every `failed` case failed, and no `passed`/`inapplicable` case failed. */
  consistent: boolean;
  /** Consistent, and every case got its expected outcome. */
  complete: boolean;
}

export interface Totals {
  rules: number;
  mapped: number;
  cases: number;
  right: number;
  wrongFailures: number;
  consistent: number;
  complete: number;
}

export interface ActRun {
  mode: Mode;
  cases: CaseResult[];
  rules: RuleSummary[];
  /** Over the HTML cases of the rules the mode can decide (static: STATIC_RULES; rendered: those and RENDERED_RULES). */
  totals: Totals;
  /** Rendered mode: cases that could not be drawn (`untested`), with the reason. */
  unrendered?: Array<{ case: ActCase; reason: string }>;
}

export function loadCases(): ActCase[] {
  return (JSON.parse(readFileSync(join(ACT_DIR, 'testcases.json'), 'utf8')) as { testcases: ActCase[] }).testcases;
}

/** The checks tagged with each ACT rule, in registration order. */
export function checksByActRule(rules: readonly Rule[]): Map<string, Rule[]> {
  const out = new Map<string, Rule[]>();
  for (const rule of rules) {
    for (const tag of rule.tags) {
      if (!tag.startsWith('act:')) continue;
      const id = tag.slice(4);
      const list = out.get(id);
      if (list) list.push(rule);
      else out.set(id, [rule]);
    }
  }
  return out;
}

export function isHtmlCase(c: ActCase): boolean {
  return c.relativePath.endsWith('.html');
}

/**
 * Checks whose warning is a proven failure of the rule, not a doubt: the check warns only because
 * the requirement is optional (AAA), with the measured values in the finding. For these a `warn` is
 * `failed`; for every other check it stays `cantTell`.
 */
export const FAILING_WARNINGS: Readonly<Record<string, string>> = {
  'accessibility/color-contrast-enhanced': 'text below the AAA contrast, measured: AAA is optional, so it warns rather than fails',
};

/** A check's outcome as its ACT rule reads it (see FAILING_WARNINGS). */
export function asRuleOutcome(checkId: string, outcome: Outcome): Outcome {
  return outcome === 'warn' && checkId in FAILING_WARNINGS ? 'fail' : outcome;
}

/** The ACT outcome of several checks' page-level outcomes (see the module comment). */
export function combine(outcomes: readonly Outcome[]): ActOutcome {
  if (outcomes.length === 0) return 'untested';
  if (outcomes.includes('fail')) return 'failed';
  if (outcomes.some((o) => o === 'needs-review' || o === 'warn' || o === 'error')) return 'cantTell';
  if (outcomes.includes('pass')) return 'passed';
  return 'inapplicable';
}

export function runCase(c: ActCase, checks: readonly Rule[]): CaseResult {
  if (checks.length === 0 || !isHtmlCase(c)) return { case: c, outcome: 'untested', checks: [] };
  const html = readFileSync(join(ACT_DIR, 'cases', c.relativePath), 'utf8');
  return judge(c, checks, buildPage(snapshotFromParts({ url: c.url, html })));
}

/** The tagged checks' outcomes on one case's page, combined into its ACT outcome. */
export function judge(c: ActCase, checks: readonly Rule[], page: Page): CaseResult {
  const results = runRules(page, [...checks]);
  const outcomes = results.map((r) => ({ id: r.id, outcome: r.outcome, selectors: r.findings.flatMap((f) => (f.selector ? [f.selector] : [])) }));
  return { case: c, outcome: combine(outcomes.map((o) => asRuleOutcome(o.id, o.outcome))), checks: outcomes, page };
}

/** Whether a rule counts in a mode's totals. */
export function decidable(ruleId: string, mode: Mode): boolean {
  return ruleId in STATIC_RULES || (mode === 'rendered' && ruleId in RENDERED_RULES);
}

export function runAct(rules: readonly Rule[]): ActRun {
  const byRule = checksByActRule(rules);
  return summarizeRun('static', loadCases().map((c) => runCase(c, byRule.get(c.ruleId) ?? [])), byRule);
}

/** A rule run's summary per rule and its totals over the rules the mode decides. */
export function summarizeRun(mode: Mode, cases: CaseResult[], byRule: Map<string, Rule[]>): ActRun {
  const ids = [...new Set(cases.map((r) => r.case.ruleId))].sort();
  const summaries = ids.map((ruleId) => summarize(ruleId, cases.filter((r) => r.case.ruleId === ruleId), byRule.get(ruleId) ?? [], mode));
  return { mode, cases, rules: summaries, totals: totalsOf(summaries.filter((s) => s.static)) };
}

function totalsOf(counted: readonly RuleSummary[]): Totals {
  return {
    rules: counted.length,
    mapped: counted.filter((s) => s.checks.length > 0).length,
    cases: counted.reduce((n, s) => n + s.html, 0),
    right: counted.reduce((n, s) => n + s.right, 0),
    wrongFailures: counted.reduce((n, s) => n + s.wrongFailures, 0),
    consistent: counted.filter((s) => s.consistent).length,
    complete: counted.filter((s) => s.complete).length,
  };
}

/**
 * The cases drawn by Chromium and judged on their rendered snapshots. `draw` renders one case's
 * URL (see render.ts: a loopback server, one browser for the run); a case it cannot draw is
 * `untested`, listed in `unrendered`. `only` picks the rules whose cases are drawn (all by default).
 */
export async function runActRendered(
  rules: readonly Rule[],
  draw: (c: ActCase) => Promise<PageSnapshot>,
  options: { only?: (ruleId: string) => boolean; concurrency?: number } = {},
): Promise<ActRun> {
  const byRule = checksByActRule(rules);
  const cases = loadCases().filter((c) => options.only?.(c.ruleId) ?? true);
  const results: CaseResult[] = new Array(cases.length);
  const unrendered: Array<{ case: ActCase; reason: string }> = [];
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < cases.length; i = next++) {
      const c = cases[i]!;
      const checks = byRule.get(c.ruleId) ?? [];
      if (checks.length === 0 || !isHtmlCase(c)) {
        results[i] = { case: c, outcome: 'untested', checks: [] };
        continue;
      }
      try {
        results[i] = judge(c, checks, buildPage(await draw(c)));
      } catch (err) {
        unrendered.push({ case: c, reason: (err as Error).message.split('\n')[0]! });
        results[i] = { case: c, outcome: 'untested', checks: [] };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 4) }, worker));
  return { ...summarizeRun('rendered', results, byRule), unrendered };
}

/** One rule's figures over both modes (see `acrossModes`). */
export interface RuleAcross {
  ruleId: string;
  ruleName: string;
  checks: string[];
  /** The rule's summary in each mode it ran in. */
  static?: RuleSummary;
  rendered?: RuleSummary;
  /** Cases failed wrongly in either mode (a case wrong in both counts once). */
  wrongFailures: number;
  /** Consistent in at least one mode (wrong failures of the other still count in `wrongFailures`). */
  consistent: boolean;
  complete: boolean;
}

export interface AcrossTotals {
  /** Rules decidable in either mode. */
  rules: number;
  mapped: number;
  consistent: number;
  complete: number;
  /** Distinct cases failed wrongly in any mode. */
  wrongFailures: number;
}

/**
 * Both modes together, as the project counts its ACT figure: a rule counts once, consistent when
 * it is consistent in either mode; a case failed wrongly in any mode counts in the total of wrong
 * failures (once, however many modes failed it).
 */
export function acrossModes(statics: ActRun, rendered: ActRun | null): { rules: RuleAcross[]; totals: AcrossTotals } {
  const ids = [...new Set([...statics.rules, ...(rendered?.rules ?? [])].map((s) => s.ruleId))].sort();
  const wrongKey = (r: CaseResult) => (r.outcome === 'failed' && r.case.expected !== 'failed' ? `${r.case.ruleId}/${r.case.testcaseId}` : null);
  const wrong = new Set<string>();
  for (const r of [...statics.cases, ...(rendered?.cases ?? [])]) {
    const k = wrongKey(r);
    if (k) wrong.add(k);
  }
  const rules: RuleAcross[] = ids.map((ruleId) => {
    const s = statics.rules.find((x) => x.ruleId === ruleId);
    const r = rendered?.rules.find((x) => x.ruleId === ruleId);
    const anyOf = (s ?? r)!;
    const wrongFailures = [...wrong].filter((k) => k.startsWith(`${ruleId}/`)).length;
    const counted = [s?.static ? s : undefined, r?.static ? r : undefined].filter((x): x is RuleSummary => x !== undefined);
    return {
      ruleId,
      ruleName: anyOf.ruleName,
      checks: anyOf.checks,
      ...(s ? { static: s } : {}),
      ...(r ? { rendered: r } : {}),
      wrongFailures,
      consistent: counted.some((x) => x.consistent),
      complete: counted.some((x) => x.complete),
    };
  });
  const counted = rules.filter((x) => decidable(x.ruleId, 'rendered'));
  return {
    rules,
    totals: {
      rules: counted.length,
      mapped: counted.filter((x) => x.checks.length > 0).length,
      consistent: counted.filter((x) => x.consistent).length,
      complete: counted.filter((x) => x.complete).length,
      wrongFailures: counted.reduce((n, x) => n + x.wrongFailures, 0),
    },
  };
}

function summarize(ruleId: string, results: readonly CaseResult[], checks: readonly Rule[], mode: Mode): RuleSummary {
  const html = results.filter((r) => isHtmlCase(r.case));
  const right = html.filter((r) => r.outcome === r.case.expected).length;
  const wrongFailures = html.filter((r) => r.outcome === 'failed' && r.case.expected !== 'failed').length;
  const failedCases = html.filter((r) => r.case.expected === 'failed');
  const missedFailures = failedCases.filter((r) => r.outcome !== 'failed').length;
  const mapped = checks.length > 0;
  const consistent = mapped && wrongFailures === 0 && missedFailures === 0;
  return {
    ruleId,
    ruleName: results[0]!.case.ruleName,
    static: decidable(ruleId, mode),
    checks: checks.map((c) => c.id),
    cases: results.length,
    html: html.length,
    tested: mapped ? html.length : 0,
    right,
    wrongFailures,
    missedFailures,
    cantTell: html.filter((r) => r.outcome === 'cantTell').length,
    consistent,
    complete: consistent && right === html.length,
  };
}
