import type pg from 'pg';
import type { AnalysisSummary } from '@pagegrade/core';
import { packText, packTextAsync, unpackTextAsync } from '../packed-text.ts';
import type { AnalysisStore, LeaderboardKey, LeaderboardPosition, LeaderboardRow, NewAnalysis, PageAnalysis, PurgeBatch, PurgePosition, SiteAnalysis, StoredAnalysis, StoredImage } from '../types.ts';
import { PgCheckHeads } from './check-heads.ts';
import { PG_LEADERBOARD_PAGE } from './leaderboard.ts';
import { siteOf } from '../site.ts';
import { offerToLeaderboard } from '../better-analysis.ts';
import { nextPurgePosition, type PurgeCandidate } from '../purge-cursor.ts';
import { BOARD_COLUMNS, LEADERBOARD_ORDER, toBoardEntry, toLeaderboardPage, toPageAnalysis, toSiteAnalysis, type BoardRow, type HistoryRow, type PageRow } from '../rows.ts';

/** The column of each picture: a fixed list, so no caller's word reaches the SQL. */
const IMAGE_COLUMNS: Record<StoredImage, string> = { screenshot: 'screenshot', thumbnails: 'thumbnails' };

/** Slots of each counter (see the counters table): saves pick one at random. */
const SLOTS = 16;

/**
 * Stores an analysis, makes it its site's leaderboard row when it is the site's best, and counts
 * both, in one statement (so one transaction and one round trip). Only a ranked analysis ($16,
 * store/site.ts) is offered to the leaderboard, and the site's row changes only for a better one
 * (store/better-analysis.ts); the leaderboard counter moves only when it did.
 */
const SAVE = `WITH saved AS (
    INSERT INTO analyses (id, requested_url, url, host, title, site_name, score, grade, created_at, summary, checks, har, mode, evidence, screenshot, thumbnails)
    VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $14, $15, $17, $18, $19)
  ), board AS (
    ${offerToLeaderboard(`SELECT $4::text, $7::smallint, $9::timestamptz, $1::text, $12::text, $3::text, $8::text WHERE $16::boolean`)}
    RETURNING 1
  ), counted AS (
    UPDATE counters SET value = value + 1 WHERE name = 'analyses' AND slot = $13
  )
  UPDATE counters SET value = value + 1 WHERE name = 'leaderboard' AND slot = $13 AND EXISTS (SELECT 1 FROM board)`;

/** The analyses, the leaderboard and their counters in PostgreSQL, in the compact form of the SQLite store. */
export class PgAnalysisStore implements AnalysisStore {
  private readonly heads: PgCheckHeads;

  constructor(private readonly pool: pg.Pool) {
    this.heads = new PgCheckHeads(pool);
  }

  async save(a: NewAnalysis): Promise<void> {
    const { host, name, ranked } = siteOf(a);
    // Packed first: it may commit new check heads of its own.
    const checks = await packTextAsync('checksJson' in a ? a.checksJson : JSON.stringify(a.checks), this.heads);
    const summary = packText(JSON.stringify(a.summary));
    const slot = Math.floor(Math.random() * SLOTS);
    const har = a.har === undefined ? null : packText(a.har);
    const evidence = a.evidenceJson === undefined ? null : packText(a.evidenceJson);
    await this.pool.query(SAVE, [a.summary.id, a.requestedUrl, a.summary.url, host, a.summary.title, a.siteName ?? null, a.summary.score, a.summary.grade, a.createdAt, summary, checks, name, slot, har, a.summary.mode ?? 'static', ranked, evidence, a.screenshot ?? null, a.thumbnails ?? null]);
  }

  async evidence(id: string): Promise<string | null> {
    const { rows } = await this.pool.query<{ evidence: Buffer | null }>(`SELECT evidence FROM analyses WHERE id = $1`, [id]);
    const stored = rows[0]?.evidence;
    return stored ? unpackTextAsync(stored, this.heads) : null;
  }

  async image(id: string, kind: StoredImage): Promise<Buffer | null> {
    const column = IMAGE_COLUMNS[kind];
    const { rows } = await this.pool.query<{ image: Buffer | null }>(`SELECT ${column} AS image FROM analyses WHERE id = $1`, [id]);
    return rows[0]?.image ?? null;
  }

  async har(id: string): Promise<string | null> {
    const { rows } = await this.pool.query<{ har: Buffer | null }>(`SELECT har FROM analyses WHERE id = $1`, [id]);
    const stored = rows[0]?.har;
    return stored ? unpackTextAsync(stored, this.heads) : null;
  }

  async siteHistory(host: string, limit: number): Promise<SiteAnalysis[]> {
    const { rows } = await this.pool.query<HistoryRow>(`SELECT id, url, score, grade, created_at FROM analyses WHERE host = $1 ORDER BY created_at DESC, id DESC LIMIT $2`, [host, limit]);
    return rows.map(toSiteAnalysis);
  }

  async pageHistory(url: string, limit: number): Promise<SiteAnalysis[]> {
    const { rows } = await this.pool.query<HistoryRow>(`SELECT id, url, score, grade, created_at FROM analyses WHERE url = $1 ORDER BY created_at DESC, id DESC LIMIT $2`, [url, limit]);
    return rows.map(toSiteAnalysis);
  }

