import { relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Analysis } from '../analysis.ts';
import { catalogue, type CatalogueEntry } from '../catalogue.ts';
import type { CheckResult, Finding, Rule } from '../rules/types.ts';

/** One input of a run, as the SARIF and JUnit reports see it. */
export interface Graded {
  /** The argument (or the file a directory or pattern expanded to). */
  input: string;
  /** The local file that was graded, for a saved page or a capture; null for a URL. */
  path: string | null;
  analysis: Analysis | null;
  error: { code: string; message: string } | null;
  /** The --fail-under thresholds it falls short of. */
  shortfalls: string[];
}

const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';

/** Where a page is: its path from the working directory for a local file (SARIF's %SRCROOT%), else its URL. */
function pageLocation(g: Graded, cwd: string): { uri: string; uriBaseId?: string } {
  if (g.path !== null) return { uri: relative(cwd, g.path).split(sep).join('/'), uriBaseId: '%SRCROOT%' };
  return { uri: g.analysis?.summary.url ?? g.input };
}

function region(line: number | undefined, column: number | undefined): object | undefined {
  return line === undefined ? undefined : { startLine: line, ...(column !== undefined ? { startColumn: column } : {}) };
}

/** A finding's locations: the fetched file it is in, else the page, with the element as a logical location. */
function findingLocations(f: Finding, page: { uri: string; uriBaseId?: string }) {
  const inPage = { physicalLocation: { artifactLocation: page, ...(region(f.line, f.column) ? { region: region(f.line, f.column) } : {}) }, ...(f.selector ? { logicalLocations: [{ fullyQualifiedName: f.selector, kind: 'element' }] } : {}) };
  if (!f.file) return { locations: [inPage] };
  const inFile = { physicalLocation: { artifactLocation: { uri: f.file.url }, ...(region(f.file.line, f.file.column) ? { region: region(f.file.line, f.file.column) } : {}) } };
  // The element that loads the file is where the page refers to it.
  return { locations: [inFile], relatedLocations: [{ id: 0, ...inPage, message: { text: 'Loaded here' } }] };
}

const LEVEL = { fail: 'error', warn: 'warning' } as const;

function sarifResults(g: Graded, check: CheckResult, ruleIndex: number, cwd: string): object[] {
  const page = pageLocation(g, cwd);
  const kind = check.outcome === 'needs-review' ? 'review' : 'fail';
  // SARIF §3.27.10: a result that is not a failure has level "none".
  const level = check.outcome === 'fail' || check.outcome === 'warn' ? LEVEL[check.outcome] : 'none';
  const base = { ruleId: check.id, ruleIndex, kind, level };
  if (check.findings.length === 0) return [{ ...base, message: { text: check.title }, locations: [{ physicalLocation: { artifactLocation: page } }] }];
  return check.findings.map((f) => ({ ...base, message: { text: `${check.title}: ${f.detail}` }, ...findingLocations(f, page) }));
}

function sarifRule(e: CatalogueEntry): object {
  return {
    id: e.id,
    name: e.id.replace(/[/-](.)/g, (_, c: string) => c.toUpperCase()),
    shortDescription: { text: e.title },
    fullDescription: { text: e.description },
    help: { text: `${e.why}\n\nFix: ${e.fix}`, markdown: `${e.why}\n\n**Fix:** ${e.fix}` },
    defaultConfiguration: { level: e.impact === 'minor' ? 'warning' : 'error' },
    properties: { tags: [e.dimension, ...e.tags], impact: e.impact, dimension: e.dimension },
  };
}

/**
 * SARIF 2.1.0: one run of pagegrade over every input. Each failing or warning check gives one
 * result per finding, located in the file it came from — the page's HTML (its line, column and
 * element), or the fetched stylesheet or script (with the element that loads it as a related
 * location); a check that needs review gives a `review` result. Local pages are relative to the
 * working directory (%SRCROOT%), so code scanning can annotate the source.
 */
export function sarifLog(graded: readonly Graded[], rules: readonly Rule[], version: string, cwd = process.cwd()): object {
  const entries = catalogue(rules);
  const index = new Map(entries.map((e, i) => [e.id, i]));
  const results = graded.flatMap((g) =>
    (g.analysis?.checks ?? []).filter((c) => c.outcome === 'fail' || c.outcome === 'warn' || c.outcome === 'needs-review').flatMap((c) => sarifResults(g, c, index.get(c.id) ?? -1, cwd)),
  );
  const notifications = graded.filter((g) => g.error).map((g) => ({ level: 'error', message: { text: `${g.input}: ${g.error!.code}: ${g.error!.message}` }, descriptor: { id: g.error!.code } }));
  return {
    $schema: SARIF_SCHEMA,
    version: '2.1.0',
    runs: [
      {
        tool: { driver: { name: 'pagegrade', version, semanticVersion: version, rules: entries.map(sarifRule) } },
        originalUriBaseIds: { '%SRCROOT%': { uri: `${pathToFileURL(cwd).href}/` } },
        invocations: [{ executionSuccessful: graded.every((g) => g.analysis !== null), ...(notifications.length ? { toolExecutionNotifications: notifications } : {}) }],
        results,
        properties: {
          pages: graded.map((g) => ({ input: g.input, ...(g.analysis ? { url: g.analysis.summary.url, score: g.analysis.summary.score, grade: g.analysis.summary.grade } : { error: g.error }), ...(g.shortfalls.length ? { failUnder: g.shortfalls } : {}) })),
        },
      },
    ],
  };
}

