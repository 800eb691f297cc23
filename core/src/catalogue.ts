import type { Cap, Impact, Need, Rule, DimensionKey } from './rules/types.ts';
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
  references: string[];
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
    references: [...(r.references ?? [])],
    docs: `docs/checks.md#${r.id}`,
  }));
}
