import { PagegradeError, type AnalysisMode, type AnalysisSummary } from '@pagegrade/core';
import type { AnalysisService } from './analyses.ts';
import { newId } from './analyses.ts';
import type { JobExecutor } from './job-execution.ts';
import type { AnalysisStore, JobRecord, JobStage, JobStore } from '../store/types.ts';
import { cleanUrl } from '../privacy/public-url.ts';

/** How far a job has got, as clients read it: the running stages, then how it ended. */
export type JobProgress = JobStage | 'done' | 'failed';

export interface JobView {
  id: string;
  status: JobRecord['status'];
  stage: JobProgress;
  statusUrl: string;
  url: string;
  mode: AnalysisMode;
  estimatedSeconds?: number;
  result?: AnalysisSummary;
  error?: { code: string; message: string };
}

export interface JobServiceDeps {
  jobs: JobStore;
  analyses: AnalysisStore;
  service: AnalysisService;
  /** Runs the jobs: here, or on worker processes. */
  executor: JobExecutor;
  publicUrl: string;
  /** How long finished jobs are kept. */
  retentionMs: number;
  now?: () => number;
  log?: (line: Record<string, unknown>) => void;
}

/** Used until enough jobs have finished to estimate from real durations. */
const DEFAULT_ESTIMATE_MS = 15_000;

/**
 * Asynchronous analyses. A job is written to the store before its analysis starts and updated
 * when it ends, wherever it runs, so every process of the deployment reads it the same.
 */
export class JobService {
  private readonly now: () => number;

  constructor(private readonly deps: JobServiceDeps) {
    this.now = deps.now ?? Date.now;
  }

  /**
   * Checks every URL without any network, and that the mode can run: one invalid or blocked URL
   * refuses the whole request.
   */
  validate(urls: string[], mode: AnalysisMode = 'static'): string[] {
    return urls.map((u) => this.deps.service.validateUrl(u, mode).href);
  }

  /**
   * Queues already validated URLs, one job each. `client` spent the analyses: a job that cannot
   * fetch its page gives its analysis back to that client's quota.
   */
  async enqueue(targets: string[], mode: AnalysisMode = 'static', client?: string): Promise<JobView[]> {
    const now = this.now();
    const jobs: JobRecord[] = targets.map((url) => ({ id: newId(), url, status: 'running', createdAt: now, startedAt: now, finishedAt: null, analysisId: null, error: null, mode }));
    // The store keeps the public form of the address; the executor gets it as given, to fetch it.
    for (const job of jobs) await this.deps.jobs.create({ ...job, url: cleanUrl(job.url).url });
    await this.deps.executor.start(jobs, client);
    return Promise.all(jobs.map((j) => this.view(j)));
  }

  /**
   * The job, or null when there is none or it finished longer ago than the retention. A complete
   * job whose analysis was deleted is `not_found` with its own message.
   */
  async get(id: string): Promise<JobView | null> {
    const stored = await this.deps.jobs.get(id);
    // Ended in this process, but the store could not record it yet (a full disk): as it ended.
    const ended = stored?.status === 'running' ? this.deps.executor.unrecorded(id) : null;
    const job: JobRecord | null = stored && ended ? { ...stored, status: ended.status, finishedAt: ended.finishedAt, analysisId: ended.status === 'complete' ? ended.analysisId : null, error: ended.status === 'failed' ? ended.error : null } : stored;
    if (!job || (job.finishedAt !== null && job.finishedAt <= this.now() - this.deps.retentionMs)) return null;
    return this.view(job);
  }

  /**
   * A job by its id, or an analysis by its id as a complete job (an analysis made synchronously,
   * by the tool server or the website has no job of its own, but is read the same way), or null.
   */
  async read(id: string): Promise<JobView | null> {
    const job = await this.get(id);
    if (job) return job;
    const stored = await this.deps.analyses.get(id);
    if (!stored) return null;
    return { id, status: 'complete', stage: 'done', statusUrl: this.statusUrl(id), url: stored.requestedUrl, mode: stored.summary.mode ?? 'static', result: stored.summary };
  }

  /** Runs again, once, the jobs a previous process left running (in this process); returns how many. */
  resume(): Promise<number> {
    return this.deps.executor.resume();
  }

  /** Resolves when no job is running in this process (tests, shutdown). */
  whenIdle(): Promise<void> {
    return this.deps.executor.whenIdle();
  }

  /** Called before the pool goes away: failures from here on are the shutdown's, not the job's. */
  shutdown(): void {
    this.deps.executor.shutdown();
  }

  purgeExpired(): Promise<number> {
    return this.deps.jobs.purge(this.now() - this.deps.retentionMs);
  }

  /** Seconds until a running job is likely done, from the median of recent real durations. */
  async estimateSeconds(job: JobRecord): Promise<number> {
    const recent = (await this.deps.jobs.recentDurations(20)).sort((a, b) => a - b);
    const typical = recent.length ? recent[Math.floor(recent.length / 2)]! : DEFAULT_ESTIMATE_MS;
    return Math.max(1, Math.ceil((typical - (this.now() - job.startedAt)) / 1000));
  }

  private statusUrl(id: string): string {
    return `${this.deps.publicUrl}/api/v1/analyses/${id}`;
  }

  private async view(job: JobRecord): Promise<JobView> {
    // Stored in its public form; a job stored before addresses were cleaned is shown cleaned too.
    const stage: JobProgress = job.status === 'complete' ? 'done' : job.status === 'failed' ? 'failed' : (job.stage ?? 'queued');
    const v: JobView = { id: job.id, status: job.status, stage, statusUrl: this.statusUrl(job.id), url: cleanUrl(job.url).url, mode: job.mode ?? 'static' };
    if (job.status === 'running') v.estimatedSeconds = await this.estimateSeconds(job);
    if (job.status === 'complete' && job.analysisId) {
      const result = await this.deps.analyses.summary(job.analysisId);
      // Only when the analysis retention is shorter than the jobs': the job outlived its result.
      if (!result) throw new PagegradeError('not_found', `This job completed, but its analysis is no longer stored: analyses are deleted after the retention period that ${this.deps.publicUrl}/docs/api.md states, except each site's best.`);
      v.result = result;
    }
    if (job.status === 'failed' && job.error) v.error = job.error;
    return v;
  }
}
