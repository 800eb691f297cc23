import type { Analysis, AnalysisSummary, CheckResult } from '@pagegrade/core';
import type { ErrorBody } from '../http/errors.ts';

export interface StoredAnalysis extends Analysis {
  createdAt: string;
  siteName?: string | null;
  /** The URL as the client sent it (before redirects). */
  requestedUrl: string;
}

/** An analysis to store: its checks as objects, or as the JSON text the analysis pool returns. */
export type NewAnalysis = Omit<StoredAnalysis, 'checks'> & ({ checks: CheckResult[] } | { checksJson: string }) & {
  /**
   * What was fetched to make the analysis, as HAR 1.2 JSON text without response bodies
   * (`fetchRecord()`): the report's account of how the page was analysed and its HAR download.
   */
  har?: string;
};

/** One analysis of a site, for its history. */
export interface SiteAnalysis {
  analysisId: string;
  url: string;
  score: number;
  grade: string;
  createdAt: string;
}

/** A position in the leaderboard's order (score desc, first reached asc, host asc). */
export interface LeaderboardKey {
  score: number;
  createdAt: string;
  host: string;
}

/** A key and the rank of the entry at it: where the next page of the leaderboard starts counting. */
export interface LeaderboardPosition extends LeaderboardKey {
  rank: number;
}

export interface LeaderboardRow extends LeaderboardPosition {
  name: string;
  url: string;
  grade: string;
  analysisId: string;
}

/** An analysis of one page, as /ask names it. */
export interface PageAnalysis {
  analysisId: string;
  /** The final URL after redirects. */
  url: string;
  host: string;
  /** The site's own name, else the page title, else the host. */
  name: string;
  createdAt: string;
}

/** Where a purge of old analyses goes on from: the last analysis it looked at. */
export interface PurgePosition {
  createdAt: string;
  id: string;
}

export interface PurgeBatch {
  deleted: number;
  /** Where the next batch starts, or null when no older analysis is left to look at. */
  next: PurgePosition | null;
}

export interface AnalysisStore {
  /** Stores an analysis and, in the same transaction, makes it its site's leaderboard entry if it is the site's best. */
  save(analysis: NewAnalysis): void;
  get(id: string): StoredAnalysis | null;
  summary(id: string): AnalysisSummary | null;
  count(): number;
  /**
   * One row per site (its best analysis), best first, after `after` when given; ranks go on from
   * the position's rank. The cost depends on `limit` only, not on how many analyses are stored.
   */
  leaderboard(limit: number, after: LeaderboardPosition | null): LeaderboardRow[];
  /**
   * A number that changes whenever the leaderboard may have changed (a save), so that pages read
   * from it can be kept until then. The purge never changes the leaderboard (it keeps every
   * site's best), nor does rewriting analyses into the current format.
   */
  leaderboardRevision(): number;
  /** The best leaderboard entry of any of `hosts` (the spellings of one site), without its rank; one index lookup a host. */
  leaderboardSite(hosts: readonly string[]): Omit<LeaderboardRow, 'rank'> | null;
  /**
   * The most recent analysis of a page: one whose final or requested URL is one of `urls` (the
   * spellings of one address), newest first; an index lookup per spelling.
   */
  latestOfPage(urls: readonly string[]): PageAnalysis | null;
  /** The fetch record stored with an analysis (HAR JSON text without bodies), or null when none was kept. */
  har(id: string): string | null;
  /** A site's analyses (its host as stored), newest first, at most `limit`: one index range. */
  siteHistory(host: string, limit: number): SiteAnalysis[];
  /** How many sites rank at or before `key` (counted, so slower for deep positions). */
  leaderboardRank(key: LeaderboardKey): number;
  /** Rewrites up to `limit` analyses stored in an earlier format in the current one; returns how many (0: none is left). */
  upgrade(limit: number): number;
  /**
   * Deletes analyses created before `before` (an ISO date), looking at `limit` of them, oldest
   * first, after `from`; an analysis the leaderboard shows is never deleted.
   */
  purge(before: string, limit: number, from: PurgePosition | null): PurgeBatch;
}

export interface IdempotentResponse {
  status: number;
  body: AnalysisSummary | ErrorBody;
}

export interface IdempotencyRecord extends IdempotentResponse {
  fingerprint: string;
  createdAt: number;
}

/** Remembers the response to a request made with an Idempotency-Key, per client. */
export interface IdempotencyStore {
  get(scope: string, key: string): IdempotencyRecord | null;
  put(scope: string, key: string, record: IdempotencyRecord): void;
  /** Forgets keys older than the retention; returns how many went. */
  purge(olderThan: number): number;
}

export type JobStatus = 'running' | 'complete' | 'failed';

export interface JobRecord {
  id: string;
  url: string;
  status: JobStatus;
  createdAt: number;
  startedAt: number;
  finishedAt: number | null;
  analysisId: string | null;
  error: { code: string; message: string } | null;
}

/** Async analysis jobs; persisted so a restart neither loses a result nor leaves a job running. */
export interface JobStore {
  create(job: JobRecord): void;
  get(id: string): JobRecord | null;
  complete(id: string, analysisId: string, finishedAt: number): void;
  fail(id: string, error: { code: string; message: string }, finishedAt: number): void;
  /** Marks a job running again (after a restart) with a new start time. */
  restart(id: string, startedAt: number): void;
  running(): JobRecord[];
  /** Durations in ms of the most recently completed jobs, newest first. */
  recentDurations(limit: number): number[];
  /** Forgets finished jobs older than the retention; returns how many went. */
  purge(finishedBefore: number): number;
}
