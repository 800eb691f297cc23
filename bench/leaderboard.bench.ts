// npm run bench:leaderboard [-- --analyses 100000] [-- --in-process] [-- --write] — the leaderboard with many stored
// analyses: a page read in process at 1,000 and at --analyses stored analyses (first, middle and
// last pages), then over HTTP from the real server (bench/serve.ts, its own process, on 127.0.0.1):
// the leaderboard at concurrency 50, and GET /api/v1/health alone and while that load runs.
// `--write` records the figures in docs/benchmarks.md and README.md.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { analyze, loadRules, type AnalysisSummary } from '@pagegrade/core';
import { openSqlite } from '@pagegrade/server';
import { Leaderboard } from '../server/src/service/leaderboard.ts';
import { loadCorpus } from './corpus.ts';
import { writeSection } from './doc-sections.ts';

const args = process.argv.slice(2).filter((a) => a !== '--');
const at = args.indexOf('--analyses');
const N = at >= 0 ? Number(args[at + 1]) : 100_000;
if (!Number.isInteger(N) || N < 1000) throw new Error('--analyses takes a whole number ≥ 1000.');
/** `--in-process`: only the in-process reads (for a quick look at a large --analyses). */
const inProcessOnly = args.includes('--in-process');
if (inProcessOnly && args.includes('--write')) throw new Error('--write records the HTTP figures too: run without --in-process.');
/** Analyses per site on average: sites come back to be graded again. */
const PER_SITE = 4;
const SECONDS = 10;

const rules = await loadRules();
// Real summaries (their size is what a row holds besides the checks), from a slice of the corpus.
const summaries: AnalysisSummary[] = loadCorpus()
  .filter((_, i) => i % 20 === 0)
  .map((p) => analyze(p.snapshot, rules, { id: 'seed' }).summary);

/** A store of `n` analyses over n / PER_SITE sites, saved through the store as the service saves them. */
async function seed(n: number): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'pagegrade-bench-board-'));
  const stores = openSqlite(dir);
  // Seeding only: the server under measurement opens the file again with synchronous = FULL.
  stores.db.pragma('synchronous = OFF');
  let x = 42;
  const random = () => {
    x = (x + 0x6d2b79f5) | 0;
    let t = Math.imul(x ^ (x >>> 15), 1 | x);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const sites = Math.max(1, Math.round(n / PER_SITE));
  const start = Date.UTC(2026, 0, 1);
  // The checks are left empty: neither the leaderboard nor the health check reads them, and
  // packing 100,000 real ones would make seeding take minutes (bench:store measures them).
  // One transaction a batch: the SQLite store's save does all its work before it returns its promise.
  const pending: Array<Promise<void>> = [];
  const batch = stores.db.transaction((from: number, to: number) => {
    for (let i = from; i < to; i++) {
      const host = `site${Math.floor(random() * sites)}.example`;
      const url = `https://${host}/page${i % 7}`;
      // Scores bunch around 60 as real ones do, so ties are many.
      const score = Math.max(0, Math.min(100, Math.round(60 + 15 * (random() + random() + random() - 1.5) * 1.4)));
      const id = `b${String(i).padStart(21, '0')}`;
      const summary = { ...summaries[i % summaries.length]!, id, url, score };
      pending.push(stores.analyses.save({ summary, checks: [], siteName: null, createdAt: new Date(start + i * 30_000).toISOString(), requestedUrl: url }));
    }
  });
  for (let i = 0; i < n; i += 5000) batch(i, Math.min(n, i + 5000));
  await Promise.all(pending);
  stores.db.pragma('wal_checkpoint(TRUNCATE)');
  stores.close();
  return dir;
}

const pct = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;
const f = (x: number, d = 2) => x.toFixed(d);

