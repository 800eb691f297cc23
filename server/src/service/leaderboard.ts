import { createHmac, timingSafeEqual } from 'node:crypto';
import { PagegradeError } from '@pagegrade/core';
import type { AnalysisStore, LeaderboardPosition, LeaderboardRow } from '../store/types.ts';

export interface LeaderboardEntry {
  rank: number;
  name: string;
  url: string;
  score: number;
  grade: string;
  reportUrl: string;
}

export interface LeaderboardPage {
  entries: LeaderboardEntry[];
  nextCursor: string | null;
  viewUrl: string;
}

/** Pages kept in memory between saves (the oldest goes first). */
const PAGES_KEPT = 256;

/**
 * The public leaderboard: each site once, with its best analysis, best first. Pages are keyset
 * cursors — the position after the last entry, signed so a client cannot forge or alter one — so
 * paging stays correct while new analyses arrive. A cursor also carries the rank of its entry, so
 * a page counts on from the page before it instead of counting every site ahead of it; a site
 * that enters above the cursor meanwhile shows on the next first page, not in the numbering.
 */
export class Leaderboard {
  private readonly cache = new Map<string, LeaderboardPage>();
  private cachedRevision = -1;

  constructor(
    private readonly store: AnalysisStore,
    private readonly key: Buffer,
    private readonly publicUrl: string,
  ) {}

  private sign(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url').slice(0, 22);
  }

  encodeCursor(p: LeaderboardPosition): string {
    const payload = Buffer.from(JSON.stringify([p.score, p.createdAt, p.host, p.rank])).toString('base64url');
    return `${payload}.${this.sign(payload)}`;
  }

  async decodeCursor(cursor: string): Promise<LeaderboardPosition> {
    const bad = () => new PagegradeError('invalid_request', 'The cursor is malformed or was altered; request the first page without a cursor.');
    const [payload, sig, extra] = cursor.split('.');
    if (!payload || !sig || extra !== undefined) throw bad();
    const expected = Buffer.from(this.sign(payload));
    const given = Buffer.from(sig);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw bad();
    let parsed: unknown;
    try {
      parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    } catch {
      throw bad();
    }
    if (!Array.isArray(parsed) || typeof parsed[0] !== 'number' || typeof parsed[1] !== 'string' || typeof parsed[2] !== 'string') throw bad();
    const key = { score: parsed[0], createdAt: parsed[1], host: parsed[2] };
    // Cursors signed before ranks were carried have three parts: their rank is counted once.
    if (parsed.length === 3) return { ...key, rank: await this.store.leaderboardRank(key) };
    if (parsed.length !== 4 || !Number.isSafeInteger(parsed[3]) || parsed[3] < 1) throw bad();
    return { ...key, rank: parsed[3] as number };
  }

  /**
   * A page, from memory while nothing has been saved since it was read: readers ask for the same
   * first pages far more often than analyses arrive, and a page from memory costs the event loop
   * neither the query nor the cursor's signature. A cursor that fails verification is never kept.
   */
  async page(limit: number, cursor: string | null): Promise<LeaderboardPage> {
    const revision = await this.store.leaderboardRevision();
    if (revision !== this.cachedRevision) {
      this.cache.clear();
      this.cachedRevision = revision;
    }
    const key = `${limit}:${cursor ?? ''}`;
    let page = this.cache.get(key);
    if (!page) {
      page = await this.read(limit, cursor);
      // Shared by every reader until the next save: frozen, so no caller can change another's.
      for (const e of page.entries) Object.freeze(e);
      Object.freeze(page.entries);
      Object.freeze(page);
      // Kept unless another reader saw a newer revision while this page was read: it may predate it.
      if (revision === this.cachedRevision) {
        // Bounded: a crawler walking every page must not grow it without end.
        if (this.cache.size >= PAGES_KEPT) this.cache.delete(this.cache.keys().next().value!);
        this.cache.set(key, page);
      }
    }
    return page;
  }

  private async read(limit: number, cursor: string | null): Promise<LeaderboardPage> {
    const after = cursor ? await this.decodeCursor(cursor) : null;
    const rows = await this.store.leaderboard(limit + 1, after);
    const shown = rows.slice(0, limit);
    const last = shown.at(-1);
    return {
      entries: shown.map((r) => this.entry(r)),
      nextCursor: rows.length > limit && last ? this.encodeCursor(last) : null,
      viewUrl: `${this.publicUrl}/leaderboard`,
    };
  }

  private entry(r: LeaderboardRow): LeaderboardEntry {
    return { rank: r.rank, name: r.name, url: r.url, score: r.score, grade: r.grade, reportUrl: `${this.publicUrl}/report/${r.analysisId}` };
  }
}
