import type { Analysis, AnalysisSummary } from '@pagegrade/core';
import type { ErrorBody } from '../http/errors.ts';

export interface StoredAnalysis extends Analysis {
  createdAt: string;
  /** The URL as the client sent it (before redirects). */
  requestedUrl: string;
}

export interface AnalysisStore {
  save(analysis: StoredAnalysis): void;
  get(id: string): StoredAnalysis | null;
  summary(id: string): AnalysisSummary | null;
  count(): number;
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