function xml(s: string): string {
  // XML 1.0 has no way to write most control characters, so they are dropped.
  return s.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

function findingText(f: Finding): string {
  const where = f.file ? `${f.file.url}${f.file.line !== undefined ? `:${f.file.line}` : ''}` : f.selector ? `${f.selector}${f.line !== undefined ? ` (line ${f.line})` : ''}` : f.line !== undefined ? `line ${f.line}` : '';
  return `${where ? `${where}: ` : ''}${f.detail}`;
}

function testcase(check: CheckResult): string {
  const open = `    <testcase classname="pagegrade.${xml(check.dimension)}" name="${xml(`${check.id}: ${check.title}`)}">`;
  const details = xml([...check.findings.map(findingText), ...(check.omittedFindings ? [`… and ${check.omittedFindings} more`] : [])].join('\n'));
  switch (check.outcome) {
    case 'fail':
      return `${open}\n      <failure message="${xml(check.title)}" type="${xml(check.impact)}">${details}</failure>\n    </testcase>`;
    case 'error':
      return `${open}\n      <error message="${xml(check.title)}" type="error">${details}</error>\n    </testcase>`;
    case 'not-applicable':
      return `${open}\n      <skipped message="not applicable${check.findings[0] ? `: ${xml(check.findings[0].detail)}` : ''}"/>\n    </testcase>`;
    case 'needs-review':
      return `${open}\n      <skipped message="needs review: a person or a browser must judge it"/>${details ? `\n      <system-out>${details}</system-out>` : ''}\n    </testcase>`;
    case 'warn':
      // Half credit: it passes, and says why it was not full.
      return `${open}\n      <system-out>${xml('warning (half credit)')}${details ? `\n${details}` : ''}</system-out>\n    </testcase>`;
    default:
      return `${open}</testcase>`;
  }
}

/**
 * JUnit XML for CI dashboards: a test suite per input, a test case per check — a failure for
 * `fail`, an error for `error`, skipped for `not-applicable` and `needs-review`, a pass (with the
 * reason in system-out) for `warn` — plus one failing case per --fail-under it falls short of.
 * An input that could not be analyzed is one suite with one error.
 */
export function junitXml(graded: readonly Graded[]): string {
  let tests = 0;
  let failures = 0;
  let errors = 0;
  let skipped = 0;
  const suites = graded.map((g) => {
    if (!g.analysis) {
      tests++;
      errors++;
      return `  <testsuite name="${xml(g.input)}" tests="1" failures="0" errors="1" skipped="0">\n    <testcase classname="pagegrade" name="analysis">\n      <error message="${xml(g.error?.message ?? 'not analyzed')}" type="${xml(g.error?.code ?? 'internal_error')}"/>\n    </testcase>\n  </testsuite>`;
    }
    const checks = g.analysis.checks;
    const f = checks.filter((c) => c.outcome === 'fail').length + g.shortfalls.length;
    const e = checks.filter((c) => c.outcome === 'error').length;
    const s = checks.filter((c) => c.outcome === 'not-applicable' || c.outcome === 'needs-review').length;
    const n = checks.length + g.shortfalls.length;
    tests += n;
    failures += f;
    errors += e;
    skipped += s;
    const summary = g.analysis.summary;
    const properties = [['url', summary.url], ['score', String(summary.score)], ['grade', summary.grade], ...summary.dimensions.map((d) => [`score.${d.key}`, String(d.score)])]
      .map(([k, v]) => `      <property name="${xml(k!)}" value="${xml(v!)}"/>`)
      .join('\n');
    const thresholds = g.shortfalls.map((t) => `    <testcase classname="pagegrade.fail-under" name="${xml(`--fail-under: ${t}`)}">\n      <failure message="${xml(`score below --fail-under: ${t}`)}" type="fail-under"/>\n    </testcase>`);
    return `  <testsuite name="${xml(g.input)}" tests="${n}" failures="${f}" errors="${e}" skipped="${s}">\n    <properties>\n${properties}\n    </properties>\n${[...checks.map(testcase), ...thresholds].join('\n')}\n  </testsuite>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="pagegrade" tests="${tests}" failures="${failures}" errors="${errors}" skipped="${skipped}">\n${suites.join('\n')}\n</testsuites>\n`;
}
