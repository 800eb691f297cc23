import type { AnalysisMode } from '@pagegrade/core';
import type { IdempotencyRecord, JobRecord, JobStage, LeaderboardPosition, LeaderboardRow, PageAnalysis, SiteAnalysis } from './types.ts';

/**
 * What both stores' tables hold in the same columns, read the same way: jobs, idempotency keys,
 * leaderboard rows, a site's history, a page's latest analysis; and the leaderboard's columns and
 * order (the SQL differs only in its placeholders). A time is text in SQLite and a Date from
 * PostgreSQL; the interfaces give ISO 8601 text.
 */
export type When = string | Date;

export function iso(when: When): string {
  return typeof when === 'string' ? when : when.toISOString();
}

export interface JobRow {
  id: string;
  url: string;
  status: JobRecord['status'];
  created_at: number;
  started_at: number;
  finished_at: number | null;
  analysis_id: string | null;
  error_code: string | null;
  error_message: string | null;
  mode: AnalysisMode;
  stage: JobStage | null;
}

export function toJob(r: JobRow): JobRecord {
  return {
    id: r.id,
    url: r.url,
    status: r.status,
    createdAt: r.created_at,
    startedAt: r.started_at,
    finishedAt: r.finished_at,
    analysisId: r.analysis_id,
    error: r.error_code ? { code: r.error_code, message: r.error_message ?? '' } : null,
    mode: r.mode,
    stage: r.stage ?? 'queued',
  };
}

/** A leaderboard row. */
export interface BoardRow {
  host: string;
  score: number;
  created_at: When;
  analysis_id: string;
  name: string;
  url: string;
  grade: string;
}

/**
 * The one mode the leaderboard ranks: static, the page as served, which every analysis can have,
 * so that all sites are compared alike (a rendered analysis is stored and shown, never ranked).
 */
export const RANKED_MODE: AnalysisMode = 'static';

/** The leaderboard's order, for every query that reads it. */
export const LEADERBOARD_ORDER = `ORDER BY score DESC, created_at, host`;
export const BOARD_COLUMNS = `host, score, created_at, analysis_id, name, url, grade`;

export function toBoardEntry(r: BoardRow): Omit<LeaderboardRow, 'rank'> {
  return { name: r.name, url: r.url, score: r.score, grade: r.grade, createdAt: iso(r.created_at), host: r.host, analysisId: r.analysis_id };
}

/** A page of the leaderboard, ranked on from the entry the page starts after (from 1 at the top). */
export function toLeaderboardPage(rows: readonly BoardRow[], after: LeaderboardPosition | null): LeaderboardRow[] {
  const base = after?.rank ?? 0;
  return rows.map((r, i) => ({ rank: base + i + 1, ...toBoardEntry(r) }));
}

/** An analysis of a site's history (SELECT id, url, score, grade, created_at). */
export interface HistoryRow {
  id: string;
  url: string;
  score: number;
  grade: string;
  created_at: When;
}

export function toSiteAnalysis(r: HistoryRow): SiteAnalysis {
  return { analysisId: r.id, url: r.url, score: r.score, grade: r.grade, createdAt: iso(r.created_at) };
}

/** A page's latest analysis (SELECT id, url, host, name, created_at). */
export interface PageRow {
  id: string;
  url: string;
  host: string;
  name: string;
  created_at: When;
}

export function toPageAnalysis(r: PageRow): PageAnalysis {
  return { analysisId: r.id, url: r.url, host: r.host, name: r.name, createdAt: iso(r.created_at) };
}

/** An idempotency key's answer, its body kept as JSON text. */
export interface IdempotencyRow {
  fingerprint: string;
  status: number;
  body: string;
  created_at: number;
}

export function toIdempotencyRecord(r: IdempotencyRow): IdempotencyRecord {
  return { fingerprint: r.fingerprint, status: r.status, body: JSON.parse(r.body), createdAt: r.created_at };
}
