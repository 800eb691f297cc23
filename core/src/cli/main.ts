import { readFile } from 'node:fs/promises';
import { dirname, relative, resolve as resolvePath, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import { analyze, snapshotMode, withMode, type Analysis } from '../analysis.ts';
import { isPagegradeError, PagegradeError } from '../errors.ts';
import { loadRules } from '../plugins.ts';
import { VERSION } from '../version.ts';
import { tuneV8 } from '../engine/heap.ts';
import { savedPageSnapshot } from './saved-page.ts';
import { fetchSnapshot } from '../fetch/index.ts';
import { closeSharedRenderer, renderSnapshot } from '../render/index.ts';
import { catalogue } from '../catalogue.ts';
import { jsonDocument, table } from './format.ts';
import { parseArgs, type Args } from './args.ts';
import { expandInputs, type Input } from './inputs.ts';
import { junitXml, pageKey, sarifLog, type Graded } from './reports.ts';
import { shortfalls, parseThreshold, type Threshold } from './thresholds.ts';
import { applyIgnore, loadConfig, pluginSpecifier, resolvePolicy, withNotes, NO_POLICY, type LoadedConfig, type Policy } from '../config/index.ts';
import { assertions, budgetNames, readBaseline, writeBaseline, type Baseline } from './gate.ts';
import { Progress, summaryTable } from './progress.ts';
import { AnalysisPool, PooledAnalysis } from '../pool/index.ts';
import { availableParallelism } from 'node:os';
import { exitQuietlyWhenPipeCloses } from './closed-pipe.ts';
import type { Rule } from '../rules/types.ts';
import type { RunOptions } from '../engine/run.ts';

const USAGE = `Usage:
  pagegrade analyze <input>... [--format table|json|sarif|junit] [--fail-under [<dimension>=]<score>]...
                    [--config <file> | --no-config] [--baseline <file>] [--write-baseline <file>]
                    [--all] [--url <address>] [--render] [--threads <n>] [--plugin <module>]... [--quiet]
                    [--sarif-max-results <n>] [--base-uri <folder>]
  pagegrade checks [--json] [--plugin <module>]... [--config <file> | --no-config]
  pagegrade serve
  pagegrade worker
  pagegrade migrate
  pagegrade --version | --help

Commands:
  analyze   Grade each input: a URL (https://example.com/, or example.com: a host name without
            a scheme is a URL), a saved HTML file, a HAR capture (browser devtools export or a
            pagegrade snapshot), a directory (its HTML files, recursively) or a glob pattern the
            shell did not expand ('site/**/*.html'). Several inputs run on worker threads; the
            results come in input order. A rendered snapshot saved as JSON is graded as
            rendered, offline.
  checks    List every check with its dimension and impact.
  serve     Start the service (as \`npm start\`): the API, the site and the MCP servers, on PORT
            (3000), configured by the environment variables of the README (PAGEGRADE_PLUGINS…).
  worker    Run a worker process of a scaled-out service (as \`npm run worker\`): take analyses
            from the Redis queue and store them in PostgreSQL, until SIGTERM. Configured by the
            service's environment variables (PAGEGRADE_DATABASE_URL, PAGEGRADE_REDIS_URL, …).
  migrate   Bring the PostgreSQL database of PAGEGRADE_DATABASE_URL to this release's schema
            (as \`npm run migrate\`).

Options:
  --format <f>      table (default): a readable report per input.
                    json: one line per input, {"summary": AnalysisSummary, "checks": [...]}; an
                    input that cannot be analyzed gives {"input", "error": {"code", "message"}}.
                    sarif: one SARIF 2.1.0 log, each finding located in the HTML, CSS or JS file
                    it came from, with a stable fingerprint (for code scanning).
                    junit: JUnit XML, a test suite per input and a test case per check, named by
                    its id and title (failure for fail, error for error, skipped for
                    not-applicable and needs-review), and one per --fail-under and budget.
  --json            Same as --format json.
  --fail-under <s>  Exit with status 3 when an input's overall score is below <s> (0-100);
                    <dimension>=<s> (accessibility=90, code-quality=70…) for one dimension.
                    Repeatable.
  --config <file>   The configuration file (presets, checks off or at a severity, budgets,
                    ignored findings, plugins, threads, format, fail-under). By default the
                    nearest pagegrade.config.json, .js or .mjs in this folder or above it.
  --no-config       Use no configuration file.
  --baseline <file> Only findings not in this baseline fail the build: a failing check (at
                    its configured severity, else error) whose findings are all in it passes.
  --write-baseline <file>
                    Write this run's findings (of failing and warning checks) as a baseline.
  --sarif-max-results <n>
                    Results kept in the SARIF log, the most severe first (default 5000, at
                    most 25000); a notification in the log says how many were left out.
  --base-uri <folder>
                    The folder local files are relative to in SARIF (%SRCROOT%) and baselines
                    (default: the working directory).
  --quiet, -q       No progress and no run summary on stderr (errors and gates still print).
  --all             In the table, list passing and not-applicable checks too.
  --url <address>   The address a saved page (one .html input) was served from: its own site
                    is then known. Without it, a saved page is graded under its canonical URL
                    (<link rel=canonical>, then og:url) when it names one; the output says which.
  --render          Load each URL in Chromium and grade the page it drew, after its scripts ran
                    (mode rendered; PAGEGRADE_CHROMIUM names the browser, /usr/bin/chromium by
                    default). URLs only: a file is graded as it was saved.
  --threads <n>     Worker threads for several inputs (default: the cores less one; 1
                    analyzes in this thread).
  --plugin <module> Load a rule plugin: a package name, or the path of its folder or module;
                    repeatable.
  --version, -V     Print the version.
  --help, -h        Show this help.

Environment:
  PAGEGRADE_UNSAFE_ALLOW_HOSTS  Comma-separated private addresses/CIDRs the fetcher may reach.
                                For tests against local fixtures only; never in production.
  PAGEGRADE_PLUGINS             Comma-separated rule plugins to load, before those of --plugin.
  NO_COLOR                      Disable colours in the table.

Exit status: 0 when every input was analyzed (and met every --fail-under and assertion), 1 when
one could not be analyzed, 2 on a usage error or an invalid configuration, 3 when one scored
below a --fail-under threshold or missed an assertion at error (a check's severity or budget;
under --baseline, only with findings not in the baseline).`;

/** Reads a saved page or a capture from a file. */
async function fileSnapshot(path: string, address: string | null, root: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (err) {
    throw new PagegradeError('invalid_request', `Cannot read ${path}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}.`);
  }
  const trimmed = text.trimStart();
  if (path.toLowerCase().endsWith('.har') || trimmed.startsWith('{')) {
    if (address !== null) throw new PagegradeError('invalid_request', `--url gives a saved HTML page its address; ${path} is a capture, which has its own.`);
    try {
      return JSON.parse(text);
    } catch (err) {
      throw new PagegradeError('invalid_request', `${path} is not valid JSON: ${(err as Error).message}`);
    }
  }
  return savedPageSnapshot(path, text, address, root);
}

function allowedHosts(): string[] {
  return (process.env['PAGEGRADE_UNSAFE_ALLOW_HOSTS'] ?? '').split(',').map((s) => s.trim()).filter(Boolean);
}

async function snapshotFor(input: Input, address: string | null, render: boolean): Promise<unknown> {
  if (input.kind === 'invalid') throw new PagegradeError(input.code, input.message);
  if (input.kind === 'file') return fileSnapshot(input.path, address, input.root);
  const allow = allowedHosts();
  if (render) return renderSnapshot(input.url, allow.length ? { allowHosts: allow } : {});
  return fetchSnapshot(input.url, allow.length ? { allowHosts: allow } : {});
}

/** What a refusal means on the command line, where the pages people try first are often local. */
function explain(code: string, message: string): string {
  if (code !== 'blocked_host') return message;
  return `${message} Private and internal addresses are refused; to grade a local test server, list its address in PAGEGRADE_UNSAFE_ALLOW_HOSTS (e.g. PAGEGRADE_UNSAFE_ALLOW_HOSTS=127.0.0.1; never in production).`;
}

/**
 * The service's own commands, from the server package beside this one: loaded only when asked
 * for, so the engine and the CLI's analyses never load the service.
 */
async function serviceCommand(command: 'serve' | 'worker' | 'migrate', err: NodeJS.WritableStream): Promise<number> {
  const modules = { serve: '@pagegrade/server/serve', worker: '@pagegrade/server/worker', migrate: '@pagegrade/server/migrate' };
  let loaded: { serve?: () => Promise<void>; main?: () => Promise<void>; migrateCommand?: () => Promise<number> };
  try {
    loaded = (await import(modules[command])) as typeof loaded;
  } catch (e) {
    err.write(`pagegrade: ${command} needs the service (@pagegrade/server), which is not installed here: ${(e as Error).message}\n`);
    return 1;
  }
  if (command === 'migrate') return loaded.migrateCommand!();
  // Runs until SIGTERM or SIGINT, and exits the process itself.
  await (command === 'serve' ? loaded.serve! : loaded.main!)();
  return new Promise<number>(() => undefined);
}

/** Fetches (or reads) at most this many inputs ahead of the analyses. */
const LOADING_AHEAD = 8;
/** Pages rendered at once with --render: each is a tab of one browser, and costs its memory. */
const RENDERING_AHEAD = 2;

function version(): string {
  return VERSION;
}

/**
 * The check documentation on the web, for SARIF's help links: docs/checks.md in the repository
 * the package names (`repository` in its package.json), or null when it names none.
 */
function docsUrl(): string | null {
  const pkg = createRequire(import.meta.url)('../../package.json') as { repository?: string | { url?: string } };
  const repo = typeof pkg.repository === 'string' ? pkg.repository : pkg.repository?.url;
  const m = repo?.match(/github\.com[/:]([\w.-]+\/[\w.-]+?)(?:\.git)?$/);
  return m ? `https://github.com/${m[1]}/blob/main/docs/checks.md` : null;
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : Math.round((s[s.length / 2 - 1]! + s[s.length / 2]!) / 2);
}

function inputName(input: Input): string {
  return input.kind === 'file' ? input.path : input.arg;
}

export async function main(argv: string[], out: NodeJS.WritableStream = process.stdout, err: NodeJS.WritableStream = process.stderr): Promise<number> {
  const usage = (message: string) => {
    err.write(`pagegrade: ${message}\nRun 'pagegrade --help' for the usage.\n`);
    return 2;
  };
  let args: Args;
  try {
    args = parseArgs(argv);
  } catch (e) {
    return usage((e as Error).message);
  }
  if (args.help) {
    out.write(`${USAGE}\n`);
    return 0;
  }
  if (args.version) {
    out.write(`pagegrade ${version()}\n`);
    return 0;
  }
  if (!args.command) return usage('Name a command: analyze, checks, serve, worker or migrate.');
  if (args.command === 'serve' || args.command === 'worker' || args.command === 'migrate') return serviceCommand(args.command, err);
  if (args.command !== 'analyze' && args.command !== 'checks') return usage(`Unknown command "${args.command}": use analyze, checks, serve, worker or migrate.`);
  if (args.command === 'checks' && (args.format === 'sarif' || args.format === 'junit')) return usage('checks prints a table or --json.');
  if (args.command === 'analyze' && args.inputs.length === 0) return usage('analyze needs at least one URL, HTML file, HAR file or directory.');
  const expanded = args.command === 'analyze' ? await expandInputs(args.inputs) : { inputs: [], warnings: [] };
  const inputs = expanded.inputs;
  const only = inputs[0];
  if (args.url !== null && (inputs.length !== 1 || only?.kind !== 'file' || /\.har$/i.test(only.path))) {
    return usage('--url gives the address of one saved HTML page: use it with a single .html input.');
  }
  const file = inputs.find((i) => i.kind === 'file');
  if (args.render && file) {
    return usage(`--render loads URLs in Chromium; ${inputName(file)} is a file, graded as it was saved (a saved rendered snapshot is graded as rendered without --render).`);
  }
  // The configuration file: presets, severities, budgets, ignored findings, plugins and defaults.
  let loaded: LoadedConfig | null = null;
  try {
    if (!args.noConfig) loaded = await loadConfig({ file: args.config });
  } catch (e) {
    return usage((e as Error).message);
  }
  const config = loaded?.config ?? null;
  const configName = loaded ? relative(process.cwd(), loaded.path) || loaded.path : null;
  let rules: Rule[];
  // The configuration's plugins are relative to its folder; PAGEGRADE_PLUGINS (as for the service)
  // and --plugin to the working directory.
  const envPlugins = (process.env['PAGEGRADE_PLUGINS'] ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  const plugins = [...(config?.plugins ?? []).map((p) => pluginSpecifier(p, dirname(loaded!.path))), ...envPlugins, ...args.plugins];
  let policy: Policy = NO_POLICY;
  try {
    rules = await loadRules(plugins);
    policy = resolvePolicy(config, rules, configName ?? undefined);
  } catch (e) {
    err.write(`pagegrade: ${(e as Error).message}\n`);
    return 2;
  }
  if (args.command === 'checks') {
    const entries = catalogue(rules);
    if (args.format === 'json') out.write(`${JSON.stringify(entries)}\n`);
    else for (const e of entries) out.write(`${e.id.padEnd(48)} ${e.dimension.padEnd(14)} ${e.impact.padEnd(9)} ${e.title}${policy.off.has(e.id) ? ' (off by configuration)' : ''}\n`);
    return 0;
  }
  // What the file sets, the command line overrides (thresholds add up).
  const format = args.formatGiven ? args.format : (config?.format ?? args.format);
  let thresholds: Threshold[];
  try {
    const fromFile = config?.failUnder === undefined ? [] : typeof config.failUnder === 'number' ? [String(config.failUnder)] : Object.entries(config.failUnder).map(([k, v]) => (k === 'overall' ? String(v) : `${k}=${v}`));
    thresholds = [...fromFile.map(parseThreshold), ...args.thresholds];
  } catch (e) {
    return usage(`${configName}: failUnder: ${(e as Error).message}`);
  }
  let baseline: Baseline | null = null;
  try {
    if (args.baseline) baseline = await readBaseline(args.baseline);
  } catch (e) {
    return usage((e as Error).message);
  }
  const active = policy.off.size ? rules.filter((r) => !policy.off.has(r.id)) : rules;
  const configNotes = policy.off.size ? [`${policy.off.size} check${policy.off.size === 1 ? '' : 's'} off by configuration (${configName}).`] : [];
  const base = resolvePath(args.baseUri ?? '.');
  for (const w of expanded.warnings) err.write(`pagegrade: warning: ${w}\n`);
  if (inputs.length === 0) {
    err.write('pagegrade: nothing to analyze.\n');
    return 1;
  }

  const color = format === 'table' && !process.env['NO_COLOR'] && (out as NodeJS.WriteStream).isTTY === true;
  // By default a core is left to this thread and V8's own threads (collector, compiler), which
  // keep about half of another core busy during an in-thread run; on two cores that leaves no
  // worker, which measured fastest there (docs/benchmarks.md, the CLI on many files).
  const threads = Math.min(args.threads ?? config?.threads ?? Math.max(1, availableParallelism() - 1), inputs.length);
  // One input, or one thread, is analyzed in this thread: a worker's start would cost more than it saves.
  // Findings on ignored elements are left out by the engine, which knows the elements.
  const runOptions: RunOptions = policy.ignoreElements.length ? { ignoreElements: policy.ignoreElements } : {};
  const pool = threads > 1 ? new AnalysisPool({ threads, plugins, checksOff: [...policy.off], runOptions, tuneV8: true, timeoutMs: 120_000, maxQueue: inputs.length }) : null;
  const progress = new Progress(err, inputs.length, (err as NodeJS.WriteStream).isTTY === true, args.quiet);
  const graded: Graded[] = [];
  /** The analysis as configured: ignored findings left out, the configuration's effect noted, then judged. */
  const judged = (input: Input, raw: Analysis): Graded => {
    const path = input.kind === 'file' ? input.path : null;
    const locations = path !== null ? [relative(base, path).split(sep).join('/'), inputName(input)] : [raw.summary.url, inputName(input)];
    const { analysis: kept, ignored } = applyIgnore(raw, locations, policy, active);
    const analysis = withNotes(kept, [...configNotes, ...(ignored ? [`${ignored} finding${ignored === 1 ? '' : 's'} ignored by configuration (${configName}).`] : [])]);
    const g: Graded = { input: inputName(input), path, analysis, error: null, shortfalls: shortfalls(analysis.summary, thresholds), assertions: [] };
    g.assertions = assertions(pageKey(g, base), analysis, policy, baseline);
    return g;
  };
  const grade = (input: Input, snapshot: Promise<unknown>): Promise<Graded> =>
    snapshot
      .then(async (s) => {
        const analysis = pool ? await pool.run(s) : analyze(s, active, runOptions);
        const summary = withMode(analysis.summary, snapshotMode(s));
        // A pooled analysis keeps its checks as JSON text behind a getter, which a spread would lose.
        return analysis instanceof PooledAnalysis ? new PooledAnalysis(summary, analysis.siteName, analysis.checksJson) : { ...analysis, summary };
      })
      .then(
        (analysis: Analysis): Graded => judged(input, analysis),
        (e: unknown): Graded => {
          const code = isPagegradeError(e) ? e.code : 'internal_error';
          return { input: inputName(input), path: input.kind === 'file' ? input.path : null, analysis: null, error: { code, message: explain(code, e instanceof Error ? e.message : String(e)) }, shortfalls: [], assertions: [] };
        },
      )
      .then((g) => {
        progress.tick(inputName(input), g.analysis !== null);
        return g;
      });
  try {
    // One slot per input, filled when its loading starts: results are printed in input order.
    const slots = inputs.map(() => {
      let fill!: (g: Promise<Graded>) => void;
      return { graded: new Promise<Graded>((resolve) => (fill = resolve)), fill };
    });
    const printing = (async () => {
      for (const [i, slot] of slots.entries()) {
        const g = await slot.graded;
        graded.push(g);
        progress.clear();
        if (g.error) err.write(`${g.input}: ${g.error.code}: ${g.error.message}\n`);
        if (format === 'json') out.write(g.analysis ? `${jsonDocument(g.analysis)}\n` : `${JSON.stringify({ input: g.input, error: g.error })}\n`);
        else if (format === 'table' && g.analysis) out.write(`${table(g.analysis, { color, all: args.all })}\n${i < slots.length - 1 ? '\n' : ''}`);
        if (g.shortfalls.length) err.write(`${g.input}: below --fail-under: ${g.shortfalls.join(', ')}\n`);
        for (const a of g.assertions) err.write(`${g.input}: ${a.level === 'error' ? 'assertion failed' : 'warning'}: ${a.message}\n`);
      }
    })();
    // Loading (fetching, reading) runs a few inputs ahead; each analysis starts when its input is loaded.
    const loads: Array<Promise<unknown>> = [];
    const ahead = args.render ? RENDERING_AHEAD : LOADING_AHEAD;
    for (const [i, input] of inputs.entries()) {
      if (i >= ahead) await loads[i - ahead]!.catch(() => undefined);
      const snapshot = snapshotFor(input, args.url, args.render);
      loads.push(snapshot);
      slots[i]!.fill(grade(input, snapshot));
    }
    await printing;
  } finally {
    progress.clear();
    await pool?.destroy();
    // The browser, when --render started one: the process would otherwise stay up for it.
    await closeSharedRenderer();
  }
  if (format === 'sarif') out.write(`${JSON.stringify(sarifLog(graded, active, version(), { base, maxResults: args.sarifMaxResults ?? config?.sarif?.maxResults ?? undefined, severity: policy.severity, docsUrl: docsUrl() }), null, 2)}\n`);
  if (format === 'junit') out.write(junitXml(graded, { titles: new Map(active.map((r) => [r.id, r.title])), thresholds, budgets: budgetNames(policy) }));
  if (args.writeBaseline) {
    const n = await writeBaseline(args.writeBaseline, graded.map((g) => ({ page: pageKey(g, base), analysis: g.analysis })), version());
    if (!args.quiet) err.write(`pagegrade: wrote ${n} finding${n === 1 ? '' : 's'} to the baseline ${args.writeBaseline}.\n`);
  }

  const failed = graded.filter((g) => !g.analysis).length;
  const below = graded.filter((g) => g.shortfalls.length > 0).length;
  const missed = graded.filter((g) => g.assertions.some((a) => a.level === 'error')).length;
  if (graded.length > 1) {
    const scores = graded.flatMap((g) => (g.analysis ? [g.analysis.summary.score] : []));
    const range = scores.length ? `; scores ${Math.min(...scores)}–${Math.max(...scores)}, median ${median(scores)}` : '';
    const gates = `${thresholds.length ? `, ${below} below --fail-under` : ''}${policy.severity.size || policy.budgets.size || baseline ? `, ${missed} missing an assertion` : ''}`;
    const line = `${graded.length} inputs: ${graded.length - failed} analyzed, ${failed} not${gates}${range}.\n`;
    // stdout carries the chosen format's document only, except for the readable table.
    if (format === 'table') out.write(`\n${summaryTable(graded)}\n\n${line}`);
    else if (!args.quiet) err.write(`${summaryTable(graded)}\n${line}`);
  }
  return failed ? 1 : below || missed ? 3 : 0;
}

export { exitQuietlyWhenPipeCloses };

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // Our own process: the engine's V8 flags are ours to set (a library import leaves them alone).
  tuneV8();
  exitQuietlyWhenPipeCloses();
  main(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}
