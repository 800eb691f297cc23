-- The durable state of a scaled-out deployment: what the embedded SQLite file holds, in the same
-- shapes (server/src/store/sqlite.ts, sqlite-analyses.ts), for any number of API and worker
-- processes. Rate-limit counters and the job queue live in Redis.

-- An analysis: the columns it is looked up by, and its two texts packed (packed-text.ts): the
-- summary compressed whole, the checks as numbers of shared heads plus compressed rests.
CREATE TABLE analyses (
  id text PRIMARY KEY,
  requested_url text NOT NULL,
  url text NOT NULL,
  host text NOT NULL,
  title text,
  site_name text,
  score smallint NOT NULL,
  grade text NOT NULL,
  created_at timestamptz NOT NULL,
  summary bytea NOT NULL,
  checks bytea NOT NULL
);
-- The retention purge walks analyses oldest first.
CREATE INDEX analyses_created ON analyses (created_at, id);
-- /ask finds the analyses of a page by the address it was asked for or ended at.
CREATE INDEX analyses_url ON analyses (url, created_at);
CREATE INDEX analyses_requested_url ON analyses (requested_url, created_at);

-- Each check's fixed part (id, dimension, outcome, impact, tags, title), once for all analyses.
-- Unique by digest: a btree entry has a size limit that a long head could pass.
CREATE TABLE check_heads (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  text text NOT NULL
);
CREATE UNIQUE INDEX check_heads_text ON check_heads (md5(text));

-- One row per site: its best analysis (score desc, then the first to reach it, then the smaller id).
CREATE TABLE leaderboard (
  host text PRIMARY KEY,
  score smallint NOT NULL,
  created_at timestamptz NOT NULL,
  analysis_id text NOT NULL,
  name text NOT NULL,
  url text NOT NULL,
  grade text NOT NULL
);
-- A page is one or two seeks on this index, at any depth and any number of analyses.
CREATE INDEX leaderboard_order ON leaderboard (score DESC, created_at, host);
-- The purge keeps every analysis the leaderboard shows.
CREATE INDEX leaderboard_analysis ON leaderboard (analysis_id);

-- Counters kept in the transactions that change what they count, spread over slots so that
-- concurrent saves do not queue on one row: a counter's value is the sum of its slots.
-- `analyses` counts stored analyses (/api/v1/health); `leaderboard` counts changes to the
-- leaderboard, so that every API process can keep pages in memory until it changes.
CREATE TABLE counters (
  name text NOT NULL,
  slot smallint NOT NULL,
  value bigint NOT NULL,
  PRIMARY KEY (name, slot)
);
INSERT INTO counters (name, slot, value)
  SELECT name, slot, 0 FROM (VALUES ('analyses'), ('leaderboard')) AS n(name), generate_series(0, 15) AS slot;

-- Idempotency-Key answers per client; times in milliseconds since the epoch, as the service counts.
CREATE TABLE idempotency (
  scope text NOT NULL,
  key text NOT NULL,
  fingerprint text NOT NULL,
  status smallint NOT NULL,
  -- JSON text, replayed as it was written (jsonb would reorder its keys).
  body text NOT NULL,
  created_at bigint NOT NULL,
  PRIMARY KEY (scope, key)
);
CREATE INDEX idempotency_created ON idempotency (created_at);

-- Async jobs; the queue in Redis only carries them to a worker.
CREATE TABLE jobs (
  id text PRIMARY KEY,
  url text NOT NULL,
  status text NOT NULL CHECK (status IN ('running', 'complete', 'failed')),
  created_at bigint NOT NULL,
  started_at bigint NOT NULL,
  finished_at bigint,
  analysis_id text,
  error_code text,
  error_message text
);
CREATE INDEX jobs_running ON jobs (created_at) WHERE status = 'running';
CREATE INDEX jobs_finished ON jobs (finished_at) WHERE status <> 'running';
-- Recent durations, for estimatedSeconds.
CREATE INDEX jobs_completed ON jobs (finished_at DESC) WHERE status = 'complete';

-- Generated secrets and keys (the leaderboard cursor key, the OAuth and Web Bot Auth keys), made
-- by the first process that needs one and read by every other.
CREATE TABLE secrets (
  name text PRIMARY KEY,
  value text NOT NULL
);

-- Revoked access tokens until they would have expired anyway (seconds since the epoch).
CREATE TABLE oauth_revoked_tokens (
  jti text PRIMARY KEY,
  expires_at bigint NOT NULL
);
CREATE INDEX oauth_revoked_tokens_expires ON oauth_revoked_tokens (expires_at);
