import { BOARD_COLUMNS } from './rows.ts';

/**
 * The end of the statement that offers an analysis to the leaderboard, after its `INSERT INTO
 * leaderboard (BOARD_COLUMNS) VALUES …` or `SELECT …`: the same SQL in SQLite and PostgreSQL. The
 * site's row changes only for a better analysis: a higher score, or the same score reached earlier
 * (then the smaller id), as the leaderboard orders them.
 */
export const BETTER_ANALYSIS_WINS = `ON CONFLICT (host) DO UPDATE SET score = excluded.score, created_at = excluded.created_at, analysis_id = excluded.analysis_id,
      name = excluded.name, url = excluded.url, grade = excluded.grade
    WHERE excluded.score > leaderboard.score
       OR (excluded.score = leaderboard.score AND (excluded.created_at < leaderboard.created_at
           OR (excluded.created_at = leaderboard.created_at AND excluded.analysis_id < leaderboard.analysis_id)))`;

/** `INSERT INTO leaderboard (…) <values>`, then the better-analysis rule; `values` is a VALUES list or a SELECT. */
export function offerToLeaderboard(values: string): string {
  return `INSERT INTO leaderboard (${BOARD_COLUMNS}) ${values}
    ${BETTER_ANALYSIS_WINS}`;
}