  async get(id: string): Promise<StoredAnalysis | null> {
    const { rows } = await this.pool.query<{ summary: Buffer; checks: Buffer; created_at: Date; requested_url: string }>(
      `SELECT summary, checks, created_at, requested_url FROM analyses WHERE id = $1`,
      [id],
    );
    const row = rows[0];
    if (!row) return null;
    const [summary, checks] = await Promise.all([unpackTextAsync(row.summary, this.heads), unpackTextAsync(row.checks, this.heads)]);
    return { summary: JSON.parse(summary), checks: JSON.parse(checks), createdAt: row.created_at.toISOString(), requestedUrl: row.requested_url };
  }

  async summary(id: string): Promise<AnalysisSummary | null> {
    const { rows } = await this.pool.query<{ summary: Buffer }>(`SELECT summary FROM analyses WHERE id = $1`, [id]);
    return rows[0] ? (JSON.parse(await unpackTextAsync(rows[0].summary, this.heads)) as AnalysisSummary) : null;
  }

  private async counter(name: string): Promise<number> {
    const { rows } = await this.pool.query<{ value: number }>(`SELECT COALESCE(SUM(value), 0)::bigint AS value FROM counters WHERE name = $1`, [name]);
    return rows[0]!.value;
  }

  count(): Promise<number> {
    return this.counter('analyses');
  }

  /** Changes with every committed change of the leaderboard, whichever process made it. */
  leaderboardRevision(): Promise<number> {
    return this.counter('leaderboard');
  }

  async leaderboard(limit: number, after: LeaderboardPosition | null): Promise<LeaderboardRow[]> {
    const { rows } = after
      ? await this.pool.query<BoardRow>(PG_LEADERBOARD_PAGE.after, [limit, after.score, after.createdAt, after.host])
      : await this.pool.query<BoardRow>(PG_LEADERBOARD_PAGE.top, [limit]);
    return toLeaderboardPage(rows, after);
  }

  async leaderboardSite(hosts: readonly string[]): Promise<Omit<LeaderboardRow, 'rank'> | null> {
    const { rows } = await this.pool.query<BoardRow>(`SELECT ${BOARD_COLUMNS} FROM leaderboard WHERE host = ANY($1::text[]) ${LEADERBOARD_ORDER} LIMIT 1`, [hosts]);
    return rows[0] ? toBoardEntry(rows[0]) : null;
  }

  async latestOfPage(urls: readonly string[]): Promise<PageAnalysis | null> {
    const { rows } = await this.pool.query<PageRow>(
      `SELECT id, url, host, COALESCE(NULLIF(site_name, ''), NULLIF(title, ''), host) AS name, created_at FROM analyses
       WHERE url = ANY($1::text[]) OR requested_url = ANY($1::text[])
       ORDER BY created_at DESC, id DESC LIMIT 1`,
      [urls],
    );
    return rows[0] ? toPageAnalysis(rows[0]) : null;
  }

  async leaderboardRank(key: LeaderboardKey): Promise<number> {
    const { rows } = await this.pool.query<{ rank: number }>(
      `SELECT (SELECT COUNT(*) FROM leaderboard WHERE score > $1)
            + (SELECT COUNT(*) FROM leaderboard WHERE score = $1 AND (created_at, host) <= ($2, $3)) AS rank`,
      [key.score, key.createdAt, key.host],
    );
    return rows[0]!.rank;
  }

  /** Every row of this store was written in the compact form: there is no earlier format to rewrite. */
  async upgrade(): Promise<number> {
    return 0;
  }

  async purge(before: string, limit: number, from: PurgePosition | null): Promise<PurgeBatch> {
    const { rows: candidates } = from
      ? await this.pool.query<PurgeCandidate>(
          `SELECT id, created_at FROM analyses WHERE created_at < $1 AND (created_at, id) > ($3, $4) ORDER BY created_at, id LIMIT $2`,
          [before, limit, from.createdAt, from.id],
        )
      : await this.pool.query<PurgeCandidate>(`SELECT id, created_at FROM analyses WHERE created_at < $1 ORDER BY created_at, id LIMIT $2`, [before, limit]);
    let deleted = 0;
    if (candidates.length) {
      // Never one the leaderboard shows; the count goes down in the same statement.
      const { rows } = await this.pool.query<{ deleted: number }>(
        `WITH gone AS (
           DELETE FROM analyses a WHERE a.id = ANY($1::text[]) AND NOT EXISTS (SELECT 1 FROM leaderboard l WHERE l.analysis_id = a.id) RETURNING 1
         ), counted AS (
           UPDATE counters SET value = value - (SELECT COUNT(*) FROM gone) WHERE name = 'analyses' AND slot = $2
         )
         SELECT COUNT(*)::int AS deleted FROM gone`,
        [candidates.map((c) => c.id), Math.floor(Math.random() * SLOTS)],
      );
      deleted = rows[0]!.deleted;
    }
    return { deleted, next: nextPurgePosition(candidates, limit) };
  }
}
