import { snapshotFromHtml, snapshotFromParts, type SnapshotParts } from '../snapshot/build.ts';
import type { PageSnapshot } from '../snapshot/har.ts';
import { buildPage } from '../engine/page.ts';
import { escapeRegExp } from '../regexp.ts';
import { runRules, type RunOptions } from '../engine/run.ts';
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { CheckResult, Outcome, Plugin, Rule } from '../rules/types.ts';
import { asRendered, type RenderedParts } from './rendered.ts';

export { renderedFacts, asRendered, styledElement, paintedScreenshot, type RenderedParts } from './rendered.ts';

/**
 * A page to run a rule on: HTML with optional headers, status, redirects and subresources
 * (`resources: { '/robots.txt': { body: '…' } }`), a whole HAR capture, or a bare HTML file
 * (`bare: true`: no headers known, as when a user analyzes a saved file; its capture time is
 * `fetchedAt` when given, else unknown).
 */
export interface FixtureInput extends SnapshotParts {
  har?: PageSnapshot;
  bare?: boolean;
  /**
   * The page as a browser drew it (rendered mode): lab metrics, cookies set, boxes …; `html` is
   * then the DOM after load and `resources` every request the page made, scripts' ones included.
   */
  rendered?: RenderedParts;
}

export interface RuleFixture extends FixtureInput {
  name: string;
  expect: Outcome;
  /** A finding's detail must match this. */
  finding?: RegExp | string;
  /** Exact number of findings reported (including the verdict detail when one is given). */
  findings?: number;
}

export interface RuleFixtureSet {
  rule: Rule;
  cases: RuleFixture[];
}

export function fixtureSnapshot(input: string | FixtureInput): PageSnapshot {
  if (typeof input === 'string') return snapshotFromParts({ html: input });
  if (input.har) return input.har;
  if (input.bare) return snapshotFromHtml(input.html ?? '', input.url, { capturedAt: input.fetchedAt ?? null });
  const snapshot = snapshotFromParts(input);
  return input.rendered ? asRendered(snapshot, input.rendered) : snapshot;
}

/** Runs one rule on an HTML string, a fixture description or a HAR, and returns its result. */
export function runRule(rule: Rule, input: string | FixtureInput, options?: RunOptions): CheckResult {
  const page = buildPage(fixtureSnapshot(input));
  return runRules(page, [rule], options)[0]!;
}

/** Declares a rule's fixtures: at least one that passes and one that fails or warns. */
export function ruleFixtures(rule: Rule, cases: RuleFixture[]): RuleFixtureSet {
  return { rule, cases };
}

/**
 * What a pass's message says when the check did not look: such a check is `needs-review` (it
 * cannot know) or `not-applicable` (there is nothing to judge), never a pass (docs/writing-rules.md,
 * "Verdicts").
 */
export const NOT_JUDGED = /\b(?:was|were|is|are) not (?:measured|judged)\b|\bcould not (?:be )?(?:measured|judged)\b|\bnot measured\b|\bwithout (?:measuring|looking)\b/i;

/** The message of a pass that admits it did not judge, or null. */
export function passWithoutLooking(result: CheckResult): string | null {
  if (result.outcome !== 'pass') return null;
  return result.findings.find((f) => NOT_JUDGED.test(f.detail))?.detail ?? null;
}

/** Checks one fixture; returns a description of the mismatch, or null when it holds. */
export function checkFixture(rule: Rule, fixture: RuleFixture): string | null {
  const result = runRule(rule, fixture);
  const details = result.findings.map((f) => f.detail);
  const unjudged = passWithoutLooking(result);
  if (unjudged) return `passes while saying it did not judge: ${unjudged}`;
  if (result.outcome !== fixture.expect) {
    return `expected ${fixture.expect}, got ${result.outcome}${details.length ? `: ${details.slice(0, 3).join(' | ')}` : ''}`;
  }
  if (fixture.finding !== undefined) {
    const re = typeof fixture.finding === 'string' ? new RegExp(escapeRegExp(fixture.finding)) : fixture.finding;
    if (!details.some((d) => re.test(d))) return `no finding matches ${re}; findings: ${details.join(' | ') || '(none)'}`;
  }
  if (fixture.findings !== undefined && result.findings.length + (result.omittedFindings ?? 0) !== fixture.findings) {
    return `expected ${fixture.findings} findings, got ${result.findings.length + (result.omittedFindings ?? 0)}: ${details.join(' | ')}`;
  }
  return null;
}

/**
 * A plugin's own test suite, for its `npm test` (`node --test`): for every rule of the plugin, one
 * node:test suite that checks its documentation fields, that its fixtures include a page where it
 * passes and one where it fails or warns, and that every fixture holds. A rule without a fixture
 * set fails its suite; a fixture set for a rule the plugin does not register fails too.
 */
export function testPlugin(plugin: Plugin, fixtureSets: readonly RuleFixtureSet[]): void {
  const sets = new Map(fixtureSets.map((s) => [s.rule.id, s]));
  describe(plugin.name, () => {
    test('registers every rule that has fixtures', () => {
      const ids = new Set(plugin.rules.map((r) => r.id));
      const stray = [...sets.keys()].filter((id) => !ids.has(id));
      assert.deepEqual(stray, [], `fixtures for rules the plugin does not register: ${stray.join(', ')}`);
    });
    for (const rule of plugin.rules) testRule(rule, sets.get(rule.id), { missing: `no ruleFixtures(…) set for ${rule.id}` });
  });
}

/**
 * One rule's node:test suite: its documentation fields say something, its fixtures include a page
 * where it passes and one where it fails or warns, and every fixture holds (`checkFixture`).
 * `missing` is the failure when it has no fixture set; `documented` adds checks of its docs.
 */
export function testRule(rule: Rule, set: RuleFixtureSet | undefined, options: { missing: string; documented?: () => void }): void {
  describe(rule.id, () => {
    test('is documented', () => {
      for (const field of ['title', 'failureTitle', 'description', 'why', 'fix'] as const) {
        assert.ok(rule[field].trim().length >= 10, `${field} is too short: say it in a sentence`);
      }
      options.documented?.();
    });
    test('has fixtures where it passes and where it fails', () => {
      assert.ok(set, options.missing);
      assert.ok(set.cases.some((c) => c.expect === 'pass'), 'no fixture where the rule passes');
      assert.ok(set.cases.some((c) => c.expect === 'fail' || c.expect === 'warn'), 'no fixture where the rule fails or warns');
    });
    for (const fixture of set?.cases ?? []) {
      test(`fixture: ${fixture.name}`, () => {
        const problem = checkFixture(set!.rule, fixture);
        assert.equal(problem, null, problem ?? '');
      });
    }
  });
}
