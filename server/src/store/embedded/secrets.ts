import type Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';

/** A secret made on first use and kept in the database, so it survives a restart (generated keys are files: auth/keys.ts). */
export function secret(db: Database.Database, name: string): Buffer {
  db.prepare(`INSERT OR IGNORE INTO secrets (name, value) VALUES (?, ?)`).run(name, randomBytes(32).toString('base64'));
  return Buffer.from((db.prepare(`SELECT value FROM secrets WHERE name = ?`).get(name) as { value: string }).value, 'base64');
}
