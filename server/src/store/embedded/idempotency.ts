import type Database from 'better-sqlite3';
import type { IdempotencyRecord, IdempotencyStore } from '../types.ts';
import { toIdempotencyRecord, type IdempotencyRow } from '../rows.ts';

/** Idempotency-Key answers in the data directory's database. */
export class SqliteIdempotencyStore implements IdempotencyStore {
  private readonly select;
  private readonly upsert;
  private readonly remove;

  constructor(db: Database.Database) {
    this.select = db.prepare(`SELECT fingerprint, status, body, created_at FROM idempotency WHERE scope = ? AND key = ?`);
    this.upsert = db.prepare(
      `INSERT INTO idempotency (scope, key, fingerprint, status, body, created_at) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT(scope, key) DO UPDATE SET fingerprint = excluded.fingerprint, status = excluded.status, body = excluded.body, created_at = excluded.created_at`,
    );
    this.remove = db.prepare(`DELETE FROM idempotency WHERE created_at <= ?`);
  }

  async get(scope: string, key: string): Promise<IdempotencyRecord | null> {
    const row = this.select.get(scope, key) as IdempotencyRow | undefined;
    return row ? toIdempotencyRecord(row) : null;
  }

  async put(scope: string, key: string, r: IdempotencyRecord): Promise<void> {
    this.upsert.run(scope, key, r.fingerprint, r.status, JSON.stringify(r.body), r.createdAt);
  }

  async purge(olderThan: number): Promise<number> {
    return this.remove.run(olderThan).changes;
  }
}
