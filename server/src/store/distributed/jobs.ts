import type pg from 'pg';
import type { JobRecord, JobStage, JobStore } from '../types.ts';
import { toJob, type JobRow } from '../rows.ts';

/**
 * Async jobs in PostgreSQL. A job ends once: completing or failing a job that has already ended
 * changes nothing, so a worker that finishes a job another process has meanwhile failed (or the
 * other way round) cannot overwrite the first answer a client may have read.
 */
export class PgJobStore implements JobStore {
  constructor(private readonly pool: pg.Pool) {}

  async create(job: JobRecord): Promise<void> {
    await this.pool.query(`INSERT INTO jobs (id, url, status, created_at, started_at, mode) VALUES ($1, $2, 'running', $3, $4, $5)`, [job.id, job.url, job.createdAt, job.startedAt, job.mode ?? 'static']);
  }

  async get(id: string): Promise<JobRecord | null> {
    const { rows } = await this.pool.query<JobRow>(`SELECT * FROM jobs WHERE id = $1`, [id]);
    return rows[0] ? toJob(rows[0]) : null;
  }

  async complete(id: string, analysisId: string, finishedAt: number): Promise<void> {
    await this.pool.query(`UPDATE jobs SET status = 'complete', analysis_id = $2, finished_at = $3 WHERE id = $1 AND status = 'running'`, [id, analysisId, finishedAt]);
  }

  async fail(id: string, error: { code: string; message: string }, finishedAt: number): Promise<void> {
    await this.pool.query(`UPDATE jobs SET status = 'failed', error_code = $2, error_message = $3, finished_at = $4 WHERE id = $1 AND status = 'running'`, [id, error.code, error.message, finishedAt]);
  }

  async restart(id: string, startedAt: number): Promise<void> {
    await this.pool.query(`UPDATE jobs SET status = 'running', started_at = $2, finished_at = NULL, stage = NULL WHERE id = $1`, [id, startedAt]);
  }

  async advance(id: string, stage: JobStage): Promise<void> {
    await this.pool.query(`UPDATE jobs SET stage = $2 WHERE id = $1 AND status = 'running'`, [id, stage]);
  }

  async running(): Promise<JobRecord[]> {
    const { rows } = await this.pool.query<JobRow>(`SELECT * FROM jobs WHERE status = 'running' ORDER BY created_at`);
    return rows.map(toJob);
  }

  async recentDurations(limit: number): Promise<number[]> {
    const { rows } = await this.pool.query<{ ms: number }>(`SELECT finished_at - started_at AS ms FROM jobs WHERE status = 'complete' ORDER BY finished_at DESC LIMIT $1`, [limit]);
    return rows.map((r) => r.ms);
  }

  async purge(finishedBefore: number): Promise<number> {
    return (await this.pool.query(`DELETE FROM jobs WHERE status <> 'running' AND finished_at <= $1`, [finishedBefore])).rowCount ?? 0;
  }
}
