import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type pg from 'pg';
import type { RevocationStore } from '../types.ts';

/**
 * A named value made on first use: the first process to ask writes it, every other reads that one,
 * so every API process signs cursors and tokens with the same keys.
 */
export async function namedValue(pool: pg.Pool, name: string, make: () => string): Promise<string> {
  await pool.query(`INSERT INTO secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING`, [name, make()]);
  const { rows } = await pool.query<{ value: string }>(`SELECT value FROM secrets WHERE name = $1`, [name]);
  return rows[0]!.value;
}

export function randomSecret(): string {
  return randomBytes(32).toString('base64');
}

export function ed25519Pem(): string {
  return generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' }) as string;
}

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
