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
 *   check could not prove, such as a name not found within a bounded walk: not a failure);
 * - otherwise a check that passes → `passed`;
 * - every check not applicable → `inapplicable`.
 *
 * Several checks tagged with one rule each cover part of its applicability (e086e5: text fields,
 * selects, toggles, ARIA fields), so one failing part fails the page and the page passes only when
 * every part that applies passes.
 *
 * Documents that are not HTML (the SVG and XML cases) are `untested`: the engine grades HTML
 * pages, and parsing an SVG file as HTML would judge a different document.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildPage, runRules, snapshotFromParts, type Outcome, type Page, type Rule } from '@pagegrade/core';
import { STATIC_RULES } from './scope.ts';

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

export interface RuleSummary {
  ruleId: string;
  ruleName: string;
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
  cases: CaseResult[];
  rules: RuleSummary[];
  /** Over the statically decidable rules' HTML cases. */
  totals: Totals;
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
  const page = buildPage(snapshotFromParts({ url: c.url, html }));
  const results = runRules(page, [...checks]);
  const outcomes = results.map((r) => ({ id: r.id, outcome: r.outcome, selectors: r.findings.flatMap((f) => (f.selector ? [f.selector] : [])) }));
  return { case: c, outcome: combine(outcomes.map((o) => o.outcome)), checks: outcomes, page };
}

export function runAct(rules: readonly Rule[]): ActRun {
  const byRule = checksByActRule(rules);
  const cases = loadCases().map((c) => runCase(c, byRule.get(c.ruleId) ?? []));
  const ids = [...new Set(cases.map((r) => r.case.ruleId))].sort();
  const summaries = ids.map((ruleId) => summarize(ruleId, cases.filter((r) => r.case.ruleId === ruleId), byRule.get(ruleId) ?? []));
  const staticRules = summaries.filter((s) => s.static);
  const totals: Totals = {
    rules: staticRules.length,
    mapped: staticRules.filter((s) => s.checks.length > 0).length,
    cases: staticRules.reduce((n, s) => n + s.html, 0),
    right: staticRules.reduce((n, s) => n + s.right, 0),
    wrongFailures: staticRules.reduce((n, s) => n + s.wrongFailures, 0),
    consistent: staticRules.filter((s) => s.consistent).length,
    complete: staticRules.filter((s) => s.complete).length,
  };
  return { cases, rules: summaries, totals };
}

function summarize(ruleId: string, results: readonly CaseResult[], checks: readonly Rule[]): RuleSummary {
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
    static: ruleId in STATIC_RULES,
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
