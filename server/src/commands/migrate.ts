// `npm run migrate` (and `pagegrade migrate`): brings the PostgreSQL database of
// PAGEGRADE_DATABASE_URL to this release's schema and exits. The API and worker processes do the
// same as they start; this runs it on its own, for a deployment step before new processes start.
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../config.ts';
import { openPostgres } from '../store/distributed/index.ts';
import { redactUrl } from '../redact-url.ts';
import { migrations } from '../store/distributed/migrate.ts';

/** Returns the exit status: 0 when the database is up to date, 1 when it could not be brought there. */
export async function migrateCommand(env: Record<string, string | undefined> = process.env, out: NodeJS.WritableStream = process.stdout, err: NodeJS.WritableStream = process.stderr): Promise<number> {
  let url: string | null;
  try {
    url = loadConfig(env).databaseUrl;
  } catch (e) {
    err.write(`pagegrade migrate: ${(e as Error).message}\n`);
    return 1;
  }
  if (!url) {
    err.write('pagegrade migrate: set PAGEGRADE_DATABASE_URL to the PostgreSQL database to migrate. (The embedded SQLite store needs no step: it brings itself up to date as it opens.)\n');
    return 1;
  }
  try {
    const stores = await openPostgres(url, { maxConnections: 1 });
    await stores.close();
    const latest = migrations().at(-1)!;
    for (const m of stores.migrated) out.write(`applied ${m.name}\n`);
    out.write(`${redactUrl(url)} is at schema version ${latest.version} (${latest.name})${stores.migrated.length ? '' : '; nothing to apply'}.\n`);
    return 0;
  } catch (e) {
    err.write(`pagegrade migrate: ${(e as Error).message}\n`);
    return 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = await migrateCommand();
