import type { AnalysisMode } from '@pagegrade/core';
import type { JobRecord, JobStage } from './types.ts';

/**
 * What both stores' tables hold in the same columns, read the same way: a job row, and the
 * leaderboard's columns and order (the SQL differs only in its placeholders).
 */
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

/** A leaderboard row; `created_at` is text in SQLite and a Date from PostgreSQL. */
export interface BoardRow<When> {
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
