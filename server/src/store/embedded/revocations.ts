import type Database from 'better-sqlite3';
import type { RevocationStore } from '../types.ts';

/**
 * Revoked access tokens, by `jti`, kept only until the token would have expired anyway: after
 * that the expiry check refuses it, so the list stays as small as the tokens revoked in the last
 * hour. In SQLite so a revocation survives a restart.
 */
export class SqliteRevocations implements RevocationStore {
  private readonly insert;
  private readonly lookup;
  private readonly purge;

  constructor(db: Database.Database) {
    this.insert = db.prepare(`INSERT OR IGNORE INTO oauth_revoked_tokens (jti, expires_at) VALUES (?, ?)`);
    this.lookup = db.prepare(`SELECT 1 FROM oauth_revoked_tokens WHERE jti = ? AND expires_at > ?`);
    this.purge = db.prepare(`DELETE FROM oauth_revoked_tokens WHERE expires_at <= ?`);
  }

  /** `expiresAt` and `now` are seconds since the epoch (the token's `exp`). */
  async revoke(jti: string, expiresAt: number, now: number): Promise<void> {
    this.purge.run(now);
    this.insert.run(jti, expiresAt);
  }

  async isRevoked(jti: string, now: number): Promise<boolean> {
    return this.lookup.get(jti, now) !== undefined;
  }
}
