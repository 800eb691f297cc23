import type Database from 'better-sqlite3';
import type { AnalysisSummary } from '@pagegrade/core';
import { packText, unpackText, type HeadTable } from './packed-text.ts';
import type { AnalysisStore, SiteAnalysis, PageAnalysis, LeaderboardKey, LeaderboardPosition, LeaderboardRow, NewAnalysis, PurgeBatch, PurgePosition, StoredAnalysis } from './types.ts';
import { BOARD_COLUMNS, LEADERBOARD_ORDER, RANKED_MODE, type BoardRow as SharedBoardRow } from './rows.ts';

/**
 * Brings the analysis tables of a database made by any earlier release to the current schema.
 * Quick on any size of database except once: the first start with the leaderboard table reads
 * every analysis to fill it (one statement, in the transaction that creates the table).
 */
export function migrateAnalysisTables(db: Database.Database): void {
  const columns = new Set((db.prepare(`PRAGMA table_info(analyses)`).all() as Array<{ name: string }>).map((c) => c.name));
  if (!columns.has('site_name')) db.exec(`ALTER TABLE analyses ADD COLUMN site_name TEXT`);
  // The fetch record (a HAR without bodies, packed); rows of earlier releases have none.
  if (!columns.has('har')) db.exec(`ALTER TABLE analyses ADD COLUMN har BLOB`);
  // How the page was taken; every analysis of earlier releases is static.
  if (!columns.has('mode')) db.exec(`ALTER TABLE analyses ADD COLUMN mode TEXT NOT NULL DEFAULT 'static'`);
  // A rendered analysis's evidence (packed JSON) and first-screen screenshot (JPEG as it is:
  // compressing it again gains nothing); static analyses and earlier rows have neither.
  if (!columns.has('evidence')) db.exec(`ALTER TABLE analyses ADD COLUMN evidence BLOB`);
  if (!columns.has('screenshot')) db.exec(`ALTER TABLE analyses ADD COLUMN screenshot BLOB`);
  db.exec(`CREATE TABLE IF NOT EXISTS check_heads (id INTEGER PRIMARY KEY, text TEXT NOT NULL UNIQUE)`);
  // `summary` and `checks` hold JSON text in rows written before the compact form, packed BLOBs
  // since: this index lists what upgrade() has left to rewrite, and is empty once it is done.
  db.exec(`CREATE INDEX IF NOT EXISTS analyses_unpacked ON analyses(id) WHERE typeof(checks) = 'text'`);
  db.exec(`CREATE INDEX IF NOT EXISTS analyses_created ON analyses(created_at, id)`);
  // /ask finds the analyses of a page by the address it was asked for or ended at.
  db.exec(`CREATE INDEX IF NOT EXISTS analyses_url ON analyses(url, created_at)`);
  db.exec(`CREATE INDEX IF NOT EXISTS analyses_requested_url ON analyses(requested_url, created_at)`);
  // It served the window query over all analyses that the leaderboard table replaces.
  db.exec(`DROP INDEX IF EXISTS analyses_host`);
  // A site's history (its report and its badge): one range of this index, newest first.
  db.exec(`CREATE INDEX IF NOT EXISTS analyses_host_created ON analyses(host, created_at)`);
  db.transaction(() => {
    if (tableExists(db, 'leaderboard')) return;
    // One row per site: its best analysis, the first to reach the best score (ties broken by id).
    db.exec(`CREATE TABLE leaderboard (
       host TEXT PRIMARY KEY,
       score INTEGER NOT NULL,
       created_at TEXT NOT NULL,
       analysis_id TEXT NOT NULL,
       name TEXT NOT NULL,
       url TEXT NOT NULL,
       grade TEXT NOT NULL
     ) WITHOUT ROWID`);
    db.exec(`CREATE INDEX leaderboard_order ON leaderboard(score DESC, created_at, host)`);
    db.exec(`CREATE INDEX leaderboard_analysis ON leaderboard(analysis_id)`);
    db.exec(`INSERT INTO leaderboard (host, score, created_at, analysis_id, name, url, grade)
       SELECT host, score, created_at, id, name, url, grade FROM (
         SELECT host, score, created_at, id, url, grade, COALESCE(NULLIF(site_name, ''), NULLIF(title, ''), host) AS name,
                ROW_NUMBER() OVER (PARTITION BY host ORDER BY score DESC, created_at ASC, id ASC) AS rn
         FROM analyses WHERE host != '' AND mode = 'static')
       WHERE rn = 1`);
  })();
  db.transaction(() => {
    if (tableExists(db, 'counters')) return;
    db.exec(`CREATE TABLE counters (name TEXT PRIMARY KEY, value INTEGER NOT NULL)`);
    db.exec(`INSERT INTO counters (name, value) SELECT 'analyses', COUNT(*) FROM analyses`);
  })();
}

