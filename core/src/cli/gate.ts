import { readFile, writeFile } from 'node:fs/promises';
import type { Analysis } from '../analysis.ts';
import { PagegradeError } from '../errors.ts';
import type { Budget, Policy } from '../config/policy.ts';
import type { CheckResult, Measured } from '../rules/types.ts';
import { fingerprints } from './fingerprint.ts';

/** A configured expectation a page did not meet: a failing check at a severity, or a budget overrun. */
export interface Assertion {
  level: 'warn' | 'error';
  check: string;
  /** One sentence: what was expected and what was found. */
  message: string;
  /** For a budget: its limit, for a test name that does not change with the result. */
  budget?: string;
}

/** The findings a baseline accepts, by fingerprint. */
export interface Baseline {
  has(fingerprint: string): boolean;
}

const BASELINE_VERSION = 1;

/** The outcomes whose findings a baseline records: a check that warns today may fail tomorrow with the same findings. */
function recorded(c: CheckResult): boolean {
  return c.outcome === 'fail' || c.outcome === 'warn';
}

/** Reads a baseline file written by --write-baseline. */
export async function readBaseline(path: string): Promise<Baseline> {
  let doc: { version?: unknown; findings?: unknown };
  try {
    doc = JSON.parse(await readFile(path, 'utf8')) as typeof doc;
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new PagegradeError('invalid_request', `Cannot read the baseline ${path}: ${code === 'ENOENT' ? 'no such file' : (err as Error).message}.`);
  }
  if (doc.version !== BASELINE_VERSION || !Array.isArray(doc.findings)) throw new PagegradeError('invalid_request', `${path} is not a pagegrade baseline (version ${BASELINE_VERSION}, written by --write-baseline).`);
  return new Set((doc.findings as Array<{ fingerprint?: unknown }>).map((f) => String(f.fingerprint)));
}

/**
 * A baseline of every finding of the failing and warning checks, sorted by page, check and
 * fingerprint so that the file diffs well and is the same for the same results.
 */
export async function writeBaseline(path: string, pages: ReadonlyArray<{ page: string; analysis: Analysis | null }>, version: string): Promise<number> {
  const findings: Array<{ page: string; check: string; fingerprint: string }> = [];
  for (const { page, analysis } of pages) {
    for (const c of analysis?.checks ?? []) if (recorded(c)) for (const fingerprint of fingerprints(page, c)) findings.push({ page, check: c.id, fingerprint });
  }
  const key = (f: (typeof findings)[number]) => `${f.page}\n${f.check}\n${f.fingerprint}`;
  findings.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  const doc = { version: BASELINE_VERSION, tool: { name: 'pagegrade', version }, findings };
  await writeFile(path, `${JSON.stringify(doc, null, 1)}\n`);
  return findings.length;
}

function amount(value: number, b: Budget): string {
  if (b.unit === 'bytes') return b.text.endsWith('KiB') ? `${Math.round((value / 1024) * 10) / 10} KiB` : `${value} bytes`;
  return b.unit === 'ms' ? `${value} ms` : String(value);
}

/**
 * The assertions a page misses. A check with a budget is judged by its measured value (a page
 * on which it measured nothing is not judged); any other check with a severity by its outcome:
 * `fail` misses it. Under a baseline, a failing check without a severity is at `error`, and a
 * failing check misses only when it has a finding the baseline does not hold.
 */
export function assertions(page: string, analysis: Analysis, policy: Policy, baseline: Baseline | null): Assertion[] {
  const out: Assertion[] = [];
  for (const c of analysis.checks) {
    const budget = policy.budgets.get(c.id);
    if (budget) {
      const m: Measured | undefined = c.measured;
      if (m && m.value > budget.max) out.push({ level: budget.level, check: c.id, budget: budget.text, message: `${c.id}: ${amount(m.value, budget)} is over the budget of ${budget.text}` });
      continue;
    }
    const level = policy.severity.get(c.id) ?? (baseline ? 'error' : undefined);
    if (!level || c.outcome !== 'fail') continue;
    if (baseline) {
      const fresh = fingerprints(page, c).filter((f) => !baseline.has(f)).length;
      if (fresh === 0) continue;
      out.push({ level, check: c.id, message: `${c.id}: ${c.title} (${fresh} finding${fresh === 1 ? '' : 's'} not in the baseline)` });
    } else out.push({ level, check: c.id, message: `${c.id}: ${c.title}` });
  }
  return out;
}

/** Budgets listed for JUnit: every configured one, whether met or not, so the test names stay. */
export function budgetNames(policy: Policy): Array<{ check: string; text: string }> {
  return [...policy.budgets].map(([check, b]) => ({ check, text: b.text })).sort((a, b) => (a.check < b.check ? -1 : 1));
}
