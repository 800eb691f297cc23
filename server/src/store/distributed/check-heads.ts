import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { AsyncHeadTable } from '../packed-text.ts';

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
  private readonly byText = new Map<string, number>();
  private readonly byId = new Map<number, string>();

  constructor(private readonly pool: pg.Pool) {}

  private remember(id: number, text: string): void {
    this.byText.set(text, id);
    this.byId.set(id, text);
  }

  async ids(heads: readonly string[]): Promise<number[]> {
    const fresh = [...new Set(heads.filter((h) => !this.byText.has(h)))];
    if (fresh.length) {
      const digests = fresh.map(md5);
      await this.pool.query(`INSERT INTO check_heads (text) SELECT unnest($1::text[]) ON CONFLICT ((md5(text))) DO NOTHING`, [fresh]);
      const { rows } = await this.pool.query<{ id: number; text: string }>(`SELECT id, text FROM check_heads WHERE md5(text) = ANY($1::text[])`, [digests]);
      for (const r of rows) this.remember(r.id, r.text);
      const missing = fresh.find((h) => !this.byText.has(h));
      // Two texts with one digest: the index keeps the first, and this one cannot be stored.
      if (missing !== undefined) throw new Error(`A check head collides with another in check_heads: ${missing.slice(0, 200)}`);
    }
    return heads.map((h) => this.byText.get(h)!);
  }

  async load(ids: readonly number[]): Promise<void> {
    const missing = [...new Set(ids.filter((id) => !this.byId.has(id)))];
    if (!missing.length) return;
    const { rows } = await this.pool.query<{ id: number; text: string }>(`SELECT id, text FROM check_heads WHERE id = ANY($1::int[])`, [missing]);
    for (const r of rows) this.remember(r.id, r.text);
    const gone = missing.find((id) => !this.byId.has(id));
    if (gone !== undefined) throw new Error(`Check head ${gone} is missing from the database.`);
  }

  text(id: number): string {
    const text = this.byId.get(id);
    if (text === undefined) throw new Error(`Check head ${id} was not loaded.`);
    return text;
  }
}
