import { randomBytes } from 'node:crypto';
import { PagegradeError, isPagegradeError, type AnalysisSummary } from '@pagegrade/core';
import { fetchSnapshot, checkUrl, type FetchLimits } from '@pagegrade/core/fetch';
import type { AnalysisPool } from '@pagegrade/core/pool';
import type { AnalysisStore } from '../store/types.ts';
import type { Sandbox } from './sandbox.ts';
import { fetchRecord } from './fetch-record.ts';
import { storeFaultError } from '../store/faults.ts';

/** Unguessable: 128 random bits. */
export function newId(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * Runs the analysis of one checked URL and stores it: on this process's pool (the embedded
 * default, and every worker process), or on a worker process through the queue.
 */
export interface AnalysisRunner {
  run(url: string): Promise<AnalysisSummary>;
}

export interface PoolRunnerDeps {
  pool: AnalysisPool;
  store: AnalysisStore;
  publicUrl: string;
  fetchLimits: FetchLimits;
  allowHosts: string[];
  now?: () => Date;
}

/** Thrown when an analysis was handed back (a worker stopping) before its result was stored. */
export class HandedBack extends Error {
  constructor() {
    super('The analysis was handed back before it was stored.');
    this.name = 'HandedBack';
  }
}

/**
 * URL → snapshot (fetcher: network on the event loop, reading the HTML for subresources on the
 * pool) → analysis (pool) → stored summary. The pool's tasks for one analysis share its time limit.
 */
export class PoolRunner implements AnalysisRunner {
  constructor(private readonly deps: PoolRunnerDeps) {}

  /** `signal`, once aborted, keeps the result from being stored: the job is someone else's now. */
  async run(url: string, signal?: AbortSignal): Promise<AnalysisSummary> {
    const { pool, publicUrl } = this.deps;
    const target = checkUrl(url, { allowHosts: this.deps.allowHosts });
    const budget = pool.budget();
    const snapshot = await fetchSnapshot(target.href, { limits: this.deps.fetchLimits, allowHosts: this.deps.allowHosts, discover: (html, pageUrl) => pool.discover(html, pageUrl, budget) });
    const id = newId();
    const analysis = await pool.run(snapshot, id, budget);
    const summary: AnalysisSummary = { ...analysis.summary, badgeUrl: `${publicUrl}/badge/${id}.svg`, reportUrl: `${publicUrl}/report/${id}` };
    // Key order as the schema lists it: links before the scoring note.
    const ordered = reorder(summary);
    if (signal?.aborted) throw new HandedBack();
    await this.deps.store.save({ summary: ordered, checksJson: analysis.checksJson, siteName: analysis.siteName ?? null, createdAt: (this.deps.now?.() ?? new Date()).toISOString(), requestedUrl: target.href, har: fetchRecord(snapshot) });
    return ordered;
  }
}

export interface AnalysisServiceDeps {
  runner: AnalysisRunner;
  sandbox: Sandbox;
  allowHosts: string[];
}

/** What the API, the tool server and the website ask of an analysis: a check of the URL, then the runner. */
export class AnalysisService {
  constructor(private readonly deps: AnalysisServiceDeps) {}

  /** Checks a URL as the fetcher would, without any network (used by dry runs and before queueing). */
  validateUrl(url: string): URL {
    return checkUrl(url, { allowHosts: this.deps.allowHosts });
  }

  async analyze(url: string): Promise<AnalysisSummary> {
    return this.deps.runner.run(this.validateUrl(url).href);
  }

  /** A deterministic sample for the URL: nothing is fetched, analyzed or stored. */
  dryRun(url: string): AnalysisSummary {
    const target = this.validateUrl(url);
    return { ...this.deps.sandbox.sample(), id: 'dry-run', url: target.href };
  }
}

function reorder(s: AnalysisSummary): AnalysisSummary {
  const { id, url, title, score, grade, dimensions, topIssues, caps, counts, badgeUrl, reportUrl, scoringNote, ...rest } = s;
  return { id, url, title, score, grade, dimensions, topIssues, caps, counts, ...(badgeUrl ? { badgeUrl } : {}), ...(reportUrl ? { reportUrl } : {}), scoringNote, ...rest };
}

/** A failure as the API answers it: a PagegradeError keeps its code; anything else is internal. */
export function asPagegradeError(err: unknown, message = 'The analysis failed unexpectedly.'): PagegradeError {
  return isPagegradeError(err) ? err : (storeFaultError(err) ?? new PagegradeError('internal_error', message, { cause: err }));
}
