import picomatch from 'picomatch';
import { compile as compileSelector } from 'css-select';
import { formerIdMap } from '../catalogue.ts';
import { PagegradeError } from '../errors.ts';
import { dimensionNamed } from '../cli/thresholds.ts';
import type { DimensionKey, Impact, MeasureUnit, Rule } from '../rules/types.ts';
import type { PagegradeConfig, Severity } from './schema.ts';

/** A limit on the number a check measures. */
export interface Budget {
  level: 'warn' | 'error';
  /** In the check's unit. */
  max: number;
  unit: MeasureUnit;
  /** The limit as the file wrote it ("1600 KiB"). */
  text: string;
}

/** One `ignore` entry by URL, compiled. */
export interface IgnoreRule {
  url: (location: string) => boolean;
  checks: ((id: string) => boolean) | null;
}

/** What a configuration asks of a run, resolved against the loaded rules. */
export interface Policy {
  /** Checks not run. */
  off: ReadonlySet<string>;
  /** The severity of each check that has one: a failure at `error` fails the build, at `warn` is said. */
  severity: ReadonlyMap<string, 'warn' | 'error'>;
  budgets: ReadonlyMap<string, Budget>;
  /** Findings ignored by page or file URL, left out after the analysis. */
  ignore: readonly IgnoreRule[];
  /** Findings ignored by element, left out by the engine as it records them (RunOptions.ignoreElements). */
  ignoreElements: Array<{ selector: string; checks?: string[] }>;
}

export const NO_POLICY: Policy = { off: new Set(), severity: new Map(), budgets: new Map(), ignore: [], ignoreElements: [] };

/** `recommended`: the failures that cost most fail the build, the rest are reported. */
const RECOMMENDED: Record<Impact, 'warn' | 'error'> = { critical: 'error', serious: 'error', moderate: 'warn', minor: 'warn' };

const KIB = 1024;

function budgetOf(id: string, rule: Rule, level: 'warn' | 'error', spec: { max?: number; maxKiB?: number }, file: string): Budget {
  if (!rule.measures) throw new PagegradeError('invalid_request', `${file}: ${id} measures no number, so it takes a severity without a budget.`);
  if (spec.maxKiB !== undefined) {
    if (rule.measures !== 'bytes') throw new PagegradeError('invalid_request', `${file}: ${id} is measured as a ${rule.measures === 'ms' ? 'time in ms' : 'count'}; give its budget as {"max": …}.`);
    return { level, max: spec.maxKiB * KIB, unit: 'bytes', text: `${spec.maxKiB} KiB` };
  }
  const max = spec.max!;
  return { level, max, unit: rule.measures, text: rule.measures === 'bytes' ? `${max} bytes` : rule.measures === 'ms' ? `${max} ms` : String(max) };
}

/**
 * Resolves presets, per-check settings and ignore patterns against the rules that are loaded.
 * A check id the rules do not know is an error (a typo must not pass silently); a former id
 * stands for the check that answers for it now.
 */
export function resolvePolicy(config: PagegradeConfig | null, rules: readonly Rule[], file = 'configuration'): Policy {
  if (!config) return NO_POLICY;
  const byId = new Map(rules.map((r) => [r.id, r]));
  const former = formerIdMap(rules);
  const severity = new Map<string, Severity>();
  const selected = new Set<DimensionKey>();
  for (const preset of typeof config.extends === 'string' ? [config.extends] : (config.extends ?? [])) {
    const name = preset.slice('pagegrade:'.length);
    if (name === 'recommended' || name === 'strict') {
      for (const r of rules) severity.set(r.id, name === 'strict' ? 'error' : RECOMMENDED[r.impact]);
      continue;
    }
    const dimension = dimensionNamed(name)!;
    selected.add(dimension);
    for (const r of rules) if (r.dimension === dimension) severity.set(r.id, RECOMMENDED[r.impact]);
  }
  // Dimension presets select: the other dimensions' checks do not run unless named below.
  if (selected.size) for (const r of rules) if (!selected.has(r.dimension)) severity.set(r.id, 'off');
  const budgets = new Map<string, Budget>();
  const unknown: string[] = [];
  for (const [given, setting] of Object.entries(config.checks ?? {})) {
    const id = byId.has(given) ? given : former.get(given);
    if (!id) {
      unknown.push(given);
      continue;
    }
    const [level, spec] = typeof setting === 'string' ? [setting, undefined] : setting;
    severity.set(id, level);
    if (spec) budgets.set(id, budgetOf(given, byId.get(id)!, level as 'warn' | 'error', spec, file));
    else budgets.delete(id);
  }
  if (unknown.length) throw new PagegradeError('invalid_request', `${file}: no check has the id ${unknown.map((u) => `"${u}"`).join(', ')} ('pagegrade checks' lists them).`);
  const off = new Set<string>();
  const levels = new Map<string, 'warn' | 'error'>();
  for (const [id, s] of severity) {
    if (s === 'off') off.add(id);
    else levels.set(id, s);
  }
  const ignore: IgnoreRule[] = [];
  const ignoreElements: Policy['ignoreElements'] = [];
  for (const e of config.ignore ?? []) {
    const checks = e.checks ? picomatch(e.checks) : null;
    if (e.url !== undefined) {
      ignore.push({ url: picomatch(e.url, { dot: true }), checks });
      continue;
    }
    try {
      compileSelector(e.selector!);
    } catch (err) {
      throw new PagegradeError('invalid_request', `${file}: ignore: "${e.selector}" is not a CSS selector (${(err as Error).message}).`);
    }
    // The engine gets exact ids: the checks a glob names among those loaded.
    ignoreElements.push({ selector: e.selector!, ...(checks ? { checks: rules.filter((r) => checks(r.id)).map((r) => r.id) } : {}) });
  }
  return { off, severity: levels, budgets, ignore, ignoreElements };
}