function tableExists(db: Database.Database, name: string): boolean {
  return db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?`).get(name) !== undefined;
}

/**
 * The check_heads table with all of it in memory (under a thousand rows for a set of rules). New
 * heads are committed in a transaction of their own, before the analysis that uses them is
 * written: inside a caller's transaction a rollback could take back a number this cache still
 * hands out, so that is refused.
 */
class CheckHeads implements HeadTable {
  private readonly byText = new Map<string, number>();
  private readonly byId = new Map<number, string>();
  private readonly insert;
  private readonly select;

  constructor(private readonly db: Database.Database) {
    for (const r of db.prepare(`SELECT id, text FROM check_heads`).all() as Array<{ id: number; text: string }>) this.remember(r.id, r.text);
    this.insert = db.prepare(`INSERT OR IGNORE INTO check_heads (text) VALUES (?)`);
    this.select = db.prepare(`SELECT id, text FROM check_heads WHERE text = ? OR id = ?`);
  }

  private remember(id: number, text: string): void {
    this.byText.set(text, id);
    this.byId.set(id, text);
  }

  ids(heads: readonly string[]): number[] {
    const fresh = [...new Set(heads.filter((h) => !this.byText.has(h)))];
    if (fresh.length) {
      if (this.db.inTransaction) throw new Error('New check heads cannot be written inside a transaction.');
      const found = this.db.transaction(() =>
        fresh.map((text) => {
          this.insert.run(text);
          return this.select.get(text, null) as { id: number; text: string };
        }),
      )();
      for (const r of found) this.remember(r.id, r.text);
    }
    return heads.map((h) => this.byText.get(h)!);
  }

  text(id: number): string {
    let text = this.byId.get(id);
    if (text === undefined) {
      // Written by another connection to the same file since this one loaded the table.
      const row = this.select.get(null, id) as { id: number; text: string } | undefined;
      if (!row) throw new Error(`Check head ${id} is missing from the database.`);
      this.remember(row.id, row.text);
      text = row.text;
    }
    return text;
  }
}

type BoardRow = SharedBoardRow<string>;

/** The two queries of a leaderboard page; exported for the test that reads their plans. */
export const LEADERBOARD_PAGE = {
  top: `SELECT ${BOARD_COLUMNS} FROM leaderboard ${LEADERBOARD_ORDER} LIMIT @limit`,
  // Two seeks on the order's index, each at most a page long, rather than one OR that SQLite
  // answers by reading the index from the top score down to the cursor.
  after: `SELECT * FROM (SELECT ${BOARD_COLUMNS} FROM leaderboard WHERE score = @score AND (created_at, host) > (@createdAt, @host) ${LEADERBOARD_ORDER} LIMIT @limit)
     UNION ALL
     SELECT * FROM (SELECT ${BOARD_COLUMNS} FROM leaderboard WHERE score < @score ${LEADERBOARD_ORDER} LIMIT @limit)
     ${LEADERBOARD_ORDER} LIMIT @limit`,
};

export class SqliteAnalysisStore implements AnalysisStore {
  /** Counts saves: the leaderboard can only change on one (see leaderboardRevision). */
  private revision = 0;
  private readonly heads;
  private readonly s;
  private readonly write;

  constructor(db: Database.Database) {
    this.heads = new CheckHeads(db);
    this.s = {
      insert: db.prepare(
        `INSERT INTO analyses (id, requested_url, url, host, title, site_name, score, grade, created_at, summary, checks, har, mode, evidence, screenshot)
         VALUES (@id, @requestedUrl, @url, @host, @title, @siteName, @score, @grade, @createdAt, @summary, @checks, @har, @mode, @evidence, @screenshot)`,
      ),
      // The site's row changes only for a better analysis: a higher score, or the same score
      // reached earlier (then the smaller id), as the leaderboard orders them.
      board: db.prepare(
        `INSERT INTO leaderboard (${BOARD_COLUMNS}) VALUES (@host, @score, @createdAt, @id, @name, @url, @grade)
         ON CONFLICT(host) DO UPDATE SET score = excluded.score, created_at = excluded.created_at, analysis_id = excluded.analysis_id,
           name = excluded.name, url = excluded.url, grade = excluded.grade
         WHERE excluded.score > leaderboard.score
            OR (excluded.score = leaderboard.score AND (excluded.created_at < leaderboard.created_at
                OR (excluded.created_at = leaderboard.created_at AND excluded.analysis_id < leaderboard.analysis_id)))`,
      ),
      count: db.prepare(`UPDATE counters SET value = value + ? WHERE name = 'analyses'`),
      total: db.prepare(`SELECT value FROM counters WHERE name = 'analyses'`).pluck(),
      byId: db.prepare(`SELECT summary, checks, created_at, requested_url FROM analyses WHERE id = ?`),
      summaryById: db.prepare(`SELECT summary FROM analyses WHERE id = ?`).pluck(),
      harById: db.prepare(`SELECT har FROM analyses WHERE id = ?`).pluck(),
      evidenceById: db.prepare(`SELECT evidence FROM analyses WHERE id = ?`).pluck(),
      screenshotById: db.prepare(`SELECT screenshot FROM analyses WHERE id = ?`).pluck(),
      history: db.prepare(`SELECT id, url, score, grade, created_at FROM analyses WHERE host = ? ORDER BY created_at DESC, id DESC LIMIT ?`),
      top: db.prepare(LEADERBOARD_PAGE.top),
      after: db.prepare(LEADERBOARD_PAGE.after),
      site: db.prepare(`SELECT ${BOARD_COLUMNS} FROM leaderboard WHERE host IN (SELECT value FROM json_each(?)) ${LEADERBOARD_ORDER} LIMIT 1`),
      page: db.prepare(
        `SELECT id, url, host, COALESCE(NULLIF(site_name, ''), NULLIF(title, ''), host) AS name, created_at FROM analyses
         WHERE url IN (SELECT value FROM json_each(@urls)) OR requested_url IN (SELECT value FROM json_each(@urls))
         ORDER BY created_at DESC, id DESC LIMIT 1`,
      ),
      rankOf: db
        .prepare(
          `SELECT (SELECT COUNT(*) FROM leaderboard WHERE score > @score)
                + (SELECT COUNT(*) FROM leaderboard WHERE score = @score AND (created_at, host) <= (@createdAt, @host))`,
        )
        .pluck(),
      unpacked: db.prepare(`SELECT id, summary, checks FROM analyses WHERE typeof(checks) = 'text' LIMIT ?`),
      repack: db.prepare(`UPDATE analyses SET summary = @summary, checks = @checks WHERE id = @id`),
      oldest: db.prepare(`SELECT id, created_at FROM analyses WHERE created_at < @before ORDER BY created_at, id LIMIT @limit`),
      oldestAfter: db.prepare(
        `SELECT id, created_at FROM analyses WHERE created_at < @before AND (created_at, id) > (@createdAt, @id) ORDER BY created_at, id LIMIT @limit`,
      ),
      removeUnlessShown: db.prepare(`DELETE FROM analyses WHERE id = @id AND NOT EXISTS (SELECT 1 FROM leaderboard WHERE analysis_id = @id)`),
    };
    this.write = {
      save: db.transaction((row: Record<string, unknown>, onBoard: boolean) => {
        this.s.insert.run(row);
        if (onBoard) this.s.board.run(row);
        this.s.count.run(1);
      }),
      repack: db.transaction((rows: Array<{ id: string; summary: Buffer; checks: Buffer }>) => {
        for (const r of rows) this.s.repack.run(r);
      }),
      purge: db.transaction((ids: string[]) => {
        let deleted = 0;
        for (const id of ids) deleted += this.s.removeUnlessShown.run({ id }).changes;
        this.s.count.run(-deleted);
        return deleted;
      }),
    };
  }

  async save(a: NewAnalysis): Promise<void> {
    let host = '';
    try {
      host = new URL(a.summary.url).hostname;
    } catch {
      host = '';
    }
    // Packed before the transaction: it may commit new check heads of its own.
    const checks = packText('checksJson' in a ? a.checksJson : JSON.stringify(a.checks), this.heads);
    const row = {
      id: a.summary.id,
      requestedUrl: a.requestedUrl,
      url: a.summary.url,
      host,
      title: a.summary.title,
      siteName: a.siteName ?? null,
      name: a.siteName || a.summary.title || host,
      score: a.summary.score,
      grade: a.summary.grade,
      createdAt: a.createdAt,
      summary: packText(JSON.stringify(a.summary)),
      checks,
      har: a.har === undefined ? null : packText(a.har),
      mode: a.summary.mode ?? 'static',
      evidence: a.evidenceJson === undefined ? null : packText(a.evidenceJson),
      screenshot: a.screenshot ?? null,
    };
    this.write.save(row, host !== '' && row.mode === RANKED_MODE);
    this.revision++;
  }

  async leaderboardRevision(): Promise<number> {
    return this.revision;
  }

  /** A stored text: JSON text as earlier releases wrote it, or packed. */
  private text(stored: string | Buffer): string {
    return typeof stored === 'string' ? stored : unpackText(stored, this.heads);
  }

  async get(id: string): Promise<StoredAnalysis | null> {
    const row = this.s.byId.get(id) as { summary: string | Buffer; checks: string | Buffer; created_at: string; requested_url: string } | undefined;
    if (!row) return null;
    return { summary: JSON.parse(this.text(row.summary)), checks: JSON.parse(this.text(row.checks)), createdAt: row.created_at, requestedUrl: row.requested_url };
  }

  async summary(id: string): Promise<AnalysisSummary | null> {
    const stored = this.s.summaryById.get(id) as string | Buffer | undefined;
    return stored === undefined ? null : (JSON.parse(this.text(stored)) as AnalysisSummary);
  }

  async count(): Promise<number> {
    return this.s.total.get() as number;
  }

  async har(id: string): Promise<string | null> {
    const stored = this.s.harById.get(id) as Buffer | null | undefined;
    return stored ? unpackText(stored, this.heads) : null;
  }

  async evidence(id: string): Promise<string | null> {
    const stored = this.s.evidenceById.get(id) as Buffer | null | undefined;
    return stored ? unpackText(stored, this.heads) : null;
  }

  async screenshot(id: string): Promise<Buffer | null> {
    return (this.s.screenshotById.get(id) as Buffer | null | undefined) ?? null;
  }

  async siteHistory(host: string, limit: number): Promise<SiteAnalysis[]> {
    const rows = this.s.history.all(host, limit) as Array<{ id: string; url: string; score: number; grade: string; created_at: string }>;
    return rows.map((r) => ({ analysisId: r.id, url: r.url, score: r.score, grade: r.grade, createdAt: r.created_at }));
  }

  async leaderboard(limit: number, after: LeaderboardPosition | null): Promise<LeaderboardRow[]> {
    const rows = (after ? this.s.after.all({ score: after.score, createdAt: after.createdAt, host: after.host, limit }) : this.s.top.all({ limit })) as BoardRow[];
    const base = after?.rank ?? 0;
    return rows.map((r, i) => ({ rank: base + i + 1, name: r.name, url: r.url, score: r.score, grade: r.grade, createdAt: r.created_at, host: r.host, analysisId: r.analysis_id }));
  }

  async leaderboardSite(hosts: readonly string[]): Promise<Omit<LeaderboardRow, 'rank'> | null> {
    const r = this.s.site.get(JSON.stringify(hosts)) as BoardRow | undefined;
    return r ? { name: r.name, url: r.url, score: r.score, grade: r.grade, createdAt: r.created_at, host: r.host, analysisId: r.analysis_id } : null;
  }

  async latestOfPage(urls: readonly string[]): Promise<PageAnalysis | null> {
    const r = this.s.page.get({ urls: JSON.stringify(urls) }) as { id: string; url: string; host: string; name: string; created_at: string } | undefined;
    return r ? { analysisId: r.id, url: r.url, host: r.host, name: r.name, createdAt: r.created_at } : null;
  }

  async leaderboardRank(key: LeaderboardKey): Promise<number> {
    return this.s.rankOf.get({ score: key.score, createdAt: key.createdAt, host: key.host }) as number;
  }

  async upgrade(limit: number): Promise<number> {
    const rows = this.s.unpacked.all(limit) as Array<{ id: string; summary: string | Buffer; checks: string }>;
    if (rows.length) this.write.repack(rows.map((r) => ({ id: r.id, summary: typeof r.summary === 'string' ? packText(r.summary) : r.summary, checks: packText(r.checks, this.heads) })));
    return rows.length;
  }

  async purge(before: string, limit: number, from: PurgePosition | null): Promise<PurgeBatch> {
    const candidates = (from ? this.s.oldestAfter.all({ before, limit, createdAt: from.createdAt, id: from.id }) : this.s.oldest.all({ before, limit })) as Array<{ id: string; created_at: string }>;
    const deleted = candidates.length ? (this.write.purge(candidates.map((c) => c.id)) as number) : 0;
    const last = candidates.at(-1);
    return { deleted, next: candidates.length === limit && last ? { createdAt: last.created_at, id: last.id } : null };
  }
}
