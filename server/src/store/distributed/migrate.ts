import { readdirSync, readFileSync } from 'node:fs';
import type pg from 'pg';

/** One versioned SQL file of `migrations/`: `0001_initial.sql` is version 1. */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

const DIR = new URL('./migrations/', import.meta.url);

/** The migrations this release knows, in order. */
export function migrations(): Migration[] {
  return readdirSync(DIR)
    .filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f))
    .sort()
    .map((f) => ({ version: Number(f.slice(0, 4)), name: f.replace(/\.sql$/, ''), sql: readFileSync(new URL(f, DIR), 'utf8') }));
}

export class NewerSchema extends Error {
  constructor(found: number, known: number) {
    super(`The database was migrated to version ${found} by a newer release of pagegrade; this one knows up to version ${known}. Run the newer release, or restore a backup taken before the upgrade.`);
    this.name = 'NewerSchema';
  }
}

/**
 * Applies the migrations the database has not had, each in its own transaction, and returns those
 * it applied. Processes that start at once take turns on an advisory lock (one per schema, so
 * deployments in schemas of one database do not wait for each other): the first migrates, the
 * others find nothing left to do. A database migrated by a newer release is refused, since this
 * release may not read what that one writes.
 */
export async function migrate(pool: pg.Pool, known: Migration[] = migrations()): Promise<Migration[]> {
  const client = await pool.connect();
  try {
    await client.query(`SELECT pg_advisory_lock(hashtext('pagegrade migrations ' || current_schema()))`);
    try {
      await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
        version integer PRIMARY KEY,
        name text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
      const done = new Set((await client.query<{ version: number }>(`SELECT version FROM schema_migrations`)).rows.map((r) => r.version));
      const latest = Math.max(0, ...done);
      const newest = Math.max(0, ...known.map((m) => m.version));
      if (latest > newest) throw new NewerSchema(latest, newest);
      const applied: Migration[] = [];
      for (const m of known) {
        if (done.has(m.version)) continue;
        await client.query('BEGIN');
        try {
          await client.query(m.sql);
          await client.query(`INSERT INTO schema_migrations (version, name) VALUES ($1, $2)`, [m.version, m.name]);
          await client.query('COMMIT');
        } catch (err) {
          await client.query('ROLLBACK');
          throw new Error(`Migration ${m.name} failed: ${(err as Error).message}`, { cause: err });
        }
        applied.push(m);
      }
      return applied;
    } finally {
      await client.query(`SELECT pg_advisory_unlock(hashtext('pagegrade migrations ' || current_schema()))`);
    }
  } finally {
    client.release();
  }
}
