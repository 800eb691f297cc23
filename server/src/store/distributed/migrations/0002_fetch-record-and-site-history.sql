-- The fetch record of an analysis (HAR without bodies, packed like the checks) for the report's
-- "how this page was analysed" and its HAR download; and a site's analyses newest first, for the
-- report's history and the site badge.
ALTER TABLE analyses ADD COLUMN har bytea;
CREATE INDEX analyses_host_created ON analyses (host, created_at DESC, id DESC);
