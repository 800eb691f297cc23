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
import { exitQuietlyWhenPipeCloses } from './closed-pipe.ts';
import type { Rule } from '../rules/types.ts';

const USAGE = `Usage:
  pagegrade analyze <url | page.html | capture.har>... [--json] [--all] [--url <address>] [--plugin <module>]...
  pagegrade checks [--json] [--plugin <module>]...

Commands:
  analyze   Fetch and grade each URL, or grade a saved HTML file or a HAR capture
            (browser devtools export or a pagegrade snapshot). Several inputs run in one process.
  checks    List every check with its dimension and impact.

Options:
  --json            One JSON document per input and line, in input order, on stdout:
                    {"summary": AnalysisSummary, "checks": [...]}; an input that cannot be
                    analyzed gives {"input", "error": {"code", "message"}} on its line.
  --all             In the table, list passing and not-applicable checks too.
  --url <address>   The address a saved page (one .html input) was served from: its own site
                    is then known. Without it, a saved page is graded under its canonical URL
                    (<link rel=canonical>, then og:url) when it names one; the output says which.
  --plugin <module> Load a rule plugin (package name or path); repeatable.
  --help, -h        Show this help.

Environment:
  PAGEGRADE_UNSAFE_ALLOW_HOSTS  Comma-separated private addresses/CIDRs the fetcher may reach.
                                For tests against local fixtures only; never in production.
  NO_COLOR                      Disable colours in the table.

Exit status: 0 when every input was analyzed, 1 when one could not be, 2 on a usage error.`;

interface Args {
  command: string | null;
  inputs: string[];
  json: boolean;
  all: boolean;
  plugins: string[];
  help: boolean;
  /** The address a saved page was served from. */
  url: string | null;
}

function parseArgs(argv: string[]): Args {
  const args: Args = { command: null, inputs: [], json: false, all: false, plugins: [], help: false, url: null };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--json') args.json = true;
    else if (a === '--all') args.all = true;
    else if (a === '--help' || a === '-h') args.help = true;
    else if (a === '--plugin') {
      const v = argv[++i];
      if (!v) throw new PagegradeError('invalid_request', '--plugin needs a module name or path.');
      args.plugins.push(v);
    } else if (a.startsWith('--plugin=')) args.plugins.push(a.slice('--plugin='.length));
    else if (a === '--url' || a.startsWith('--url=')) {
      const v = a === '--url' ? argv[++i] : a.slice('--url='.length);
      if (!v || args.url !== null) throw new PagegradeError('invalid_request', '--url needs one address, given once.');
      args.url = v;
    }
    else if (a.startsWith('-')) throw new PagegradeError('invalid_request', `Unknown option ${a}.`);
    else if (!args.command) args.command = a;
    else args.inputs.push(a);
  }
  return args;
}

/** A plugin given as a path loads from the working directory; a package name resolves from there too. */
function pluginSpecifier(spec: string): string {
  if (spec.startsWith('.') || spec.startsWith('/')) return pathToFileURL(resolvePath(spec)).href;
  try {
    return pathToFileURL(createRequire(resolvePath('package.json')).resolve(spec)).href;
  } catch {
    return spec;
  }
}

const URL_LIKE = /^https?:\/\//i;

function isSavedPage(input: string): boolean {
  return !URL_LIKE.test(input) && !input.toLowerCase().endsWith('.har');
}

async function snapshotFor(input: string, address: string | null): Promise<unknown> {
  if (URL_LIKE.test(input)) {
    const allow = (process.env['PAGEGRADE_UNSAFE_ALLOW_HOSTS'] ?? '').split(',').map((s) => s.trim()).filter(Boolean);
    return fetchSnapshot(input, allow.length ? { allowHosts: allow } : {});
  }
  let text: string;
  try {
    text = await readFile(input, 'utf8');
  } catch (err) {
    throw new PagegradeError('invalid_request', `Cannot read ${input}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}.`);
  }
  const trimmed = text.trimStart();
  if (input.toLowerCase().endsWith('.har') || trimmed.startsWith('{')) {
    if (address !== null) throw new PagegradeError('invalid_request', `--url gives a saved HTML page its address; ${input} is a capture, which has its own.`);
    try {
      return JSON.parse(text);
    } catch (err) {
      throw new PagegradeError('invalid_request', `${input} is not valid JSON: ${(err as Error).message}`);
    }
  }
  return savedPageSnapshot(input, text, address);
}

export async function main(argv: string[], out: NodeJS.WritableStream = process.stdout, err: NodeJS.WritableStream = process.stderr): Promise<number> {
  let args: Args;
  try {
    args = parseArgs(argv);
  } catch (e) {
    err.write(`${(e as Error).message}\n\n${USAGE}\n`);
    return 2;
  }
  if (args.help || !args.command) {
    (args.help ? out : err).write(`${USAGE}\n`);
    return args.help ? 0 : 2;
  }
  let rules: Rule[];
  try {
    rules = await loadRules(args.plugins.map(pluginSpecifier));
  } catch (e) {
    err.write(`${(e as Error).message}\n`);
    return 2;
  }
  if (args.command === 'checks') {
    const entries = catalogue(rules);
    if (args.json) out.write(`${JSON.stringify(entries)}\n`);
    else for (const e of entries) out.write(`${e.id.padEnd(48)} ${e.dimension.padEnd(14)} ${e.impact.padEnd(9)} ${e.title}\n`);
    return 0;
  }
  if (args.command !== 'analyze') {
    err.write(`Unknown command "${args.command}".\n\n${USAGE}\n`);
    return 2;
  }
  if (args.inputs.length === 0) {
    err.write(`analyze needs at least one URL, HTML file or HAR file.\n\n${USAGE}\n`);
    return 2;
  }
  if (args.url !== null && (args.inputs.length !== 1 || !isSavedPage(args.inputs[0]!))) {
    err.write(`--url gives the address of one saved HTML page: use it with a single .html input.\n\n${USAGE}\n`);
    return 2;
  }
  const color = !args.json && !process.env['NO_COLOR'] && (out as NodeJS.WriteStream).isTTY === true;
  let failed = 0;
  // Fetch concurrently, print in input order.
  const snapshots = args.inputs.map((input) => snapshotFor(input, args.url).then((s) => ({ ok: true as const, s }), (e: unknown) => ({ ok: false as const, e })));
  for (const [i, input] of args.inputs.entries()) {
    const got = await snapshots[i]!;
    let analysis: Analysis | null = null;
    let error: unknown = got.ok ? null : got.e;
    if (got.ok) {
      try {
        analysis = analyze(got.s, rules);
      } catch (e) {
        error = e;
      }
    }
    if (analysis) {
      out.write(args.json ? `${jsonDocument(analysis)}\n` : `${table(analysis, { color, all: args.all })}\n${i < args.inputs.length - 1 ? '\n' : ''}`);
      continue;
    }
    failed++;
    const code = isPagegradeError(error) ? error.code : 'internal_error';
    const message = error instanceof Error ? error.message : String(error);
    if (args.json) out.write(`${JSON.stringify({ input, error: { code, message } })}\n`);
    err.write(`${input}: ${code}: ${message}\n`);
  }
  return failed ? 1 : 0;
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
