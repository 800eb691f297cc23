import { BOARD_COLUMNS, LEADERBOARD_ORDER } from '../rows.ts';

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
