import { isAbsolute, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Analysis } from '../analysis.ts';
import { catalogue, type CatalogueEntry } from '../catalogue.ts';
import type { CheckResult, Finding, Impact, Rule } from '../rules/types.ts';
import { FINGERPRINT_KEY, fingerprints } from './fingerprint.ts';
import type { Assertion } from './gate.ts';
import type { Threshold } from './thresholds.ts';

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
  /** The configured assertions (check severities, budgets) it misses, errors and warnings. */
  assertions: Assertion[];
}

const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';

/**
 * Results kept in one SARIF run by default. GitHub code scanning rejects a run of more than
 * 25,000 results and stores only the 5,000 most severe of a larger one (docs.github.com, "SARIF
 * results exceed limit"), so by default the log holds what it would show.
 */
export const SARIF_MAX_RESULTS = 5000;

/** GitHub shows at most 10 tags a rule and rejects more than 20. */
const MAX_TAGS = 20;

/**
 * GitHub's security severity (0.0-10.0; 9.0 and above critical, 7.0 high, 4.0 medium, 0.1 low),
 * from a security check's impact.
 */
const SECURITY_SEVERITY: Record<Impact, string> = { critical: '9.0', serious: '7.5', moderate: '5.0', minor: '2.0' };

const IMPACT_RANK: Record<Impact, number> = { critical: 0, serious: 1, moderate: 2, minor: 3 };
const LEVEL_RANK: Record<string, number> = { error: 0, warning: 1, note: 2, none: 3 };

export interface SarifOptions {
  /** The folder local files are relative to (%SRCROOT%): --base-uri, else the working directory. */
  base?: string;
  maxResults?: number;
  /** The severity a configuration gives a check: a failure at `warn` is a warning. */
  severity?: ReadonlyMap<string, 'warn' | 'error'>;
  /** The page of the check documentation, without the fragment (a rule's help link adds `#<id>`). */
  docsUrl?: string | null;
}

type Location = { uri: string; uriBaseId?: string };

/** A local file by its path from the base folder (SARIF's %SRCROOT%), or by its file URL when it lies outside it. */
function fileLocation(path: string, base: string): Location {
  const rel = relative(base, path);
  if (rel.startsWith('..') || isAbsolute(rel)) return { uri: pathToFileURL(path).href };
  return { uri: rel.split(sep).join('/'), uriBaseId: '%SRCROOT%' };
}

/** Where a page is: a local file's path from the base, else its URL. */
function pageLocation(g: Graded, base: string): Location {
  if (g.path !== null) return fileLocation(g.path, base);
  return { uri: g.analysis?.summary.url ?? g.input };
}

/** The name of a page in fingerprints and baselines: a local file by its path from the base, else its URL's path. */
export function pageKey(g: Pick<Graded, 'path' | 'input' | 'analysis'>, base = process.cwd()): string {
  if (g.path !== null) return relative(base, g.path).split(sep).join('/');
  const url = g.analysis?.summary.url ?? g.input;
  try {
    const u = new URL(url);
    return u.pathname + u.search;
  } catch {
    return url;
  }
}

function fetchedLocation(url: string, base: string): Location {
  return url.startsWith('file:') ? fileLocation(fileURLToPath(url), base) : { uri: url };
}

function region(line: number | undefined, column: number | undefined): object | undefined {
  return line === undefined ? undefined : { startLine: line, ...(column !== undefined ? { startColumn: column } : {}) };
}

/**
 * A finding's locations: the fetched file it is in, else the page, with the element as a logical
 * location. A finding about a whole fetched file (no line in it) is placed at the element that
 * loads the file, the position it has, with the file as a related location.
 */
function findingLocations(f: Finding, page: Location, base: string) {
  const pageRegion = region(f.line, f.column);
  const inPage = { physicalLocation: { artifactLocation: page, ...(pageRegion ? { region: pageRegion } : {}) }, ...(f.selector ? { logicalLocations: [{ fullyQualifiedName: f.selector, kind: 'element' }] } : {}) };
  if (!f.file) return { locations: [inPage] };
  const fileRegion = region(f.file.line, f.file.column);
  const inFile = { physicalLocation: { artifactLocation: fetchedLocation(f.file.url, base), ...(fileRegion ? { region: fileRegion } : {}) } };
  if (!fileRegion && pageRegion) return { locations: [inPage], relatedLocations: [{ id: 0, ...inFile, message: { text: 'The file' } }] };
  // The element that loads the file is where the page refers to it.
  return { locations: [inFile], relatedLocations: [{ id: 0, ...inPage, message: { text: 'Loaded here' } }] };
}

