import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type pg from 'pg';

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
