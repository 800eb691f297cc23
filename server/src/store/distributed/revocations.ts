import type pg from 'pg';
import type { RevocationStore } from '../types.ts';

/** Revoked access tokens, shared by every API process. */
export class PgRevocations implements RevocationStore {
  constructor(private readonly pool: pg.Pool) {}

  async revoke(jti: string, expiresAt: number, now: number): Promise<void> {
    await this.pool.query(`DELETE FROM oauth_revoked_tokens WHERE expires_at <= $1`, [now]);
    await this.pool.query(`INSERT INTO oauth_revoked_tokens (jti, expires_at) VALUES ($1, $2) ON CONFLICT (jti) DO NOTHING`, [jti, expiresAt]);
  }

  async isRevoked(jti: string, now: number): Promise<boolean> {
    return (await this.pool.query(`SELECT 1 FROM oauth_revoked_tokens WHERE jti = $1 AND expires_at > $2`, [jti, now])).rowCount! > 0;
  }
}
