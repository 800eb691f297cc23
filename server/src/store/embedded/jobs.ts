import type Database from 'better-sqlite3';
import type { JobRecord, JobStage, JobStore } from '../types.ts';
import { toJob, type JobRow } from '../rows.ts';

/** Async jobs in the data directory's database; a job ends once, as in distributed/jobs.ts. */
export class SqliteJobStore implements JobStore {
  private readonly s;

  constructor(db: Database.Database) {
    this.s = {
      insert: db.prepare(`INSERT INTO jobs (id, url, status, created_at, started_at, mode) VALUES (?, ?, 'running', ?, ?, ?)`),
      get: db.prepare(`SELECT * FROM jobs WHERE id = ?`),
      // A job ends once: the first answer a client may have read is never overwritten.
      complete: db.prepare(`UPDATE jobs SET status = 'complete', analysis_id = ?, finished_at = ? WHERE id = ? AND status = 'running'`),
      fail: db.prepare(`UPDATE jobs SET status = 'failed', error_code = ?, error_message = ?, finished_at = ? WHERE id = ? AND status = 'running'`),
      restart: db.prepare(`UPDATE jobs SET status = 'running', started_at = ?, finished_at = NULL, stage = NULL WHERE id = ?`),
      advance: db.prepare(`UPDATE jobs SET stage = ? WHERE id = ? AND status = 'running'`),
      running: db.prepare(`SELECT * FROM jobs WHERE status = 'running' ORDER BY created_at`),
      durations: db.prepare(`SELECT finished_at - started_at AS ms FROM jobs WHERE status = 'complete' ORDER BY finished_at DESC LIMIT ?`),
      purge: db.prepare(`DELETE FROM jobs WHERE status != 'running' AND finished_at <= ?`),
    };
  }

  async create(job: JobRecord): Promise<void> {
    this.s.insert.run(job.id, job.url, job.createdAt, job.startedAt, job.mode ?? 'static');
  }

  async get(id: string): Promise<JobRecord | null> {
    const row = this.s.get.get(id) as JobRow | undefined;
    return row ? toJob(row) : null;
  }

  async complete(id: string, analysisId: string, finishedAt: number): Promise<void> {
    this.s.complete.run(analysisId, finishedAt, id);
  }

  async fail(id: string, error: { code: string; message: string }, finishedAt: number): Promise<void> {
    this.s.fail.run(error.code, error.message, finishedAt, id);
  }

  async restart(id: string, startedAt: number): Promise<void> {
    this.s.restart.run(startedAt, id);
  }

  async advance(id: string, stage: JobStage): Promise<void> {
    this.s.advance.run(stage, id);
  }

  async running(): Promise<JobRecord[]> {
    return (this.s.running.all() as JobRow[]).map(toJob);
  }

  async recentDurations(limit: number): Promise<number[]> {
    return (this.s.durations.all(limit) as Array<{ ms: number }>).map((r) => r.ms);
  }

  async purge(finishedBefore: number): Promise<number> {
    return this.s.purge.run(finishedBefore).changes;
  }
}
