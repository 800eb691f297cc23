import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { AsyncHeadTable } from '../packed-text.ts';
import { HeadCache } from '../head-cache.ts';

/** PostgreSQL's md5(text): the hex digest of the text's UTF-8 bytes. */
function md5(text: string): string {
  return createHash('md5').update(text, 'utf8').digest('hex');
}

/**
 * The check_heads table, with what this process has seen of it in memory (under a thousand rows
 * for a set of rules). Every process interns heads into the one table: a head new to all of them
 * is inserted by whichever comes first, and the others read its number back. Heads are committed
 * on their own, before the analysis that names them, so an analysis never names a missing head.
 */
export class PgCheckHeads implements AsyncHeadTable {
  private readonly known = new HeadCache();

  constructor(private readonly pool: pg.Pool) {}

  async ids(heads: readonly string[]): Promise<number[]> {
    const fresh = this.known.unknown(heads);
    if (fresh.length) {
      const digests = fresh.map(md5);
      await this.pool.query(`INSERT INTO check_heads (text) SELECT unnest($1::text[]) ON CONFLICT ((md5(text))) DO NOTHING`, [fresh]);
      const { rows } = await this.pool.query<{ id: number; text: string }>(`SELECT id, text FROM check_heads WHERE md5(text) = ANY($1::text[])`, [digests]);
      for (const r of rows) this.known.remember(r.id, r.text);
      const missing = fresh.find((h) => !this.known.has(h));
      // Two texts with one digest: the index keeps the first, and this one cannot be stored.
      if (missing !== undefined) throw new Error(`A check head collides with another in check_heads: ${missing.slice(0, 200)}`);
    }
    return this.known.ids(heads);
  }

  async load(ids: readonly number[]): Promise<void> {
    const missing = [...new Set(ids.filter((id) => this.known.text(id) === undefined))];
    if (!missing.length) return;
    const { rows } = await this.pool.query<{ id: number; text: string }>(`SELECT id, text FROM check_heads WHERE id = ANY($1::int[])`, [missing]);
    for (const r of rows) this.known.remember(r.id, r.text);
    const gone = missing.find((id) => this.known.text(id) === undefined);
    if (gone !== undefined) throw new Error(`Check head ${gone} is missing from the database.`);
  }

  text(id: number): string {
    const text = this.known.text(id);
    if (text === undefined) throw new Error(`Check head ${id} was not loaded.`);
    return text;
  }
}
