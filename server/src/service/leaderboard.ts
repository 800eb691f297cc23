import { createHmac, timingSafeEqual } from 'node:crypto';
import { PagegradeError } from '@pagegrade/core';
import type { AnalysisStore, LeaderboardKey, LeaderboardRow } from '../store/types.ts';

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

/**
 * The public leaderboard: each site once, with its best analysis, best first. Pages are keyset
 * cursors — the position after the last entry, signed so a client cannot forge or alter one — so
 * paging stays correct while new analyses arrive.
 */
export class Leaderboard {
  constructor(
    private readonly store: AnalysisStore,
    private readonly key: Buffer,
    private readonly publicUrl: string,
  ) {}

  private sign(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url').slice(0, 22);
  }

  encodeCursor(k: LeaderboardKey): string {
    const payload = Buffer.from(JSON.stringify([k.score, k.createdAt, k.host])).toString('base64url');
    return `${payload}.${this.sign(payload)}`;
  }

  decodeCursor(cursor: string): LeaderboardKey {
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
    return { score: parsed[0], createdAt: parsed[1], host: parsed[2] };
  }

  page(limit: number, cursor: string | null): LeaderboardPage {
    const after = cursor ? this.decodeCursor(cursor) : null;
    const rows = this.store.leaderboard(limit + 1, after);
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
