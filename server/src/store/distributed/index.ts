import pg from 'pg';
import type { Stores } from '../types.ts';
import { PgAnalysisStore } from './analyses.ts';
import { PgIdempotencyStore } from './idempotency.ts';
import { PgJobStore } from './jobs.ts';
import { migrate, type Migration } from './migrate.ts';
import { PgRevocations } from './revocations.ts';
import { ed25519Pem, namedValue, randomSecret } from './secrets.ts';
import { redactUrl } from '../../redact-url.ts';
import { DEFAULT_STORE_RETRY_MS, withRetries } from '../retrying.ts';

export interface PostgresStores extends Stores {
  pool: pg.Pool;
  /** The migrations this start applied (none when the database was up to date). */
  migrated: Migration[];
}

export interface PostgresOptions {
  /** Connections this process keeps at most (pg's default: 10). */
  maxConnections?: number;
  /** How long a write waits out an unreachable server (PAGEGRADE_STORE_RETRY_MS). */
  retryMs?: number;
  log?: (line: Record<string, unknown>) => void;
}

/** Why PostgreSQL cannot be used, in words that say what to check. */
export class DatabaseUnavailable extends Error {
  constructor(url: string, cause: unknown) {
    const reason = cause instanceof Error ? `${(cause as NodeJS.ErrnoException).code ? `${(cause as NodeJS.ErrnoException).code}: ` : ''}${cause.message}` : String(cause);
    super(`Cannot use PostgreSQL at ${redactUrl(url)} (PAGEGRADE_DATABASE_URL): ${reason}`, { cause });
    this.name = 'DatabaseUnavailable';
  }
}

/**
 * Numbers come back as numbers: bigint columns hold milliseconds since the epoch and counts, far
 * below 2^53. Set on this pool's connections only, not on the pg module for everyone.
 */
function types(): pg.CustomTypesConfig {
  const overrides = new pg.TypeOverrides();
  overrides.setTypeParser(pg.types.builtins.INT8, (v: string) => Number(v));
  return overrides;
}

/**
 * The scaled-out store: PostgreSQL at `url`, brought to this release's schema first (versioned
 * migrations in ./migrations, applied once whichever process starts first). Rejects with
 * DatabaseUnavailable when the server cannot be reached or the schema cannot be brought up to date.
 */
export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<PostgresStores> {
  const pool = new pg.Pool({ connectionString: url, types: types(), max: options.maxConnections ?? 10, connectionTimeoutMillis: 10_000 });
  // An idle connection the server drops (a restart, a proxy) is an error on the pool: the next
  // query opens a new one, so it must not take the process down.
  pool.on('error', () => undefined);
  let migrated: Migration[];
  try {
    migrated = await migrate(pool);
  } catch (err) {
    await pool.end();
    throw new DatabaseUnavailable(url, err);
  }
  return withRetries<PostgresStores>({
    pool,
    migrated,
    analyses: new PgAnalysisStore(pool),
    idempotency: new PgIdempotencyStore(pool),
    jobs: new PgJobStore(pool),
    revocations: new PgRevocations(pool),
    secret: async (name) => Buffer.from(await namedValue(pool, name, randomSecret), 'base64'),
    generatedKey: (name) => namedValue(pool, `key:${name}`, ed25519Pem),
    ping: async () => {
      await pool.query('SELECT 1');
    },
    close: () => pool.end(),
  }, { windowMs: options.retryMs ?? DEFAULT_STORE_RETRY_MS, ...(options.log ? { log: options.log } : {}) });
}
