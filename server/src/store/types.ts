import type { Analysis, AnalysisMode, AnalysisSummary, CheckResult } from '@pagegrade/core';
import type { ErrorBody } from '../http/errors.ts';

/** An analysis as stored: its pictures are kept apart (NewAnalysis, AnalysisStore.image). */
export interface StoredAnalysis extends Omit<Analysis, 'thumbnails'> {
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
  /** A rendered analysis's evidence for its report (RenderedEvidence as JSON text). */
  evidenceJson?: string;
  /** A rendered analysis's first-screen screenshot, JPEG. */
  screenshot?: Buffer;
  /** A rendered analysis's sheet of thumbnails below the first screen (JPEG), which its evidence addresses. */
  thumbnails?: Buffer;
};

/** The pictures a rendered analysis keeps for its report, by the column that holds each. */
export type StoredImage = 'screenshot' | 'thumbnails';

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

/**
 * The stores are asynchronous so that a database on another machine (PostgreSQL) fits behind the
 * same interfaces; the embedded SQLite answers at once.
 */
export interface AnalysisStore {
  /** Stores an analysis and, in the same transaction, makes it its site's leaderboard entry if it is the site's best. */
  save(analysis: NewAnalysis): Promise<void>;
  get(id: string): Promise<StoredAnalysis | null>;
  summary(id: string): Promise<AnalysisSummary | null>;
  count(): Promise<number>;
  /**
   * One row per site (its best analysis), best first, after `after` when given; ranks go on from
   * the position's rank. The cost depends on `limit` only, not on how many analyses are stored.
   */
  leaderboard(limit: number, after: LeaderboardPosition | null): Promise<LeaderboardRow[]>;
  /**
   * A number that changes whenever the leaderboard may have changed (a save), so that pages read
   * from it can be kept until then. The purge never changes the leaderboard (it keeps every
   * site's best), nor does rewriting analyses into the current format.
   */
  leaderboardRevision(): Promise<number>;
  /** The best leaderboard entry of any of `hosts` (the spellings of one site), without its rank; one index lookup a host. */
  leaderboardSite(hosts: readonly string[]): Promise<Omit<LeaderboardRow, 'rank'> | null>;
  /**
   * The most recent analysis of a page: one whose final or requested URL is one of `urls` (the
   * spellings of one address), newest first; an index lookup per spelling.
   */
  latestOfPage(urls: readonly string[]): Promise<PageAnalysis | null>;
  /** The fetch record stored with an analysis (HAR JSON text without bodies), or null when none was kept. */
  har(id: string): Promise<string | null>;
  /** A rendered analysis's evidence (JSON text), or null for a static one or one stored without it. */
  evidence(id: string): Promise<string | null>;
  /**
   * A picture kept with a rendered analysis (JPEG): its first-screen screenshot, or its sheet of
   * thumbnails below the first screen; null when none was kept (a static analysis, or nothing to show).
   */
  image(id: string, kind: StoredImage): Promise<Buffer | null>;
  /** A site's analyses (its host as stored), newest first, at most `limit`: one index range. */
  siteHistory(host: string, limit: number): Promise<SiteAnalysis[]>;
  /** A page's analyses (its analysed address as stored), newest first, at most `limit`: one index range. */
  pageHistory(url: string, limit: number): Promise<SiteAnalysis[]>;
  /** How many sites rank at or before `key` (counted, so slower for deep positions). */
  leaderboardRank(key: LeaderboardKey): Promise<number>;
  /** Rewrites up to `limit` analyses stored in an earlier format in the current one; returns how many (0: none is left). */
  upgrade(limit: number): Promise<number>;
  /**
   * Deletes analyses created before `before` (an ISO date), looking at `limit` of them, oldest
   * first, after `from`; an analysis the leaderboard shows is never deleted.
   */
  purge(before: string, limit: number, from: PurgePosition | null): Promise<PurgeBatch>;
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
  get(scope: string, key: string): Promise<IdempotencyRecord | null>;
  put(scope: string, key: string, record: IdempotencyRecord): Promise<void>;
  /** Forgets keys older than the retention; returns how many went. */
  purge(olderThan: number): Promise<number>;
}

export type JobStatus = 'running' | 'complete' | 'failed';

/**
 * How far a running job has got: waiting for a worker, fetching the page (or rendering it), or
 * running the checks. Written by whichever process runs the job, so every process reads the same.
 */
export type JobStage = 'queued' | 'fetching' | 'analysing';

export interface JobRecord {
  id: string;
  url: string;
  status: JobStatus;
  createdAt: number;
  startedAt: number;
  finishedAt: number | null;
  analysisId: string | null;
  error: { code: string; message: string } | null;
  /** How the job's page is taken; absent (jobs written before modes existed) is static. */
  mode?: AnalysisMode;
  /** How far it has got while running; absent (jobs written before stages were kept) is queued. */
  stage?: JobStage;
}

/** Async analysis jobs; persisted so a restart neither loses a result nor leaves a job running. */
export interface JobStore {
  create(job: JobRecord): Promise<void>;
  get(id: string): Promise<JobRecord | null>;
  complete(id: string, analysisId: string, finishedAt: number): Promise<void>;
  fail(id: string, error: { code: string; message: string }, finishedAt: number): Promise<void>;
  /** Marks a job running again (after a restart) with a new start time, back in the queue. */
  restart(id: string, startedAt: number): Promise<void>;
  /** Records how far a running job has got; an ended job keeps its end. */
  advance(id: string, stage: JobStage): Promise<void>;
  running(): Promise<JobRecord[]>;
  /** Durations in ms of the most recently completed jobs, newest first. */
  recentDurations(limit: number): Promise<number[]>;
  /** Forgets finished jobs older than the retention; returns how many went. */
  purge(finishedBefore: number): Promise<number>;
}

/** Revoked access tokens, by `jti`, kept until the token would have expired anyway. */
export interface RevocationStore {
  /** `expiresAt` and `now` are seconds since the epoch (the token's `exp`). */
  revoke(jti: string, expiresAt: number, now: number): Promise<void>;
  isRevoked(jti: string, now: number): Promise<boolean>;
}

/**
 * The durable state of a deployment: one SQLite file in the embedded default, PostgreSQL when it
 * scales out. Everything here is shared by every process of the deployment.
 */
export interface Stores {
  analyses: AnalysisStore;
  idempotency: IdempotencyStore;
  jobs: JobStore;
  revocations: RevocationStore;
  /** A named random secret (32 bytes), made by the first process that asks and the same for all after. */
  secret(name: string): Promise<Buffer>;
  /** A named Ed25519 private key (PKCS#8 PEM), generated like a secret. */
  generatedKey(name: string): Promise<string>;
  /** Whether the store answers (the health check). */
  ping(): Promise<void>;
  close(): Promise<void>;
}
