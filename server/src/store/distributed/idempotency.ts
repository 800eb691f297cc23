import type pg from 'pg';
import type { IdempotencyRecord, IdempotencyStore } from '../types.ts';
import { toIdempotencyRecord, type IdempotencyRow } from '../rows.ts';

/** Idempotency-Key answers in PostgreSQL, readable by every API process. */
export class PgIdempotencyStore implements IdempotencyStore {
  constructor(private readonly pool: pg.Pool) {}

  async get(scope: string, key: string): Promise<IdempotencyRecord | null> {
    const { rows } = await this.pool.query<IdempotencyRow>(
      `SELECT fingerprint, status, body, created_at FROM idempotency WHERE scope = $1 AND key = $2`,
      [scope, key],
    );
    return rows[0] ? toIdempotencyRecord(rows[0]) : null;
  }

  async put(scope: string, key: string, r: IdempotencyRecord): Promise<void> {
    await this.pool.query(
      `INSERT INTO idempotency (scope, key, fingerprint, status, body, created_at) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (scope, key) DO UPDATE SET fingerprint = excluded.fingerprint, status = excluded.status, body = excluded.body, created_at = excluded.created_at`,
      [scope, key, r.fingerprint, r.status, JSON.stringify(r.body), r.createdAt],
    );
  }

  async purge(olderThan: number): Promise<number> {
    return (await this.pool.query(`DELETE FROM idempotency WHERE created_at <= $1`, [olderThan])).rowCount ?? 0;
  }
}