interface Ranked {
  result: object;
  level: string;
  impact: Impact;
}

function sarifResults(g: Graded, check: CheckResult, ruleIndex: number, options: Required<Pick<SarifOptions, 'base'>> & SarifOptions): Ranked[] {
  const page = pageLocation(g, options.base);
  const kind = check.outcome === 'needs-review' ? 'review' : 'fail';
  // SARIF §3.27.10: a result that is not a failure has level "none"; a failure the configuration puts at `warn` is a warning.
  const level = check.outcome === 'fail' ? (options.severity?.get(check.id) === 'warn' ? 'warning' : 'error') : check.outcome === 'warn' ? 'warning' : 'none';
  const prints = fingerprints(pageKey(g, options.base), check);
  const base = { ruleId: check.id, ruleIndex, kind, level };
  const ranked = (result: object): Ranked => ({ result, level, impact: check.impact });
  if (check.findings.length === 0) return [ranked({ ...base, message: { text: check.title }, locations: [{ physicalLocation: { artifactLocation: page } }], partialFingerprints: { [FINGERPRINT_KEY]: prints[0]! } })];
  return check.findings.map((f, i) => ranked({ ...base, message: { text: `${check.title}: ${f.detail}` }, ...findingLocations(f, page, options.base), partialFingerprints: { [FINGERPRINT_KEY]: prints[i]! } }));
}

