import type Database from 'better-sqlite3';
import type { AnalysisSummary } from '@pagegrade/core';
import { packText, unpackText } from '../packed-text.ts';
import { CheckHeads } from './check-heads.ts';
import { LEADERBOARD_PAGE } from './leaderboard.ts';
import type { AnalysisStore, SiteAnalysis, PageAnalysis, LeaderboardKey, LeaderboardPosition, LeaderboardRow, NewAnalysis, PurgeBatch, PurgePosition, StoredAnalysis, StoredImage } from '../types.ts';
import { siteOf } from '../site.ts';
import { offerToLeaderboard } from '../better-analysis.ts';
import { nextPurgePosition, type PurgeCandidate } from '../purge-cursor.ts';
import { BOARD_COLUMNS, LEADERBOARD_ORDER, toBoardEntry, toLeaderboardPage, toPageAnalysis, toSiteAnalysis, type BoardRow, type HistoryRow, type PageRow } from '../rows.ts';

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
        `INSERT INTO analyses (id, requested_url, url, host, title, site_name, score, grade, created_at, summary, checks, har, mode, evidence, screenshot, thumbnails)
         VALUES (@id, @requestedUrl, @url, @host, @title, @siteName, @score, @grade, @createdAt, @summary, @checks, @har, @mode, @evidence, @screenshot, @thumbnails)`,
      ),
      board: db.prepare(offerToLeaderboard(`VALUES (@host, @score, @createdAt, @id, @name, @url, @grade)`)),
      count: db.prepare(`UPDATE counters SET value = value + ? WHERE name = 'analyses'`),
      total: db.prepare(`SELECT value FROM counters WHERE name = 'analyses'`).pluck(),
      byId: db.prepare(`SELECT summary, checks, created_at, requested_url FROM analyses WHERE id = ?`),
      summaryById: db.prepare(`SELECT summary FROM analyses WHERE id = ?`).pluck(),
      harById: db.prepare(`SELECT har FROM analyses WHERE id = ?`).pluck(),
      evidenceById: db.prepare(`SELECT evidence FROM analyses WHERE id = ?`).pluck(),
      imageById: {
        screenshot: db.prepare(`SELECT screenshot FROM analyses WHERE id = ?`).pluck(),
        thumbnails: db.prepare(`SELECT thumbnails FROM analyses WHERE id = ?`).pluck(),
      } satisfies Record<StoredImage, unknown>,
      history: db.prepare(`SELECT id, url, score, grade, created_at FROM analyses WHERE host = ? ORDER BY created_at DESC, id DESC LIMIT ?`),
      pageHistory: db.prepare(`SELECT id, url, score, grade, created_at FROM analyses WHERE url = ? ORDER BY created_at DESC, id DESC LIMIT ?`),
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
    const { host, name, ranked } = siteOf(a);
    // Packed before the transaction: it may commit new check heads of its own.
    const checks = packText('checksJson' in a ? a.checksJson : JSON.stringify(a.checks), this.heads);
    const row = {
      id: a.summary.id,
      requestedUrl: a.requestedUrl,
      url: a.summary.url,
      host,
      title: a.summary.title,
      siteName: a.siteName ?? null,
      name,
      score: a.summary.score,
      grade: a.summary.grade,
      createdAt: a.createdAt,
      summary: packText(JSON.stringify(a.summary)),
      checks,
      har: a.har === undefined ? null : packText(a.har),
      mode: a.summary.mode ?? 'static',
      evidence: a.evidenceJson === undefined ? null : packText(a.evidenceJson),
      screenshot: a.screenshot ?? null,
      thumbnails: a.thumbnails ?? null,
    };
    this.write.save(row, ranked);
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

  async evidence(id: string): Promise<string | null> {
    const stored = this.s.evidenceById.get(id) as Buffer | null | undefined;
    return stored ? unpackText(stored, this.heads) : null;
  }

  async image(id: string, kind: StoredImage): Promise<Buffer | null> {
    return (this.s.imageById[kind].get(id) as Buffer | null | undefined) ?? null;
  }

  async har(id: string): Promise<string | null> {
    const stored = this.s.harById.get(id) as Buffer | null | undefined;
    return stored ? unpackText(stored, this.heads) : null;
  }

  async siteHistory(host: string, limit: number): Promise<SiteAnalysis[]> {
    return (this.s.history.all(host, limit) as HistoryRow[]).map(toSiteAnalysis);
  }

  async pageHistory(url: string, limit: number): Promise<SiteAnalysis[]> {
    return (this.s.pageHistory.all(url, limit) as HistoryRow[]).map(toSiteAnalysis);
  }

  async leaderboard(limit: number, after: LeaderboardPosition | null): Promise<LeaderboardRow[]> {
    const rows = (after ? this.s.after.all({ score: after.score, createdAt: after.createdAt, host: after.host, limit }) : this.s.top.all({ limit })) as BoardRow[];
    return toLeaderboardPage(rows, after);
  }

  async leaderboardSite(hosts: readonly string[]): Promise<Omit<LeaderboardRow, 'rank'> | null> {
    const r = this.s.site.get(JSON.stringify(hosts)) as BoardRow | undefined;
    return r ? toBoardEntry(r) : null;
  }

  async latestOfPage(urls: readonly string[]): Promise<PageAnalysis | null> {
    const r = this.s.page.get({ urls: JSON.stringify(urls) }) as PageRow | undefined;
    return r ? toPageAnalysis(r) : null;
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
    const candidates = (from ? this.s.oldestAfter.all({ before, limit, createdAt: from.createdAt, id: from.id }) : this.s.oldest.all({ before, limit })) as PurgeCandidate[];
    const deleted = candidates.length ? (this.write.purge(candidates.map((c) => c.id)) as number) : 0;
    return { deleted, next: nextPurgePosition(candidates, limit) };
  }
}