/** p50 and p99 (ms) of reading one page of 20 in process: the first, one in the middle, the last. */
async function inProcess(dir: string): Promise<{ sites: number; first: number[]; middle: number[]; last: number[]; windowMs: number }> {
  const stores = openSqlite(dir);
  const key = await stores.secret('leaderboard-cursor');
  const board = new Leaderboard(stores.analyses, key, 'http://127.0.0.1');
  const cursors: string[] = [];
  let sites = 0;
  for (let c: string | null = null; ; ) {
    const page = await board.page(100, c);
    sites += page.entries.length;
    if (!page.nextCursor) break;
    cursors.push((c = page.nextCursor));
  }
  // Wall time per read (p50, p99: on a busy machine the p99 is mostly the scheduler's), and the
  // mean CPU time of one, which other work on the machine does not change. The service keeps pages
  // in memory between saves; a fresh one each time measures what reading a page from the store costs.
  const time = async (cursor: string | null) => {
    const xs: number[] = [];
    const cpu = process.cpuUsage();
    for (let i = 0; i < 3000; i++) {
      const t = performance.now();
      await new Leaderboard(stores.analyses, key, 'http://127.0.0.1').page(20, cursor);
      xs.push(performance.now() - t);
    }
    const used = process.cpuUsage(cpu);
    return [pct(xs, 0.5), pct(xs, 0.99), (used.user + used.system) / 1000 / 3000];
  };
  const first = await time(null);
  const middle = await time(cursors[Math.floor(cursors.length / 2)] ?? null);
  const last = await time(cursors.at(-1) ?? null);
  // The window query of the earlier release, over the same analyses, once.
  const t = performance.now();
  stores.db
    .prepare(
      `WITH best AS (
         SELECT id, host, url, score, grade, created_at, COALESCE(NULLIF(site_name, ''), NULLIF(title, ''), host) AS name,
                ROW_NUMBER() OVER (PARTITION BY host ORDER BY score DESC, created_at ASC, id ASC) AS rn
         FROM analyses WHERE host != ''
       ), ranked AS (SELECT *, ROW_NUMBER() OVER (ORDER BY score DESC, created_at ASC, host ASC) AS rank FROM best WHERE rn = 1)
       SELECT * FROM ranked ORDER BY rank LIMIT 21`,
    )
    .all();
  const windowMs = performance.now() - t;
  stores.close();
  return { sites, first, middle, last, windowMs };
}

interface Served {
  url: string;
  stop(): Promise<void>;
}

function serve(dir: string): Promise<Served> {
  const child = spawn(process.execPath, ['--conditions=@pagegrade/source', '--import', 'tsx', new URL('./serve.ts', import.meta.url).pathname, dir], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before it listened`)));
    createInterface({ input: child.stdout! }).once('line', (url) => {
      child.removeAllListeners('exit');
      resolve({ url, stop: () => new Promise<void>((r) => (child.once('exit', () => r()), child.kill('SIGTERM'))) });
    });
  });
}

function load(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

/** The leaderboard's paths: the first page and every later one, by their real cursors. */
async function boardPaths(url: string): Promise<string[]> {
  const paths = ['/api/v1/leaderboard?limit=20'];
  for (let cursor: string | null = null; ; ) {
    const res = await fetch(`${url}/api/v1/leaderboard?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    const page = (await res.json()) as { nextCursor: string | null };
    if (!page.nextCursor) break;
    cursor = page.nextCursor;
    paths.push(`/api/v1/leaderboard?limit=20&cursor=${encodeURIComponent(cursor)}`);
  }
  return paths;
}

function rotating(paths: string[]): autocannon.Request[] {
  let i = 0;
  return [{ method: 'GET', setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length]! }) }];
}

console.log(`Seeding 1,000 and ${N.toLocaleString('en')} analyses (${PER_SITE} a site on average)…`);
const small = await seed(1000);
let t = performance.now();
const big = await seed(N);
console.log(`seeded in ${f((performance.now() - t) / 1000, 1)} s`);
const smallRead = await inProcess(small);
const bigRead = await inProcess(big);

interface HttpFigures {
  alone: autocannon.Result;
  board1: autocannon.Result;
  board50: autocannon.Result;
  health: autocannon.Result;
  errors: number;
}

async function overHttp(dir: string): Promise<HttpFigures> {
  const server = await serve(dir);
  try {
    const paths = await boardPaths(server.url);
    const health = { url: server.url, requests: [{ method: 'GET' as const, path: '/api/v1/health' }] };
    // Warm up the server's code and caches first.
    await load({ url: server.url, connections: 10, duration: 3, requests: rotating(paths) });
    const alone = await load({ ...health, connections: 1, duration: SECONDS });
    const board1 = await load({ url: server.url, connections: 1, duration: SECONDS, requests: rotating(paths) });
    // One health checker, a request at a time, while 50 clients read the leaderboard.
    const [board50, healthUnderLoad] = await Promise.all([
      load({ url: server.url, connections: 50, duration: SECONDS, requests: rotating(paths) }),
      load({ ...health, connections: 1, duration: SECONDS }),
    ]);
    const errors = [board1, board50, healthUnderLoad, alone].reduce((a, r) => a + r.errors + r.non2xx, 0);
    return { alone, board1, board50, health: healthUnderLoad, errors };
  } finally {
    await server.stop();
  }
}