function sarifRule(e: CatalogueEntry, docsUrl: string | null): object {
  const help = docsUrl ? `${docsUrl}#${e.id}` : e.references.find((r) => /^https?:\/\//.test(r));
  return {
    id: e.id,
    name: e.id.replace(/[/-](.)/g, (_, c: string) => c.toUpperCase()),
    shortDescription: { text: e.title },
    fullDescription: { text: e.description },
    ...(help ? { helpUri: help } : {}),
    help: {
      text: `${e.description}\n\nWhy: ${e.why}\n\nFix: ${e.fix}${help ? `\n\nMore: ${help}` : ''}`,
      markdown: `${e.description}\n\n**Why:** ${e.why}\n\n**Fix:** ${e.fix}${help ? `\n\n[${e.id}](${help})` : ''}`,
    },
    defaultConfiguration: { level: e.impact === 'minor' ? 'warning' : 'error' },
    properties: {
      tags: [...new Set([e.dimension, ...e.tags])].slice(0, MAX_TAGS),
      impact: e.impact,
      dimension: e.dimension,
      ...(e.dimension === 'security' ? { 'security-severity': SECURITY_SEVERITY[e.impact], precision: 'high' } : {}),
    },
  };
}

/**
 * SARIF 2.1.0: one run of pagegrade over every input. Each failing or warning check gives one
 * result per finding, located in the file it came from — the page's HTML (its line, column and
 * element), or the fetched stylesheet or script (with the element that loads it as a related
 * location); a check that needs review gives a `review` result. Local pages are relative to the
 * base folder (%SRCROOT%), so code scanning can annotate the source; each result carries a
 * fingerprint that survives edits elsewhere on the page. Past `maxResults`, the most severe
 * results are kept and a notification says how many were left out.
 */
export function sarifLog(graded: readonly Graded[], rules: readonly Rule[], version: string, options: SarifOptions = {}): object {
  const opts = { ...options, base: options.base ?? process.cwd() };
  const max = options.maxResults ?? SARIF_MAX_RESULTS;
  const entries = catalogue(rules);
  const index = new Map(entries.map((e, i) => [e.id, i]));
  const all = graded.flatMap((g) =>
    (g.analysis?.checks ?? []).filter((c) => c.outcome === 'fail' || c.outcome === 'warn' || c.outcome === 'needs-review').flatMap((c) => sarifResults(g, c, index.get(c.id) ?? -1, opts)),
  );
  let results = all;
  if (all.length > max) {
    // The most severe first (level, then the check's impact), input order among equals; kept in input order.
    const order = all.map((r, i) => ({ i, rank: LEVEL_RANK[r.level]! * 4 + IMPACT_RANK[r.impact] })).sort((a, b) => a.rank - b.rank || a.i - b.i);
    const kept = new Set(order.slice(0, max).map((o) => o.i));
    results = all.filter((_, i) => kept.has(i));
  }
  const notifications = graded.filter((g) => g.error).map((g) => ({ level: 'error', message: { text: `${g.input}: ${g.error!.code}: ${g.error!.message}` }, descriptor: { id: g.error!.code } }));
  if (results.length < all.length) {
    notifications.push({
      level: 'warning',
      message: { text: `${all.length} results, more than the ${max} a log holds (--sarif-max-results): the ${max} most severe are kept and ${all.length - max} left out. The JSON output lists every finding.` },
      descriptor: { id: 'results-capped' },
    });
  }
  const docsUrl = options.docsUrl ?? null;
  return {
    $schema: SARIF_SCHEMA,
    version: '2.1.0',
    runs: [
      {
        tool: { driver: { name: 'pagegrade', version, semanticVersion: version, ...(docsUrl ? { informationUri: docsUrl } : {}), rules: entries.map((e) => sarifRule(e, docsUrl)) } },
        originalUriBaseIds: { '%SRCROOT%': { uri: `${pathToFileURL(opts.base).href.replace(/\/?$/, '/')}` } },
        invocations: [{ executionSuccessful: graded.every((g) => g.analysis !== null), ...(notifications.length ? { toolExecutionNotifications: notifications } : {}) }],
        results: results.map((r) => r.result),
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

/** What JUnit needs besides the results: names that do not depend on them. */
export interface JunitOptions {
  /** Each check's title when it passes, its stable name. */
  titles: ReadonlyMap<string, string>;
  thresholds: readonly Threshold[];
  /** Every configured budget, met or not. */
  budgets: ReadonlyArray<{ check: string; text: string }>;
}

function testcase(check: CheckResult, name: string): string {
  const open = `    <testcase classname="pagegrade.${xml(check.dimension)}" name="${xml(name)}">`;
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
      return `${open}\n      <system-out>${xml(`warning (half credit): ${check.title}`)}${details ? `\n${details}` : ''}</system-out>\n    </testcase>`;
    default:
      return `${open}</testcase>`;
  }
}

/** A case that passes, or fails with a message: the name never holds the result. */
function gateCase(classname: string, name: string, failure: string | null, type: string): string {
  const open = `    <testcase classname="${xml(classname)}" name="${xml(name)}">`;
  return failure === null ? `${open}</testcase>` : `${open}\n      <failure message="${xml(failure)}" type="${xml(type)}"/>\n    </testcase>`;
}

/**
 * JUnit XML for CI dashboards: a test suite per input, a test case per check named by its id and
 * its title (the same name whatever the outcome, so a dashboard's history follows each check) —
 * a failure for `fail`, an error for `error`, skipped for `not-applicable` and `needs-review`, a
 * pass (with the reason in system-out) for `warn` — plus one case per --fail-under and per budget,
 * each named by what it asks; scores are properties, never names. An input that could not be
 * analyzed is one suite with one error.
 */
export function junitXml(graded: readonly Graded[], options: JunitOptions): string {
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
    const summary = g.analysis.summary;
    const thresholds = options.thresholds.map((t) => {
      const what = t.dimension ?? 'overall';
      const score = t.dimension === null ? summary.score : summary.dimensions.find((d) => d.key === t.dimension)?.score;
      return gateCase('pagegrade.fail-under', `--fail-under ${what} >= ${t.min}`, score !== undefined && score < t.min ? `${what} ${score} < ${t.min}` : null, 'fail-under');
    });
    const budgets = options.budgets.map((b) => {
      const missed = g.assertions.find((a) => a.check === b.check && a.budget !== undefined);
      return gateCase('pagegrade.budget', `budget: ${b.check} <= ${b.text}`, missed ? missed.message : null, `budget-${missed?.level ?? 'error'}`);
    });
    const gates = [...thresholds, ...budgets];
    const f = checks.filter((c) => c.outcome === 'fail').length + gates.filter((c) => c.includes('<failure')).length;
    const e = checks.filter((c) => c.outcome === 'error').length;
    const s = checks.filter((c) => c.outcome === 'not-applicable' || c.outcome === 'needs-review').length;
    const n = checks.length + gates.length;
    tests += n;
    failures += f;
    errors += e;
    skipped += s;
    const properties = [['url', summary.url], ['score', String(summary.score)], ['grade', summary.grade], ...summary.dimensions.map((d) => [`score.${d.key}`, String(d.score)])]
      .map(([k, v]) => `      <property name="${xml(k!)}" value="${xml(v!)}"/>`)
      .join('\n');
    const cases = checks.map((c) => testcase(c, `${c.id}: ${options.titles.get(c.id) ?? c.id}`));
    return `  <testsuite name="${xml(g.input)}" tests="${n}" failures="${f}" errors="${e}" skipped="${s}">\n    <properties>\n${properties}\n    </properties>\n${[...cases, ...gates].join('\n')}\n  </testsuite>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="pagegrade" tests="${tests}" failures="${failures}" errors="${errors}" skipped="${skipped}">\n${suites.join('\n')}\n</testsuites>\n`;
}
