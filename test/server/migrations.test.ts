import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { PassThrough } from 'node:stream';
import pg from 'pg';
import { openPostgres } from '@pagegrade/server';
import { migrations } from '../../server/src/store/distributed/migrate.ts';
import { migrateCommand } from '../../server/src/commands/migrate.ts';
import { freshSchema, TEST_DATABASE_URL } from '../helpers/backends.ts';

test('migrations are numbered once each, in order, from 1', () => {
  const versions = migrations().map((m) => m.version);
  assert.deepEqual(versions, versions.map((_, i) => i + 1));
  for (const m of migrations()) assert.ok(m.sql.trim().length > 0, m.name);
});

async function text(stream: PassThrough): Promise<string> {
  stream.end();
  let out = '';
  for await (const chunk of stream) out += chunk;
  return out;
}

describe('PostgreSQL migrations', { skip: !TEST_DATABASE_URL && 'PostgreSQL tests need PAGEGRADE_TEST_DATABASE_URL (bash .ci/run starts a server and sets it)' }, () => {
  test('processes starting at once migrate once; a later start finds nothing to do', async () => {
    const place = await freshSchema();
    try {
      const opened = await Promise.all([1, 2, 3].map(() => openPostgres(place.url, { maxConnections: 2 })));
      try {
        assert.deepEqual(opened.map((s) => s.migrated.length).sort(), [0, 0, migrations().length], 'one of them applied every migration');
        const { rows } = await opened[0]!.pool.query<{ version: number }>(`SELECT version FROM schema_migrations ORDER BY version`);
        assert.deepEqual(rows.map((r) => r.version), migrations().map((m) => m.version));
      } finally {
        await Promise.all(opened.map((s) => s.close()));
      }
      const again = await openPostgres(place.url);
      assert.deepEqual(again.migrated, []);
      await again.close();
    } finally {
      await place.drop();
    }
  });

  test('a database a newer release migrated is refused, naming both versions', async () => {
    const place = await freshSchema();
    try {
      await (await openPostgres(place.url)).close();
      const client = new pg.Client({ connectionString: place.url });
      await client.connect();
      await client.query(`INSERT INTO schema_migrations (version, name) VALUES (9999, '9999_from_the_future')`);
      await client.end();
      await assert.rejects(openPostgres(place.url), /migrated to version 9999 by a newer release of pagegrade; this one knows up to version \d+/);
    } finally {
      await place.drop();
    }
  });

  test('the migrate command applies what is missing, says so, and is harmless to repeat', async () => {
    const place = await freshSchema();
    try {
      const run = async () => {
        const out = new PassThrough();
        const err = new PassThrough();
        const status = await migrateCommand({ PAGEGRADE_DATABASE_URL: place.url }, out, err);
        return { status, out: await text(out), err: await text(err) };
      };
      const first = await run();
      assert.equal(first.status, 0, first.err);
      assert.match(first.out, /^applied 0001_initial$/m);
      const second = await run();
      assert.equal(second.status, 0);
      assert.match(second.out, /nothing to apply/);
    } finally {
      await place.drop();
    }
  });
});

test('the migrate command names what is missing or unreachable, and never a password', async () => {
  const run = async (env: Record<string, string>) => {
    const out = new PassThrough();
    const err = new PassThrough();
    const status = await migrateCommand(env, out, err);
    return { status, err: await text(err) };
  };
  const none = await run({});
  assert.equal(none.status, 1);
  assert.match(none.err, /set PAGEGRADE_DATABASE_URL/);
  const wrong = await run({ PAGEGRADE_DATABASE_URL: 'mysql://user:hunter2@db/x' });
  assert.equal(wrong.status, 1);
  assert.match(wrong.err, /PAGEGRADE_DATABASE_URL must be a URL starting with postgres:\/\/ or postgresql:\/\//);
  assert.doesNotMatch(wrong.err, /hunter2/);
  // A port nothing listens on (loopback only).
  const closed = await run({ PAGEGRADE_DATABASE_URL: 'postgres://user:hunter2@127.0.0.1:9/x' });
  assert.equal(closed.status, 1);
  assert.match(closed.err, /Cannot use PostgreSQL at postgres:\/\/user:\*\*\*@127\.0\.0\.1:9\/x \(PAGEGRADE_DATABASE_URL\): ECONNREFUSED/);
  assert.doesNotMatch(closed.err, /hunter2/);
});
