import { summarizeChecks, type Analysis } from '../analysis.ts';
import type { CheckResult, Finding, Rule } from '../rules/types.ts';
import type { Policy } from './policy.ts';

function ignored(policy: Policy, check: string, f: Finding, locations: readonly string[]): boolean {
  return policy.ignore.some((e) => (!e.checks || e.checks(check)) && (locations.some((l) => e.url(l)) || (f.file !== undefined && e.url(f.file.url))));
}

/**
 * An analysis with the extra notes, keeping the checks as they came (a pooled analysis's JSON
 * text included, so it is not parsed for nothing).
 */
export function withNotes(a: Analysis, notes: readonly string[]): Analysis {
  if (notes.length === 0) return a;
  const summary = { ...a.summary, notes: [...(a.summary.notes ?? []), ...notes] };
  const text = (a as { checksJson?: unknown }).checksJson;
  return {
    summary,
    siteName: a.siteName,
    get checks() {
      return a.checks;
    },
    ...(typeof text === 'string' ? { checksJson: text } : {}),
  } as Analysis;
}

/**
 * Leaves out the findings a configuration ignores by URL (a page's URL or file path, or the
 * fetched file a finding is in; per check when the entry names checks), then scores again: a failing or warning check whose every finding was ignored passes.
 * `locations` are the page's names an URL pattern is matched against (its URL, its file path).
 * Deterministic: the same analysis and policy give the same result.
 */
export function applyIgnore(a: Analysis, locations: readonly string[], policy: Policy, rules: readonly Rule[]): { analysis: Analysis; ignored: number } {
  if (policy.ignore.length === 0) return { analysis: a, ignored: 0 };
  let count = 0;
  const titles = new Map(rules.map((r) => [r.id, r.title]));
  const checks = a.checks.map((c): CheckResult => {
    if (c.findings.length === 0) return c;
    const kept = c.findings.filter((f) => !ignored(policy, c.id, f, locations));
    if (kept.length === c.findings.length) return c;
    count += c.findings.length - kept.length;
    const cleared = kept.length === 0 && !c.omittedFindings && (c.outcome === 'fail' || c.outcome === 'warn');
    return { ...c, findings: kept, ...(cleared ? { outcome: 'pass' as const, title: titles.get(c.id) ?? c.title } : {}) };
  });
  if (count === 0) return { analysis: a, ignored: 0 };
  const s = a.summary;
  const again = summarizeChecks(s.url, s.title, checks, rules, s.id, () => ({ ...(s.badgeUrl ? { badgeUrl: s.badgeUrl } : {}), ...(s.reportUrl ? { reportUrl: s.reportUrl } : {}) }), s.notes ?? []);
  return { analysis: { ...again, siteName: a.siteName ?? null }, ignored: count };
}
