import { readFile } from 'node:fs/promises';
import { resolve as resolvePath } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import { analyze, type Analysis } from '../analysis.ts';
import { isPagegradeError, PagegradeError } from '../errors.ts';
import { loadRules } from '../plugins.ts';
import { tuneV8 } from '../engine/heap.ts';
import { savedPageSnapshot } from './saved-page.ts';
import { fetchSnapshot } from '../fetch/index.ts';
import { catalogue } from '../catalogue.ts';
import { jsonDocument, table } from './format.ts';
import { parseArgs, type Args } from './args.ts';
import { expandInputs, type Input } from './inputs.ts';
import { junitXml, sarifLog, type Graded } from './reports.ts';
import { shortfalls } from './thresholds.ts';
import { AnalysisPool } from '../pool/index.ts';
import { availableParallelism } from 'node:os';
import { exitQuietlyWhenPipeCloses } from './closed-pipe.ts';
import type { Rule } from '../rules/types.ts';

const USAGE = `Usage:
  pagegrade analyze <input>... [--format table|json|sarif|junit] [--fail-under [<dimension>=]<score>]...
                    [--all] [--url <address>] [--threads <n>] [--plugin <module>]...
  pagegrade checks [--json] [--plugin <module>]...
  pagegrade worker
  pagegrade migrate
  pagegrade --version | --help

Commands:
  analyze   Grade each input: a URL (https://example.com/, or example.com: a host name without
            a scheme is a URL), a saved HTML file, a HAR capture (browser devtools export or a
            pagegrade snapshot), a directory (its HTML files, recursively) or a glob pattern the
            shell did not expand ('site/**/*.html'). Several inputs run on worker threads; the
            results come in input order.
  checks    List every check with its dimension and impact.
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
                    it came from (for code scanning).
                    junit: JUnit XML, a test suite per input and a test case per check (failure
                    for fail, error for error, skipped for not-applicable and needs-review).
  --json            Same as --format json.
  --fail-under <s>  Exit with status 3 when an input's overall score is below <s> (0-100);
                    <dimension>=<s> (accessibility=90, code-quality=70…) for one dimension.
                    Repeatable.
  --all             In the table, list passing and not-applicable checks too.
  --url <address>   The address a saved page (one .html input) was served from: its own site
                    is then known. Without it, a saved page is graded under its canonical URL
                    (<link rel=canonical>, then og:url) when it names one; the output says which.
  --threads <n>     Worker threads for several inputs (default: the cores less one; 1
                    analyzes in this thread).
  --plugin <module> Load a rule plugin (package name or path); repeatable.
  --version, -V     Print the version.
  --help, -h        Show this help.

Environment:
  PAGEGRADE_UNSAFE_ALLOW_HOSTS  Comma-separated private addresses/CIDRs the fetcher may reach.
                                For tests against local fixtures only; never in production.
  NO_COLOR                      Disable colours in the table.

Exit status: 0 when every input was analyzed (and met every --fail-under), 1 when one could not
be analyzed, 2 on a usage error, 3 when one scored below a --fail-under threshold.`;

/** A plugin given as a path loads from the working directory; a package name resolves from there too. */
function pluginSpecifier(spec: string): string {
  if (spec.startsWith('.') || spec.startsWith('/')) return pathToFileURL(resolvePath(spec)).href;
  try {
    return pathToFileURL(createRequire(resolvePath('package.json')).resolve(spec)).href;
  } catch {
    return spec;
  }
}

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

