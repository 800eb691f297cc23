-- How an analysis's page was taken: 'static' (the HTML as served) or 'rendered' (as Chromium drew
-- it). Everything stored before is static. A job carries the mode it runs with, so a job run
-- again after its worker died is taken the same way. The leaderboard ranks static analyses only
-- (store/rows.ts RANKED_MODE); its rows need no column.
ALTER TABLE analyses ADD COLUMN mode text NOT NULL DEFAULT 'static' CHECK (mode IN ('static', 'rendered'));
ALTER TABLE jobs ADD COLUMN mode text NOT NULL DEFAULT 'static' CHECK (mode IN ('static', 'rendered'));
