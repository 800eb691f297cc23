import { BOARD_COLUMNS, LEADERBOARD_ORDER } from '../rows.ts';

/** The two queries of a leaderboard page; exported for the test that reads their plans. */
export const PG_LEADERBOARD_PAGE = {
  top: `SELECT ${BOARD_COLUMNS} FROM leaderboard ${LEADERBOARD_ORDER} LIMIT $1`,
  // Two seeks on the order's index, each at most a page long: the rest of the cursor's score,
  // then the lower scores (score DESC with the rest ascending rules out one row comparison).
  after: `(SELECT ${BOARD_COLUMNS} FROM leaderboard WHERE score = $2 AND (created_at, host) > ($3, $4) ${LEADERBOARD_ORDER} LIMIT $1)
     UNION ALL
     (SELECT ${BOARD_COLUMNS} FROM leaderboard WHERE score < $2 ${LEADERBOARD_ORDER} LIMIT $1)
     ${LEADERBOARD_ORDER} LIMIT $1`,
};
