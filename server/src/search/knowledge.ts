import type { RouteDeps } from '../deps.ts';

/** One thing the service knows about: a check, a section of the docs, an analysed site, the leaderboard. */
export interface KnowledgeHit {
  kind: 'check' | 'doc' | 'site' | 'leaderboard';
  /** Stable id: the check id, `doc:<slug>`, the analysis id, or `leaderboard`. */
  id: string;
  title: string;
  url: string;
  /** Plain-text description of the hit. */
  text: string;
  score: number;
  /** The hit as a schema.org object (DefinedTerm/TechArticle, WebSite with Rating, ItemList…). */
  schemaObject: Record<string, unknown>;
}

/**
 * Deterministic retrieval over the check catalogue, the scoring documentation, stored analyses and
 * the leaderboard. Shared by /ask and the documentation tool server.
 */
export class Knowledge {
  constructor(_deps: Pick<RouteDeps, 'rules' | 'urls' | 'analyses' | 'leaderboard'>) {}

  /** The checks and documentation sections that best match `query`, best first. */
  searchDocs(_query: string, _limit: number): KnowledgeHit[] {
    return [];
  }

  /** Everything (docs, checks, sites, leaderboard) that answers `query`, best first. */
  ask(_query: string, _options: { limit: number; site?: string }): KnowledgeHit[] {
    return [];
  }

  /** The documentation of one check as markdown, or null when no check has this id. */
  checkMarkdown(_id: string): string | null {
    return null;
  }

  /** The long documents served as resources: docs/scoring.md and docs/checks.md. */
  document(_name: 'scoring' | 'checks'): string {
    return '';
  }
}
