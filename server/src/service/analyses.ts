import { randomBytes } from 'node:crypto';
import { PagegradeError, isPagegradeError, type AnalysisMode, type AnalysisSummary } from '@pagegrade/core';
import { fetchSnapshot, checkUrl, type FetchLimits } from '@pagegrade/core/fetch';
import type { AnalysisPool } from '@pagegrade/core/pool';
import type { AnalysisStore, JobStage } from '../store/types.ts';
import type { Sandbox } from './sandbox.ts';
import { fetchRecord, renderedRecord } from './fetch-record.ts';
import { storeFaultError } from '../store/faults.ts';
import { UrlScrubber, cleanUrl } from '../privacy/public-url.ts';
import { pageAddresses, scrubHar } from '../privacy/analysis.ts';
import type { Rendering } from './rendering.ts';

/** Unguessable: 128 random bits. */
export function newId(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * Runs the analysis of one checked URL and stores it: on this process's pool (the embedded
 * default, and every worker process), or on a worker process through the queue.
 */
export interface AnalysisRunner {
  /** `stage` hears when the page starts being fetched and when its checks start running. */
  run(url: string, mode?: AnalysisMode, signal?: AbortSignal, stage?: StageListener): Promise<AnalysisSummary>;
  /**
   * Throws rendering_unavailable when rendered analyses cannot run here; absent where this
   * process cannot tell (the queue: the worker that takes the analysis answers).
   */
  ensureRendering?(): void;
}

export interface PoolRunnerDeps {
  pool: AnalysisPool;
  store: AnalysisStore;
  publicUrl: string;
  fetchLimits: FetchLimits;
  allowHosts: string[];
  /** This process's browser, for mode "rendered"; absent: every rendered analysis is rendering_unavailable. */
  rendering?: Rendering;
  now?: () => Date;
}

/** Told how far an analysis has got, for a job's progress; it must not throw. */
export type StageListener = (stage: Exclude<JobStage, 'queued'>) => void;

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

  ensureRendering(): void {
    if (!this.deps.rendering) throw new PagegradeError('rendering_unavailable', 'This process cannot render pages; ask for mode "static".');
    this.deps.rendering.ensureAvailable();
  }

  /** `signal`, once aborted, keeps the result from being stored: the job is someone else's now. */
  async run(url: string, mode: AnalysisMode = 'static', signal?: AbortSignal, stage?: StageListener): Promise<AnalysisSummary> {
    const { pool, publicUrl } = this.deps;
    const target = checkUrl(url, { allowHosts: this.deps.allowHosts });
    if (mode === 'rendered') this.ensureRendering();
    const budget = pool.budget();
    stage?.('fetching');
    let snapshot: Awaited<ReturnType<typeof fetchSnapshot>>;
    try {
      snapshot =
        mode === 'rendered'
          ? await this.deps.rendering!.snapshot(target.href)
          : await fetchSnapshot(target.href, { limits: this.deps.fetchLimits, allowHosts: this.deps.allowHosts, discover: (html, pageUrl) => pool.discover(html, pageUrl, budget) });
    } catch (err) {
      // The message quotes the address (and redirect targets): it is stored with a job and logged, so in its public form.
      if (isPagegradeError(err)) throw new PagegradeError(err.code, new UrlScrubber([target.href], true).text(err.message), { cause: err, status: err.status });
      throw err;
    }
    const id = newId();
    stage?.('analysing');
    const analysis = await pool.run(snapshot, id, budget);
    // What is stored and shown is the page's public address and what quotes it (privacy/public-url.ts).
    const scrubber = new UrlScrubber([...pageAddresses(target.href, snapshot), analysis.summary.url]);
    const note = scrubber.note(`${publicUrl}/privacy`);
    const cleaned = scrubber.value(analysis.summary);
    // The engine sees only the snapshot; which way it was taken is said here, by whoever took it.
    const summary: AnalysisSummary = { ...cleaned, mode, badgeUrl: `${publicUrl}/badge/${id}.svg`, reportUrl: `${publicUrl}/report/${id}`, ...(note ? { notes: [...(cleaned.notes ?? []), note] } : {}) };
    // Key order as the schema lists it: links before the scoring note.
    const ordered = reorder(summary);
    if (signal?.aborted) throw new HandedBack();
    await this.deps.store.save({
      summary: ordered,
      checksJson: scrubber.active ? JSON.stringify(scrubber.value(JSON.parse(analysis.checksJson))) : analysis.checksJson,
      siteName: analysis.siteName ? scrubber.text(analysis.siteName) : null,
      createdAt: (this.deps.now?.() ?? new Date()).toISOString(),
      requestedUrl: scrubber.url(target.href),
      har: scrubHar(fetchRecord(snapshot), scrubber),
      ...renderedRecord(snapshot, analysis, scrubber),
    });
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

  /**
   * Checks a URL as the fetcher would, without any network (used by dry runs and before queueing),
   * and that the mode can run here: a rendered request is refused before it spends any quota.
   */
  validateUrl(url: string, mode: AnalysisMode = 'static'): URL {
    const target = checkUrl(url, { allowHosts: this.deps.allowHosts });
    if (mode === 'rendered') this.deps.runner.ensureRendering?.();
    return target;
  }

  async analyze(url: string, mode: AnalysisMode = 'static'): Promise<AnalysisSummary> {
    return this.deps.runner.run(this.validateUrl(url, mode).href, mode);
  }

  /** A deterministic sample for the URL: nothing is fetched, analyzed or stored. */
  dryRun(url: string, mode: AnalysisMode = 'static'): AnalysisSummary {
    const target = this.validateUrl(url, mode);
    return { ...this.deps.sandbox.sample(), id: 'dry-run', url: cleanUrl(target.href).url, mode };
  }
}

function reorder(s: AnalysisSummary): AnalysisSummary {
  const { id, url, mode, title, score, grade, dimensions, topIssues, caps, counts, badgeUrl, reportUrl, scoringNote, ...rest } = s;
  return { id, url, ...(mode ? { mode } : {}), title, score, grade, dimensions, topIssues, caps, counts, ...(badgeUrl ? { badgeUrl } : {}), ...(reportUrl ? { reportUrl } : {}), scoringNote, ...rest };
}

/** A failure as the API answers it: a PagegradeError keeps its code; anything else is internal. */
export function asPagegradeError(err: unknown, message = 'The analysis failed unexpectedly.'): PagegradeError {
  return isPagegradeError(err) ? err : (storeFaultError(err) ?? new PagegradeError('internal_error', message, { cause: err }));
}