let http: HttpFigures | null = null;
try {
  if (!inProcessOnly) http = await overHttp(big);
} finally {
  rmSync(small, { recursive: true, force: true });
  rmSync(big, { recursive: true, force: true });
}

const n = N.toLocaleString('en');
const rows: Array<[string, string]> = [
  ['Stored analyses / sites on the leaderboard', `1,000 / ${smallRead.sites.toLocaleString('en')} and ${n} / ${bigRead.sites.toLocaleString('en')}`],
  ...(['first', 'middle', 'last'] as const).map((which): [string, string] => {
    const [a, b] = [smallRead[which], bigRead[which]];
    return [`Page of 20 in process, ${which} page: p50 / p99 / CPU mean (ms), 1,000 → ${n}`, `${f(a[0]!, 3)} / ${f(a[1]!, 3)} / ${f(a[2]!, 3)} → ${f(b[0]!, 3)} / ${f(b[1]!, 3)} / ${f(b[2]!, 3)}`];
  }),
  [`The earlier release's window query over the same ${n} analyses, once (ms)`, f(bigRead.windowMs, 0)],
];
if (http) rows.push(
  ['HTTP leaderboard, 1 client: p50 / p99 (ms), requests/s (target p99 ≤ 20 ms)', `${http.board1.latency.p50} / **${http.board1.latency.p99}**, ${f(http.board1.requests.average, 0)}`],
  ['HTTP leaderboard, 50 clients: p50 / p99 (ms), requests/s', `${http.board50.latency.p50} / ${http.board50.latency.p99}, ${f(http.board50.requests.average, 0)}`],
  ['HTTP health alone: p50 / p99 (ms)', `${http.alone.latency.p50} / ${http.alone.latency.p99}`],
  ['HTTP health, one checker while 50 clients read the leaderboard: p50 / p99 (ms) (target p99 ≤ 10 ms)', `${http.health.latency.p50} / **${http.health.latency.p99}**`],
  ['Errors and non-2xx answers', String(http.errors)],
);
const width = Math.max(...rows.map((r) => r[0].length));
console.log('');
for (const [k, v] of rows) console.log(`${k.padEnd(width)}  ${v.replace(/\*\*/g, '')}`);

if (http && args.includes('--write')) {
  writeSection(
    'docs/benchmarks.md',
    'leaderboard',
    [
      `Measured by \`npm run bench:leaderboard -- --write\` on ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}: databases of 1,000 and ${n} analyses of ${PER_SITE} a site on average, saved through the store (real summaries, empty checks: neither measure reads them). In process, each page is read 3,000 times; over HTTP, the real server runs in its own process on 127.0.0.1 with the production settings (WAL, synchronous = FULL, the read quota raised so no request is refused), and autocannon reads every page of the leaderboard in turn for ${SECONDS} s per measure (each request also spends the read quota, counted in memory, as in production; pages come from the service's memory between saves, as they do in production, where saves are rare next to reads).`,
      '',
      '| Measure | Value |',
      '|---|---|',
      ...rows.map(([k, v]) => `| ${k} | ${v} |`),
    ].join('\n'),
  );
  writeSection(
    'README.md',
    'leaderboard',
    `Leaderboard (\`npm run bench:leaderboard\`): a page costs ${f(smallRead.middle[2]! * 1000, 0)} µs of CPU at 1,000 stored analyses and ${f(bigRead.middle[2]! * 1000, 0)} µs at ${n}; over HTTP at ${n}, p99 **${http.board1.latency.p99} ms** (target ≤ 20 ms), and \`GET /api/v1/health\` p99 **${http.health.latency.p99} ms** while 50 clients read the leaderboard (target ≤ 10 ms; see docs/benchmarks.md for what holds it up).`,
  );
  console.log('\nwritten to docs/benchmarks.md and README.md');
}
