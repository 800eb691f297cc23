import { randomBytes } from 'node:crypto';
import type { AnalysisSummary } from '@pagegrade/core';
import { fetchSnapshot, checkUrl, type FetchLimits } from '@pagegrade/core/fetch';
import type { AnalysisPool } from '@pagegrade/core/pool';
import type { AnalysisStore } from '../store/types.ts';
import type { Sandbox } from './sandbox.ts';

export interface AnalysisServiceDeps {
  pool: AnalysisPool;
  store: AnalysisStore;
  sandbox: Sandbox;
  publicUrl: string;
  fetchLimits: FetchLimits;
  allowHosts: string[];
  now?: () => Date;
}

/** Unguessable: 128 random bits. */
export function newId(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * URL → snapshot (fetcher: network on the event loop, reading the HTML for subresources on the
 * pool) → analysis (pool) → stored summary. The pool's tasks for one analysis share its time limit.
 */
export class AnalysisService {
  constructor(private readonly deps: AnalysisServiceDeps) {}

  links(id: string): { badgeUrl: string; reportUrl: string } {
    return { badgeUrl: `${this.deps.publicUrl}/badge/${id}.svg`, reportUrl: `${this.deps.publicUrl}/report/${id}` };
  }

  /** Checks a URL as the fetcher would, without any network (used by dry runs and before queueing). */
  validateUrl(url: string): URL {
    return checkUrl(url, { allowHosts: this.deps.allowHosts });
  }

  async analyze(url: string): Promise<AnalysisSummary> {
    const target = this.validateUrl(url);
    const pool = this.deps.pool;
    const budget = pool.budget();
    const snapshot = await fetchSnapshot(target.href, { limits: this.deps.fetchLimits, allowHosts: this.deps.allowHosts, discover: (html, pageUrl) => pool.discover(html, pageUrl, budget) });
    const id = newId();
    const analysis = await pool.run(snapshot, id, budget);
    const summary: AnalysisSummary = { ...analysis.summary, ...this.links(id) };
    // Key order as the schema lists it: links before the scoring note.
    const ordered = reorder(summary);
    await this.deps.store.save({ summary: ordered, checksJson: analysis.checksJson, siteName: analysis.siteName ?? null, createdAt: (this.deps.now?.() ?? new Date()).toISOString(), requestedUrl: target.href });
    return ordered;
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
