import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPostgres, openSqlite, type Stores } from '@pagegrade/server';
import { LEADERBOARD_PAGE } from '../../server/src/store/embedded/leaderboard.ts';
import { PG_LEADERBOARD_PAGE } from '../../server/src/store/distributed/leaderboard.ts';

/** Where the PostgreSQL tests run: a database they may create schemas in (`bash .ci/run` starts one). */
export const TEST_DATABASE_URL = process.env['PAGEGRADE_TEST_DATABASE_URL'] || null;

/** What a test reads of a backend itself, below the interfaces. */
export interface StoreProbe {
  /** The bytes of the stored summaries and checks, summed, and how many analyses hold them. */
  packedBytes(): Promise<{ bytes: number; n: number }>;
  checkHeads(): Promise<number>;
  /** The plans of a leaderboard page's two queries (the first page, a page after a cursor), one line each. */
  leaderboardPlans(): Promise<string[]>;
}

export interface TestStores extends Stores {
  probe: StoreProbe;
  /** Another connection to the same data, as another process of the deployment would open it. */
  another(): Promise<TestStores>;
  /** Closes this connection and removes the data (once, by whichever opened it first). */
  destroy(): Promise<void>;
}

export interface StoreBackend {
  name: 'sqlite' | 'postgres';
  /** Why this backend's tests do not run here, for node:test's skip; false when they do. */
  skip: string | false;
  open(): Promise<TestStores>;
}

function sqliteBackend(): StoreBackend {
  const open = (dir: string, owner: boolean): TestStores => {
    const stores = openSqlite(dir);
    const one = (sql: string) => stores.db.prepare(sql).get() as Record<string, number>;
    return {
      ...stores,
      probe: {
        packedBytes: async () => {
          const r = one(`SELECT COALESCE(SUM(length(checks) + length(summary)), 0) AS bytes, COUNT(*) AS n FROM analyses WHERE typeof(checks) = 'blob' AND typeof(summary) = 'blob'`);
          return { bytes: r['bytes']!, n: r['n']! };
        },
        checkHeads: async () => one(`SELECT COUNT(*) AS n FROM check_heads`)['n']!,
        leaderboardPlans: async () =>
          [
            [LEADERBOARD_PAGE.top, { limit: 20 }],
            [LEADERBOARD_PAGE.after, { limit: 20, score: 55, createdAt: '2026-01-01T00:00:00.000Z', host: 'a' }],
          ].map(([sql, params]) => (stores.db.prepare(`EXPLAIN QUERY PLAN ${sql as string}`).all(params) as Array<{ detail: string }>).map((r) => r.detail).join(' | ')),
      },
      another: async () => open(dir, false),
      destroy: async () => {
        await stores.close();
        if (owner) rmSync(dir, { recursive: true, force: true });
      },
    };
  };
  return { name: 'sqlite', skip: false, open: async () => open(mkdtempSync(join(tmpdir(), 'pagegrade-stores-')), true) };
}

/** A URL whose connections work in `schema` only. */
function inSchema(url: string, schema: string): string {
  const u = new URL(url);
  u.searchParams.set('options', `-c search_path=${schema}`);
  return u.href;
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL! });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A schema of its own in the test database, so suites running at once never see each other's
 * rows: the URL of connections that work in it, and how to remove it.
 */
export async function freshSchema(): Promise<{ schema: string; url: string; drop(): Promise<void> }> {
  const schema = `t_${randomBytes(8).toString('hex')}`;
  await admin((c) => c.query(`CREATE SCHEMA ${schema}`));
  return { schema, url: inSchema(TEST_DATABASE_URL!, schema), drop: () => admin((c) => c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)).then(() => undefined) };
}

function postgresBackend(): StoreBackend {
  const open = async (place: { url: string; drop(): Promise<void> }, owner: boolean): Promise<TestStores> => {
    const stores = await openPostgres(place.url, { maxConnections: 4 });
    const one = async (sql: string) => (await stores.pool.query(sql)).rows[0] as Record<string, number>;
    return {
      ...stores,
      probe: {
        packedBytes: async () => {
          const r = await one(`SELECT COALESCE(SUM(octet_length(checks) + octet_length(summary)), 0)::bigint AS bytes, COUNT(*)::int AS n FROM analyses`);
          return { bytes: r['bytes']!, n: r['n']! };
        },
        checkHeads: async () => (await one(`SELECT COUNT(*)::int AS n FROM check_heads`))['n']!,
        leaderboardPlans: async () => {
          // Whether the queries can be answered from the index without sorting, whatever the
          // planner prefers for a table this small (a sequential scan and a sort, at a few rows).
          const client = await stores.pool.connect();
          try {
            await client.query('SET enable_seqscan = off');
            await client.query('SET enable_sort = off');
            const plan = async (sql: string, params: unknown[]) => {
              const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params);
              return rows.map((r) => r['QUERY PLAN'].trim()).join(' | ');
            };
            return [await plan(PG_LEADERBOARD_PAGE.top, [20]), await plan(PG_LEADERBOARD_PAGE.after, [20, 55, '2026-01-01T00:00:00.000Z', 'a'])];
          } finally {
            await client.query('RESET ALL');
            client.release();
          }
        },
      },
      another: () => open(place, false),
      destroy: async () => {
        await stores.close();
        if (owner) await place.drop();
      },
    };
  };
  return {
    name: 'postgres',
    skip: TEST_DATABASE_URL ? false : 'PostgreSQL tests need PAGEGRADE_TEST_DATABASE_URL (bash .ci/run starts a server and sets it)',
    open: async () => open(await freshSchema(), true),
  };
}

/** Every backend the store and service tests run against; those not set up here are skipped with the reason. */
export function storeBackends(): StoreBackend[] {
  return [sqliteBackend(), postgresBackend()];
}