async function snapshotFor(input: Input, address: string | null): Promise<unknown> {
  if (input.kind === 'invalid') throw new PagegradeError(input.code, input.message);
  if (input.kind === 'file') return fileSnapshot(input.path, address, input.root);
  const allow = allowedHosts();
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
async function serviceCommand(command: 'worker' | 'migrate', err: NodeJS.WritableStream): Promise<number> {
  const modules = { worker: '@pagegrade/server/worker', migrate: '@pagegrade/server/migrate' };
  let loaded: { main?: () => Promise<void>; migrateCommand?: () => Promise<number> };
  try {
    loaded = (await import(modules[command])) as typeof loaded;
  } catch (e) {
    err.write(`pagegrade: ${command} needs the service (@pagegrade/server), which is not installed here: ${(e as Error).message}\n`);
    return 1;
  }
  if (command === 'migrate') return loaded.migrateCommand!();
  // Runs until SIGTERM or SIGINT, and exits the process itself.
  await loaded.main!();
  return new Promise<number>(() => undefined);
}

/** Fetches (or reads) at most this many inputs ahead of the analyses. */
const LOADING_AHEAD = 8;

function version(): string {
  return (createRequire(import.meta.url)('../../package.json') as { version: string }).version;
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
  if (!args.command) return usage('Name a command: analyze, checks, worker or migrate.');
  if (args.command === 'worker' || args.command === 'migrate') return serviceCommand(args.command, err);
  if (args.command !== 'analyze' && args.command !== 'checks') return usage(`Unknown command "${args.command}": use analyze, checks, worker or migrate.`);
  if (args.command === 'checks' && (args.format === 'sarif' || args.format === 'junit')) return usage('checks prints a table or --json.');
  if (args.command === 'analyze' && args.inputs.length === 0) return usage('analyze needs at least one URL, HTML file, HAR file or directory.');
  const expanded = args.command === 'analyze' ? await expandInputs(args.inputs) : { inputs: [], warnings: [] };
  const inputs = expanded.inputs;
  const only = inputs[0];
  if (args.url !== null && (inputs.length !== 1 || only?.kind !== 'file' || /\.har$/i.test(only.path))) {
    return usage('--url gives the address of one saved HTML page: use it with a single .html input.');
  }
  let rules: Rule[];
  const plugins = args.plugins.map(pluginSpecifier);
  try {
    rules = await loadRules(plugins);
  } catch (e) {
    err.write(`pagegrade: ${(e as Error).message}\n`);
    return 2;
  }
  if (args.command === 'checks') {
    const entries = catalogue(rules);
    if (args.format === 'json') out.write(`${JSON.stringify(entries)}\n`);
    else for (const e of entries) out.write(`${e.id.padEnd(48)} ${e.dimension.padEnd(14)} ${e.impact.padEnd(9)} ${e.title}\n`);
    return 0;
  }
  for (const w of expanded.warnings) err.write(`pagegrade: warning: ${w}\n`);
  if (inputs.length === 0) {
    err.write('pagegrade: nothing to analyze.\n');
    return 1;
  }

  const color = args.format === 'table' && !process.env['NO_COLOR'] && (out as NodeJS.WriteStream).isTTY === true;
  // By default a core is left to this thread and V8's own threads (collector, compiler), which
  // keep about half of another core busy during an in-thread run; on two cores that leaves no
  // worker, which measured fastest there (docs/benchmarks.md, the CLI on many files).
  const threads = Math.min(args.threads ?? Math.max(1, availableParallelism() - 1), inputs.length);
  // One input, or one thread, is analyzed in this thread: a worker's start would cost more than it saves.
  const pool = threads > 1 ? new AnalysisPool({ threads, plugins, tuneV8: true, timeoutMs: 120_000, maxQueue: inputs.length }) : null;
  const progress = inputs.length > 1 && (err as NodeJS.WriteStream).isTTY === true;
  const graded: Graded[] = [];
  let done = 0;
  const grade = (input: Input, snapshot: Promise<unknown>): Promise<Graded> =>
    snapshot
      .then((s) => (pool ? pool.run(s) : analyze(s, rules)))
      .then(
        (analysis: Analysis): Graded => ({ input: inputName(input), path: input.kind === 'file' ? input.path : null, analysis, error: null, shortfalls: shortfalls(analysis.summary, args.thresholds) }),
        (e: unknown): Graded => {
          const code = isPagegradeError(e) ? e.code : 'internal_error';
          return { input: inputName(input), path: input.kind === 'file' ? input.path : null, analysis: null, error: { code, message: explain(code, e instanceof Error ? e.message : String(e)) }, shortfalls: [] };
        },
      )
      .finally(() => {
        done++;
        if (progress) err.write(`\r\x1b[K[${done}/${inputs.length}] ${inputName(input)}`.slice(0, 160));
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
        if (progress) err.write('\r\x1b[K');
        if (g.error) err.write(`${g.input}: ${g.error.code}: ${g.error.message}\n`);
        if (args.format === 'json') out.write(g.analysis ? `${jsonDocument(g.analysis)}\n` : `${JSON.stringify({ input: g.input, error: g.error })}\n`);
        else if (args.format === 'table' && g.analysis) out.write(`${table(g.analysis, { color, all: args.all })}\n${i < slots.length - 1 ? '\n' : ''}`);
        if (g.shortfalls.length) err.write(`${g.input}: below --fail-under: ${g.shortfalls.join(', ')}\n`);
      }
    })();
    // Loading (fetching, reading) runs a few inputs ahead; each analysis starts when its input is loaded.
    const loads: Array<Promise<unknown>> = [];
    for (const [i, input] of inputs.entries()) {
      if (i >= LOADING_AHEAD) await loads[i - LOADING_AHEAD]!.catch(() => undefined);
      const snapshot = snapshotFor(input, args.url);
      loads.push(snapshot);
      slots[i]!.fill(grade(input, snapshot));
    }
    await printing;
  } finally {
    if (progress) err.write('\r\x1b[K');
    await pool?.destroy();
  }
  if (args.format === 'sarif') out.write(`${JSON.stringify(sarifLog(graded, rules, version()), null, 2)}\n`);
  if (args.format === 'junit') out.write(junitXml(graded));

  const failed = graded.filter((g) => !g.analysis).length;
  const below = graded.filter((g) => g.shortfalls.length > 0).length;
  if (graded.length > 1) {
    const scores = graded.flatMap((g) => (g.analysis ? [g.analysis.summary.score] : []));
    const range = scores.length ? `; scores ${Math.min(...scores)}–${Math.max(...scores)}, median ${median(scores)}` : '';
    const line = `${graded.length} inputs: ${graded.length - failed} analyzed, ${failed} not${args.thresholds.length ? `, ${below} below --fail-under` : ''}${range}.\n`;
    // stdout carries the chosen format's document only, except for the readable table.
    if (args.format === 'table') out.write(`\n${line}`);
    else err.write(line);
  }
  return failed ? 1 : below ? 3 : 0;
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
