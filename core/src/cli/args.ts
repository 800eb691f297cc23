import { PagegradeError } from '../errors.ts';
import { parseThreshold, type Threshold } from './thresholds.ts';

export const FORMATS = ['table', 'json', 'sarif', 'junit'] as const;
export type Format = (typeof FORMATS)[number];

export interface Args {
  command: string | null;
  inputs: string[];
  format: Format;
  all: boolean;
  plugins: string[];
  help: boolean;
  version: boolean;
  /** The address a saved page was served from. */
  url: string | null;
  /** --fail-under, in the order given. */
  thresholds: Threshold[];
  /** Worker threads for several inputs; null: one per core. */
  threads: number | null;
  /** Whether --format (or --json) was given: a configuration file's format applies otherwise. */
  formatGiven: boolean;
  /** --config: the configuration file; null: the nearest pagegrade.config.* upwards. */
  config: string | null;
  /** --no-config: no configuration file, not even a found one. */
  noConfig: boolean;
  /** --baseline: only findings not in this file fail the build. */
  baseline: string | null;
  /** --write-baseline: where to write the findings of this run. */
  writeBaseline: string | null;
  /** --sarif-max-results. */
  sarifMaxResults: number | null;
  /** --base-uri: the folder local files are relative to in SARIF and baselines. */
  baseUri: string | null;
  /** --quiet: no progress and no run summary on stderr. */
  quiet: boolean;
  /** --render: load each URL in Chromium and grade what it drew (mode rendered). */
  render: boolean;
}

/** A usage error: one line on stderr and a pointer to --help, exit status 2. */
export class UsageError extends PagegradeError {
  constructor(message: string) {
    super('invalid_request', message);
  }
}

/** The options that take a value, as `--name value` or `--name=value`. */
const VALUED = new Set(['--plugin', '--url', '--format', '--fail-under', '--threads', '--config', '--baseline', '--write-baseline', '--sarif-max-results', '--base-uri']);

/** Options given at most once, with the field each sets. */
const ONCE = { '--config': 'config', '--baseline': 'baseline', '--write-baseline': 'writeBaseline', '--base-uri': 'baseUri' } as const;

export function parseArgs(argv: string[]): Args {
  const args: Args = {
    command: null,
    inputs: [],
    format: 'table',
    all: false,
    plugins: [],
    help: false,
    version: false,
    url: null,
    thresholds: [],
    threads: null,
    formatGiven: false,
    config: null,
    noConfig: false,
    baseline: null,
    writeBaseline: null,
    sarifMaxResults: null,
    baseUri: null,
    quiet: false,
    render: false,
  };
  let formatGiven: string | null = null;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const eq = a.indexOf('=');
    const name = a.startsWith('--') && eq > 0 ? a.slice(0, eq) : a;
    if (VALUED.has(name)) {
      const value = name === a ? argv[++i] : a.slice(eq + 1);
      if (value === undefined || value === '') throw new UsageError(`${name} needs a value.`);
      if (name === '--plugin') args.plugins.push(value);
      else if (name in ONCE) {
        const field = ONCE[name as keyof typeof ONCE];
        if (args[field] !== null) throw new UsageError(`${name} is given once.`);
        args[field] = value;
      } else if (name === '--sarif-max-results') {
        const n = Number(value);
        if (!Number.isInteger(n) || n < 1 || n > 25_000) throw new UsageError(`--sarif-max-results must be a whole number from 1 to 25000 (GitHub rejects more), not "${value}".`);
        args.sarifMaxResults = n;
      } else if (name === '--url') {
        if (args.url !== null) throw new UsageError('--url needs one address, given once.');
        args.url = value;
      } else if (name === '--format') {
        if (!(FORMATS as readonly string[]).includes(value)) throw new UsageError(`--format must be one of ${FORMATS.join(', ')}, not "${value}".`);
        if (formatGiven !== null && formatGiven !== value) throw new UsageError(`Choose one output format (--format ${formatGiven} or --format ${value}).`);
        formatGiven = value;
        args.format = value as Format;
      } else if (name === '--fail-under') args.thresholds.push(parseThreshold(value));
      else {
        const n = Number(value);
        if (!Number.isInteger(n) || n < 1 || n > 256) throw new UsageError(`--threads must be a whole number from 1 to 256, not "${value}".`);
        args.threads = n;
      }
    } else if (a === '--json') {
      if (formatGiven !== null && formatGiven !== 'json') throw new UsageError(`Choose one output format (--format ${formatGiven} or --json).`);
      formatGiven = 'json';
      args.format = 'json';
    } else if (a === '--all') args.all = true;
    else if (a === '--quiet' || a === '-q') args.quiet = true;
    else if (a === '--no-config') args.noConfig = true;
    else if (a === '--render') args.render = true;
    else if (a === '--help' || a === '-h') args.help = true;
    else if (a === '--version' || a === '-V') args.version = true;
    else if (a.startsWith('-') && a !== '-') throw new UsageError(`Unknown option ${a}.`);
    else if (!args.command) args.command = a;
    else args.inputs.push(a);
  }
  args.formatGiven = formatGiven !== null;
  if (args.noConfig && args.config !== null) throw new UsageError('Use --config <file> or --no-config, not both.');
  return args;
}
