import { createHash } from 'node:crypto';
import { analyzeSnapshot, type RunOptions } from './engine/run.ts';
import type { CheckResult, Rule } from './rules/types.ts';
import type { RenderedEvidence } from './rendered/evidence.ts';
import { score, type AppliedCap, type DimensionScore, type Issue, type OutcomeCounts, type ScoringMeta } from './scoring/score.ts';

/**
 * How the snapshot was taken: `static`, the HTML as the server sent it (the default), or
 * `rendered`, the page as Chromium drew it after its scripts ran.
 */
export type AnalysisMode = 'static' | 'rendered';

export const ANALYSIS_MODES: readonly AnalysisMode[] = ['static', 'rendered'];

/** The mode of a snapshot: rendered when a browser drew it (our rendered captures say so), else static. */
export function snapshotMode(snapshot: unknown): AnalysisMode {
  const source = (snapshot as { log?: { _pagegrade?: { source?: unknown } } } | null)?.log?._pagegrade?.source;
  return source === 'rendered' ? 'rendered' : 'static';
}

/** The summary saying its mode, right after its URL (where the API's schema lists it). */
export function withMode(summary: AnalysisSummary, mode: AnalysisMode): AnalysisSummary {
  const { id, url, mode: _, ...rest } = summary;
  return { id, url, mode, ...rest };
}

/** The result of analyzing one page, as the API, the CLI and the agent tools return it. */
export interface AnalysisSummary {
  id: string;
  url: string;
  /** Set by whoever took the snapshot (the engine sees only the snapshot); absent on results stored before modes existed, which are static. */
  mode?: AnalysisMode;
  title: string | null;
  score: number;
  grade: string;
  dimensions: DimensionScore[];
  topIssues: Issue[];
  caps: AppliedCap[];
  counts: OutcomeCounts;
  badgeUrl?: string;
  reportUrl?: string;
  scoringNote: string;
  /** What could not be judged on this snapshot (a saved page: headers, address, capture time); absent when everything could. */
  notes?: string[];
  sandbox?: boolean;
}

export interface Analysis {
  summary: AnalysisSummary;
  checks: CheckResult[];
  /** The site's own name for itself, when the page states one (for listings such as the leaderboard). */
  siteName?: string | null;
  /** For a rendered page, what its report shows of the page as drawn (renderedEvidence). */
  evidence?: RenderedEvidence;
  /** The JPEG sheet of thumbnails below the first screen that `evidence` addresses, when asked for (RunOptions.thumbnails). */
  thumbnails?: Uint8Array;
}

export interface AnalyzeOptions extends RunOptions {
  /** Analysis id; by default derived from the snapshot's content, so the same snapshot gives the same id. */
  id?: string;
  links?: (id: string) => { badgeUrl?: string; reportUrl?: string };
}

export function contentId(snapshot: unknown): string {
  return createHash('sha256').update(JSON.stringify(snapshot)).digest('base64url').slice(0, 22);
}

const metaCache = new WeakMap<readonly Rule[], Map<string, ScoringMeta>>();

export function scoringMeta(rules: readonly Rule[]): Map<string, ScoringMeta> {
  let m = metaCache.get(rules);
  if (!m) {
    m = new Map(rules.map((r) => [r.id, { cap: r.cap, failureTitle: r.failureTitle, alsoScores: r.alsoScores }]));
    metaCache.set(rules, m);
  }
  return m;
}

/** Snapshot → checks → summary. Pure: no network, clock or randomness. */
export function analyze(snapshot: unknown, rules: readonly Rule[], options: AnalyzeOptions = {}): Analysis {
  const result = analyzeSnapshot(snapshot, rules, options);
  const analysis = summarizeChecks(result.url, result.title, result.checks, rules, options.id ?? contentId(snapshot), options.links, result.notes);
  return { ...analysis, siteName: result.siteName, ...(result.evidence ? { evidence: result.evidence } : {}), ...(result.thumbnails ? { thumbnails: result.thumbnails } : {}) };
}

export function summarizeChecks(
  url: string,
  title: string | null,
  checks: CheckResult[],
  rules: readonly Rule[],
  id: string,
  links?: AnalyzeOptions['links'],
  notes: readonly string[] = [],
): Analysis {
  const s = score(checks, scoringMeta(rules));
  const summary: AnalysisSummary = {
    id,
    url,
    title,
    score: s.score,
    grade: s.grade,
    dimensions: s.dimensions,
    topIssues: s.topIssues,
    caps: s.caps,
    counts: s.counts,
    ...(links ? links(id) : {}),
    scoringNote: s.scoringNote,
    ...(notes.length ? { notes: [...notes] } : {}),
  };
  return { summary, checks };
}
