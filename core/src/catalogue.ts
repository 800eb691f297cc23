import type { AlsoScores, Cap, Impact, MeasureUnit, Need, Rule, DimensionKey } from './rules/types.ts';
import { capsOf } from './rules/define.ts';

export interface CatalogueEntry {
  id: string;
  dimension: DimensionKey;
  title: string;
  failureTitle: string;
  impact: Impact;
  description: string;
  why: string;
  fix: string;
  tags: string[];
  needs: Need[];
  caps: Cap[];
  /** Other dimensions whose score counts this check's outcome too, with its impact there. */
  alsoScores: AlsoScores[];
  /** Ids under which this check, or a check merged into it, was published before. */
  formerIds: string[];
  references: string[];
  /** The unit of the number the check measures, for budgets; absent when it measures none. */
  measures?: MeasureUnit;
  /** Anchor in docs/checks.md. */
  docs: string;
}

/** The rules' own documentation as data: what the catalogue page, the API and agents serve. */
export function catalogue(rules: readonly Rule[]): CatalogueEntry[] {
  return rules.map((r) => ({
    id: r.id,
    dimension: r.dimension,
    title: r.title,
    failureTitle: r.failureTitle,
    impact: r.impact,
    description: r.description,
    why: r.why,
    fix: r.fix,
    tags: [...r.tags],
    needs: [...(r.needs ?? [])],
    caps: capsOf(r),
    alsoScores: (r.alsoScores ?? []).map((a) => ({ dimension: a.dimension, impact: a.impact })),
    formerIds: [...(r.formerIds ?? [])],
    references: [...(r.references ?? [])],
    ...(r.measures ? { measures: r.measures } : {}),
    docs: `docs/checks.md#${r.id}`,
  }));
}

/**
 * Each former check id (`formerIds`) and the id of the check that answers for it now. Stored
 * analyses, report links and clients may still name a check that was merged into another.
 */
export function formerIdMap(rules: readonly Rule[]): Map<string, string> {
  const map = new Map<string, string>();
  for (const r of rules) for (const id of r.formerIds ?? []) map.set(id, r.id);
  return map;
}
