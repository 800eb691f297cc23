import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { migrateAnalysisTables, SqliteAnalysisStore } from './analyses.ts';
import { Revocations } from './revocations.ts';
import { keyFile } from '../../auth/keys.ts';
import type { IdempotencyRecord, IdempotencyStore, JobRecord, JobStore, Stores } from '../types.ts';
import { toJob, type JobRow } from '../rows.ts';
import { DEFAULT_STORE_RETRY_MS, withRetries, type RetryOptions } from '../retrying.ts';

function secret(db: Database.Database, name: string): Buffer {
  db.prepare(`INSERT OR IGNORE INTO secrets (name, value) VALUES (?, ?)`).run(name, randomBytes(32).toString('base64'));
  return Buffer.from((db.prepare(`SELECT value FROM secrets WHERE name = ?`).get(name) as { value: string }).value, 'base64');
}

const MIGRATIONS = [
  // `summary` and `checks` were JSON text; they are now packed (packed-text.ts), BLOBs, which
  // SQLite keeps as they are in TEXT columns. Rows of either kind read (analyses.ts).
  `CREATE TABLE IF NOT EXISTS analyses (
     id TEXT PRIMARY KEY,
     requested_url TEXT NOT NULL,
     url TEXT NOT NULL,
     host TEXT NOT NULL,
     title TEXT,
     score INTEGER NOT NULL,
     grade TEXT NOT NULL,
     created_at TEXT NOT NULL,
     summary TEXT NOT NULL,
     checks TEXT NOT NULL
   )`,
  `CREATE TABLE IF NOT EXISTS secrets (name TEXT PRIMARY KEY, value TEXT NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS idempotency (
     scope TEXT NOT NULL,
     key TEXT NOT NULL,
     fingerprint TEXT NOT NULL,
     status INTEGER NOT NULL,
     body TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     PRIMARY KEY (scope, key)
   )`,
  `CREATE INDEX IF NOT EXISTS idempotency_created ON idempotency(created_at)`,
  `CREATE TABLE IF NOT EXISTS jobs (
     id TEXT PRIMARY KEY,
     url TEXT NOT NULL,
     status TEXT NOT NULL CHECK (status IN ('running', 'complete', 'failed')),
     created_at INTEGER NOT NULL,
     started_at INTEGER NOT NULL,
     finished_at INTEGER,
     analysis_id TEXT,
     error_code TEXT,
     error_message TEXT
   )`,
  `CREATE INDEX IF NOT EXISTS jobs_status ON jobs(status)`,
  `CREATE INDEX IF NOT EXISTS jobs_finished ON jobs(finished_at)`,
];

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
  for (const m of MIGRATIONS) db.exec(m);
  // How the page is taken (static or rendered); jobs of earlier releases are static.
  if (!(db.prepare(`PRAGMA table_info(jobs)`).all() as Array<{ name: string }>).some((c) => c.name === 'mode')) db.exec(`ALTER TABLE jobs ADD COLUMN mode TEXT NOT NULL DEFAULT 'static'`);
  migrateAnalysisTables(db);
  return withRetries<SqliteStores>({
    db,
    analyses: new SqliteAnalysisStore(db),
    idempotency: new SqliteIdempotencyStore(db),
    jobs: new SqliteJobStore(db),
    revocations: new Revocations(db),
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

class SqliteIdempotencyStore implements IdempotencyStore {
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
    const row = this.select.get(scope, key) as { fingerprint: string; status: number; body: string; created_at: number } | undefined;
    return row ? { fingerprint: row.fingerprint, status: row.status, body: JSON.parse(row.body), createdAt: row.created_at } : null;
  }

  async put(scope: string, key: string, r: IdempotencyRecord): Promise<void> {
    this.upsert.run(scope, key, r.fingerprint, r.status, JSON.stringify(r.body), r.createdAt);
  }

  async purge(olderThan: number): Promise<number> {
    return this.remove.run(olderThan).changes;
  }
}

class SqliteJobStore implements JobStore {
  private readonly s;

  constructor(db: Database.Database) {
    this.s = {
      insert: db.prepare(`INSERT INTO jobs (id, url, status, created_at, started_at, mode) VALUES (?, ?, 'running', ?, ?, ?)`),
      get: db.prepare(`SELECT * FROM jobs WHERE id = ?`),
      // A job ends once: the first answer a client may have read is never overwritten.
      complete: db.prepare(`UPDATE jobs SET status = 'complete', analysis_id = ?, finished_at = ? WHERE id = ? AND status = 'running'`),
      fail: db.prepare(`UPDATE jobs SET status = 'failed', error_code = ?, error_message = ?, finished_at = ? WHERE id = ? AND status = 'running'`),
      restart: db.prepare(`UPDATE jobs SET status = 'running', started_at = ?, finished_at = NULL WHERE id = ?`),
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
