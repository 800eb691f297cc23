import type Database from 'better-sqlite3';

/**
 * The embedded schema, brought up to date at every start: tables made if missing, columns and
 * indexes added to a database made by any earlier release (SQLite's counterpart of the versioned
 * files in distributed/migrations/).
 */
export function migrate(db: Database.Database): void {
  for (const m of MIGRATIONS) db.exec(m);
  // How the page is taken (static or rendered); jobs of earlier releases are static.
  if (!(db.prepare(`PRAGMA table_info(jobs)`).all() as Array<{ name: string }>).some((c) => c.name === 'mode')) db.exec(`ALTER TABLE jobs ADD COLUMN mode TEXT NOT NULL DEFAULT 'static'`);
  // How far a running job has got (store/types.ts JobStage); NULL is queued.
  if (!(db.prepare(`PRAGMA table_info(jobs)`).all() as Array<{ name: string }>).some((c) => c.name === 'stage')) db.exec(`ALTER TABLE jobs ADD COLUMN stage TEXT`);
  migrateAnalysisTables(db);
}

const MIGRATIONS = [
  // `summary` and `checks` were JSON text; they are now packed (packed-text.ts), BLOBs, which
  // SQLite keeps as they are in TEXT columns. Rows of either kind read (analyses.ts).
  `CREATE TABLE IF NOT EXISTS analyses (
     id TEXT PRIMARY KEY,
     requested_url TEXT NOT NULL,
     url TEXT NOT NULL,
     host TEXT NOT NULL,
     title TEXT,
     score INTEGER NOT NULL,
     grade TEXT NOT NULL,
     created_at TEXT NOT NULL,
     summary TEXT NOT NULL,
     checks TEXT NOT NULL
   )`,
  `CREATE TABLE IF NOT EXISTS secrets (name TEXT PRIMARY KEY, value TEXT NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS idempotency (
     scope TEXT NOT NULL,
     key TEXT NOT NULL,
     fingerprint TEXT NOT NULL,
     status INTEGER NOT NULL,
     body TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     PRIMARY KEY (scope, key)
   )`,
  `CREATE INDEX IF NOT EXISTS idempotency_created ON idempotency(created_at)`,
  `CREATE TABLE IF NOT EXISTS jobs (
     id TEXT PRIMARY KEY,
     url TEXT NOT NULL,
     status TEXT NOT NULL CHECK (status IN ('running', 'complete', 'failed')),
     created_at INTEGER NOT NULL,
     started_at INTEGER NOT NULL,
     finished_at INTEGER,
     analysis_id TEXT,
     error_code TEXT,
     error_message TEXT
   )`,
  `CREATE INDEX IF NOT EXISTS jobs_status ON jobs(status)`,
  `CREATE INDEX IF NOT EXISTS jobs_finished ON jobs(finished_at)`,
  `CREATE TABLE IF NOT EXISTS oauth_revoked_tokens (jti TEXT PRIMARY KEY, expires_at INTEGER NOT NULL)`,
  `CREATE INDEX IF NOT EXISTS oauth_revoked_tokens_expires ON oauth_revoked_tokens(expires_at)`,
];

/**
 * Brings the analysis tables of a database made by any earlier release to the current schema.
 * Quick on any size of database except once: the first start with the leaderboard table reads
 * every analysis to fill it (one statement, in the transaction that creates the table).
 */
function migrateAnalysisTables(db: Database.Database): void {
  const columns = new Set((db.prepare(`PRAGMA table_info(analyses)`).all() as Array<{ name: string }>).map((c) => c.name));
  if (!columns.has('site_name')) db.exec(`ALTER TABLE analyses ADD COLUMN site_name TEXT`);
  // The fetch record (a HAR without bodies, packed); rows of earlier releases have none.
  if (!columns.has('har')) db.exec(`ALTER TABLE analyses ADD COLUMN har BLOB`);
  // How the page was taken; every analysis of earlier releases is static.
  if (!columns.has('mode')) db.exec(`ALTER TABLE analyses ADD COLUMN mode TEXT NOT NULL DEFAULT 'static'`);
  // A rendered analysis's evidence (packed JSON) and first-screen screenshot (JPEG as it is:
  // compressing it again gains nothing); static analyses and earlier rows have neither.
  if (!columns.has('evidence')) db.exec(`ALTER TABLE analyses ADD COLUMN evidence BLOB`);
  if (!columns.has('screenshot')) db.exec(`ALTER TABLE analyses ADD COLUMN screenshot BLOB`);
  // Its sheet of thumbnails below the first screen (JPEG); earlier rows have none, and their
  // reports show thumbnails for the first screen only.
  if (!columns.has('thumbnails')) db.exec(`ALTER TABLE analyses ADD COLUMN thumbnails BLOB`);
  db.exec(`CREATE TABLE IF NOT EXISTS check_heads (id INTEGER PRIMARY KEY, text TEXT NOT NULL UNIQUE)`);
  // `summary` and `checks` hold JSON text in rows written before the compact form, packed BLOBs
  // since: this index lists what upgrade() has left to rewrite, and is empty once it is done.
  db.exec(`CREATE INDEX IF NOT EXISTS analyses_unpacked ON analyses(id) WHERE typeof(checks) = 'text'`);
  db.exec(`CREATE INDEX IF NOT EXISTS analyses_created ON analyses(created_at, id)`);
  // /ask finds the analyses of a page by the address it was asked for or ended at.
  db.exec(`CREATE INDEX IF NOT EXISTS analyses_url ON analyses(url, created_at)`);
  db.exec(`CREATE INDEX IF NOT EXISTS analyses_requested_url ON analyses(requested_url, created_at)`);
  // It served the window query over all analyses that the leaderboard table replaces.
  db.exec(`DROP INDEX IF EXISTS analyses_host`);
  // A site's history (its report and its badge): one range of this index, newest first.
  db.exec(`CREATE INDEX IF NOT EXISTS analyses_host_created ON analyses(host, created_at)`);
  db.transaction(() => {
    if (tableExists(db, 'leaderboard')) return;
    // One row per site: its best analysis, the first to reach the best score (ties broken by id).
    db.exec(`CREATE TABLE leaderboard (
       host TEXT PRIMARY KEY,
       score INTEGER NOT NULL,
       created_at TEXT NOT NULL,
       analysis_id TEXT NOT NULL,
       name TEXT NOT NULL,
       url TEXT NOT NULL,
       grade TEXT NOT NULL
     ) WITHOUT ROWID`);
    db.exec(`CREATE INDEX leaderboard_order ON leaderboard(score DESC, created_at, host)`);
    db.exec(`CREATE INDEX leaderboard_analysis ON leaderboard(analysis_id)`);
    db.exec(`INSERT INTO leaderboard (host, score, created_at, analysis_id, name, url, grade)
       SELECT host, score, created_at, id, name, url, grade FROM (
         SELECT host, score, created_at, id, url, grade, COALESCE(NULLIF(site_name, ''), NULLIF(title, ''), host) AS name,
                ROW_NUMBER() OVER (PARTITION BY host ORDER BY score DESC, created_at ASC, id ASC) AS rn
         FROM analyses WHERE host != '' AND mode = 'static')
       WHERE rn = 1`);
  })();
  db.transaction(() => {
    if (tableExists(db, 'counters')) return;
    db.exec(`CREATE TABLE counters (name TEXT PRIMARY KEY, value INTEGER NOT NULL)`);
    db.exec(`INSERT INTO counters (name, value) SELECT 'analyses', COUNT(*) FROM analyses`);
  })();
}

function tableExists(db: Database.Database, name: string): boolean {
  return db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?`).get(name) !== undefined;
}
