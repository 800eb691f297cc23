import type { AnalysisSummary } from '../analysis.ts';
import { PagegradeError } from '../errors.ts';
import { DIMENSIONS, type DimensionKey } from '../rules/types.ts';

/** A --fail-under: the overall score, or one dimension's, must be at least `min`. */
export interface Threshold {
  /** null: the overall score. */
  dimension: DimensionKey | null;
  min: number;
}

/** A dimension as people write it: its key (`codeQuality`) or kebab/snake/lower case (`code-quality`, `uiux`, `ui-ux`). */
const BY_NAME = new Map<string, DimensionKey>(DIMENSIONS.map((d) => [d.toLowerCase(), d]));
const squash = (s: string) => s.toLowerCase().replace(/[-_\s]/g, '');

/** The dimension a name stands for (`code-quality`, `codeQuality`, `uiux`…), or undefined. */
export function dimensionNamed(name: string): DimensionKey | undefined {
  return BY_NAME.get(squash(name));
}

/** `90` or `accessibility=90`. */
export function parseThreshold(value: string): Threshold {
  const [name, raw] = value.includes('=') ? (value.split('=', 2) as [string, string]) : [null, value];
  const min = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(min) || min < 0 || min > 100) throw new PagegradeError('invalid_request', `--fail-under takes a score from 0 to 100 (or <dimension>=<score>), not "${value}".`);
  if (name === null) return { dimension: null, min };
  const dimension = dimensionNamed(name);
  if (!dimension) throw new PagegradeError('invalid_request', `--fail-under: "${name}" is no dimension; use one of ${DIMENSIONS.join(', ')}.`);
  return { dimension, min };
}

/** The thresholds an analysis falls short of, each as a sentence ("accessibility 72 < 90"). */
export function shortfalls(summary: AnalysisSummary, thresholds: readonly Threshold[]): string[] {
  const out: string[] = [];
  for (const t of thresholds) {
    const score = t.dimension === null ? summary.score : summary.dimensions.find((d) => d.key === t.dimension)?.score;
    if (score !== undefined && score < t.min) out.push(`${t.dimension ?? 'overall'} ${score} < ${t.min}`);
  }
  return out;
}
