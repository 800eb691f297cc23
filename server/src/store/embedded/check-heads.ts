import type Database from 'better-sqlite3';
import type { HeadTable } from '../packed-text.ts';
import { HeadCache } from '../head-cache.ts';

/**
 * The check_heads table with all of it in memory (under a thousand rows for a set of rules). New
 * heads are committed in a transaction of their own, before the analysis that uses them is
 * written: inside a caller's transaction a rollback could take back a number this cache still
 * hands out, so that is refused.
 */
export class CheckHeads implements HeadTable {
  private readonly known = new HeadCache();
  private readonly insert;
  private readonly select;

  constructor(private readonly db: Database.Database) {
    for (const r of db.prepare(`SELECT id, text FROM check_heads`).all() as Array<{ id: number; text: string }>) this.known.remember(r.id, r.text);
    this.insert = db.prepare(`INSERT OR IGNORE INTO check_heads (text) VALUES (?)`);
    this.select = db.prepare(`SELECT id, text FROM check_heads WHERE text = ? OR id = ?`);
  }

  ids(heads: readonly string[]): number[] {
    const fresh = this.known.unknown(heads);
    if (fresh.length) {
      if (this.db.inTransaction) throw new Error('New check heads cannot be written inside a transaction.');
      const found = this.db.transaction(() =>
        fresh.map((text) => {
          this.insert.run(text);
          return this.select.get(text, null) as { id: number; text: string };
        }),
      )();
      for (const r of found) this.known.remember(r.id, r.text);
    }
    return this.known.ids(heads);
  }

  text(id: number): string {
    let text = this.known.text(id);
    if (text === undefined) {
      // Written by another connection to the same file since this one loaded the table.
      const row = this.select.get(null, id) as { id: number; text: string } | undefined;
      if (!row) throw new Error(`Check head ${id} is missing from the database.`);
      this.known.remember(row.id, row.text);
      text = row.text;
    }
    return text;
  }
}
