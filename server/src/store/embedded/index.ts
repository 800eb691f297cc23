import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { SqliteAnalysisStore } from './analyses.ts';
import { SqliteIdempotencyStore } from './idempotency.ts';
import { SqliteJobStore } from './jobs.ts';
import { migrate } from './migrate.ts';
import { secret } from './secrets.ts';
import { SqliteRevocations } from './revocations.ts';
import { keyFile } from '../../auth/keys.ts';
import type { Stores } from '../types.ts';
import { DEFAULT_STORE_RETRY_MS, withRetries, type RetryOptions } from '../retrying.ts';

export interface SqliteStores extends Stores {
  db: Database.Database;
}

/**
 * The embedded default: one SQLite file in the data directory, WAL mode, synchronous writes.
 * Secrets are kept in the database, generated keys as files in the data directory's `keys/`.
 */
export function openSqlite(dataDir: string, file = 'pagegrade.sqlite', retry: Partial<RetryOptions> = {}): SqliteStores {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(join(dataDir, file));
  db.pragma('journal_mode = WAL');
  // FULL: an analysis whose response was sent survives a crash or power loss.
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 5000');
  // What housekeeping may take of a disk that fills (docs/reliability.md): the write-ahead log is
  // cut back to 64 MiB after each checkpoint instead of keeping its largest size, and sorts and
  // temporary tables stay in memory rather than in temporary files. Nothing runs VACUUM, which
  // needs as much free space again as the database.
  db.pragma('journal_size_limit = 67108864');
  db.pragma('temp_store = MEMORY');
  migrate(db);
  return withRetries<SqliteStores>({
    db,
    analyses: new SqliteAnalysisStore(db),
    idempotency: new SqliteIdempotencyStore(db),
    jobs: new SqliteJobStore(db),
    revocations: new SqliteRevocations(db),
    secret: async (name) => secret(db, name),
    generatedKey: async (name) => keyFile(dataDir, name),
    ping: async () => {
      db.prepare('SELECT 1').get();
    },
    close: async () => {
      db.close();
    },
  }, { windowMs: retry.windowMs ?? DEFAULT_STORE_RETRY_MS, ...(retry.log ? { log: retry.log } : {}) });
}
