// The scaled-out service on one machine: an API process (`npm start` with PostgreSQL and Redis)
// and one, then two, worker processes (`npm run worker`) analysing the load benchmark's fixture
// page on loopback; then the API process under read load alone, on a PostgreSQL store seeded
// with analyses. What each costs per analysis or request — CPU of each process kind, Redis
// commands, PostgreSQL transactions, bytes stored — is what docs/scaling.md builds on.
//
//   npm run bench:scale                 per stage: warm-up 10 s, then 60 s
//   npm run bench:scale -- --short      warm-up 5 s, then 15 s (a smoke run; figures are rough)
//   npm run bench:scale -- --write      also records the figures in docs/benchmarks.md
//
// It needs a PostgreSQL database it may create a schema in and a Redis it may write keys in:
// PAGEGRADE_TEST_DATABASE_URL and PAGEGRADE_TEST_REDIS_URL, as the tests use them
// (`source .ci/services.sh && start_services` starts both on loopback). It leaves nothing in either.
import autocannon, { type Result } from 'autocannon';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPostgres } from '@pagegrade/server';
import type { RedisClients } from '../server/src/redis/connection.ts';
import type { AnalysisSummary } from '@pagegrade/core';
import { writeSection } from './doc-sections.ts';
import { startCorpusFixture } from './fixture-page.ts';
import { cpuSeconds, failures, gitRevision, machineCpuSeconds } from './proc-stats.ts';
import { exitOf, kill, startServerProcess, startWorkerProcess, type ServerProcess } from '../test/helpers/server-process.ts';
import { distributedPlace } from '../test/helpers/server.ts';
import { openRedis } from '../server/src/redis/connection.ts';

const args = process.argv.slice(2);
const short = args.includes('--short');
const write = args.includes('--write');
const WARMUP_S = short ? 5 : 10;
const LOAD_S = short ? 15 : 60;
/** Analyses in flight: more than the workers run at once (2 each), so they never wait for work. */
const ANALYSIS_CONNECTIONS = 8;
const READ_CONNECTIONS = 32;
/** The seeded store of the read stage: analyses, and the sites they are of. */
const SEED_ANALYSES = short ? 5_000 : 20_000;
const SEED_SITES = short ? 1_000 : 5_000;
const TIMEOUT_S = 60;

const DATABASE_URL = process.env['PAGEGRADE_TEST_DATABASE_URL'];
const REDIS_URL = process.env['PAGEGRADE_TEST_REDIS_URL'];
if (!DATABASE_URL || !REDIS_URL) {
  process.stderr.write('bench:scale needs PAGEGRADE_TEST_DATABASE_URL and PAGEGRADE_TEST_REDIS_URL (source .ci/services.sh && start_services starts both on loopback).\n');
  process.exit(2);
}

const log = (line: string) => process.stdout.write(`${line}\n`);

/** The pids of every process of a program on the machine (the servers .ci/services.sh starts are the only ones here). */
function pidsOf(comm: string): number[] {
  return readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .map(Number)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === comm;
      } catch {
        return false;
      }
    });
}

function cpuOf(pids: number[]): number {
  return pids.reduce((sum, pid) => {
    try {
      return sum + cpuSeconds(pid);
    } catch {
      return sum; // Ended meanwhile (a postgres backend whose connection closed).
    }
  }, 0);
}

/** What a stage costs, counted from `start()` to `stop()`: CPU by process kind, Redis commands, PostgreSQL transactions. */
async function meter(redis: RedisClients['commands'], pg: (sql: string) => Promise<number>, groups: Record<string, () => number[]>) {
  const redisCommands = async () => Number(/total_commands_processed:(\d+)/.exec(await redis.info('stats'))![1]);
  const transactions = () => pg(`SELECT (xact_commit + xact_rollback)::bigint AS n FROM pg_stat_database WHERE datname = current_database()`);
  const cpu = () => Object.fromEntries(Object.entries(groups).map(([name, pids]) => [name, cpuOf(pids())]));
  const startedAt = Date.now();
  const before = { cpu: cpu(), machine: machineCpuSeconds(), redis: await redisCommands(), pg: await transactions(), own: process.cpuUsage() };
  return async () => {
    const seconds = (Date.now() - startedAt) / 1000;
    const after = cpu();
    const own = process.cpuUsage(before.own);
    const cores = Object.fromEntries(Object.entries(after).map(([name, s]) => [name, (s - before.cpu[name]!) / seconds]));
    const ownCores = (own.user + own.system) / 1e6 / seconds;
    const counted = Object.values(cores).reduce((a, b) => a + b, 0) + ownCores;
    return {
      seconds,
      cores,
      ownCores,
      otherCores: Math.max(0, (machineCpuSeconds() - before.machine) / seconds - counted),
      redisCommands: (await redisCommands()) - before.redis,
      pgTransactions: (await transactions()) - before.pg,
    };
  };
}

function analyses(api: string, page: string, connections: number, duration: number): Promise<Result> {
  return autocannon({ url: `${api}/api/v1/analyze`, method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ url: page }), connections, duration, timeout: TIMEOUT_S });
}

const f1 = (n: number) => n.toFixed(1);
const f2 = (n: number) => n.toFixed(2);
const ms = (n: number) => n.toFixed(0);

const place = await distributedPlace();
const fixture = await startCorpusFixture();
const redisClients = await openRedis(REDIS_URL);
const redis = redisClients.commands;
const dirs: string[] = [];
const processes: ServerProcess[] = [];
const loadBefore = loadavg()[0]!;
const unlimited = '1000000000';
const env = {
  PAGEGRADE_DATABASE_URL: place.databaseUrl,
  PAGEGRADE_REDIS_URL: REDIS_URL,
  PAGEGRADE_REDIS_PREFIX: place.redisPrefix,
  PAGEGRADE_THREADS: '1',
  // On loopback a fetch takes milliseconds: two analyses at once keep a thread busy.
  PAGEGRADE_WORKER_CONCURRENCY: '2',
  PAGEGRADE_RATE_ANALYSES_PER_DAY: unlimited,
  PAGEGRADE_RATE_BURST_PER_MINUTE: unlimited,
  PAGEGRADE_RATE_READS_PER_MINUTE: unlimited,
};
const dataDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'pagegrade-scale-'));
  dirs.push(d);
  return d;
};
const stores = await openPostgres(place.databaseUrl, { maxConnections: 16 });
const pgNumber = async (sql: string) => Number((await stores.pool.query(sql)).rows[0].n);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    for (const p of processes) kill(p);
    process.exit(130);
  });
}

interface AnalysisStage {
  workers: number;
  result: Result;
  cost: Awaited<ReturnType<Awaited<ReturnType<typeof meter>>>>;
  perAnalysis: { workerCpuMs: number; apiCpuMs: number; postgresCpuMs: number; redisCpuMs: number; redisCommands: number; pgTransactions: number };
}

const stages: AnalysisStage[] = [];
let single: Result | null = null;
let bytesPerAnalysis = 0;
let tableBytesPerAnalysis = 0;
let read: { result: Result; cost: Awaited<ReturnType<Awaited<ReturnType<typeof meter>>>>; paths: number } | null = null;

try {
  const api = await startServerProcess({ dataDir: dataDir(), env });
  processes.push(api);
  log(`API process ${api.pid} on ${api.url}; fixture ${fixture.site.url} (${fixture.chosen.name}, ${(Buffer.byteLength(fixture.pageHtml) / 1024).toFixed(0)} KiB as served)`);
  const workers: ServerProcess[] = [];
  const groups = {
    workers: () => workers.flatMap((w) => [w.pid]),
    api: () => [api.pid],
    postgres: () => pidsOf('postgres'),
    redis: () => pidsOf('redis-server'),
  };

  for (const count of [1, 2]) {
    while (workers.length < count) {
      const w = await startWorkerProcess({ dataDir: dataDir(), env });
      processes.push(w);
      workers.push(w);
    }
    log(`${count} worker process${count > 1 ? 'es' : ''} (${workers.map((w) => w.pid).join(', ')}), 1 analysis thread and 2 analyses at once each`);
    // A new worker compiles the checks' code as it meets it: a few analyses one by one first, however long they take.
    for (let i = 0; i < 3; i++) {
      const r = await fetch(`${api.url}/api/v1/analyze`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ url: fixture.site.url }) });
      if (r.status !== 200) throw new Error(`an analysis failed (${r.status}): ${await r.text()}\n${api.stderr()}\n${workers.map((w) => w.stderr()).join('\n')}`);
    }
    log(`  warm-up ${WARMUP_S} s at concurrency ${ANALYSIS_CONNECTIONS}`);
    await analyses(api.url, fixture.site.url, ANALYSIS_CONNECTIONS, WARMUP_S);
    if (count === 1) {
      // One analysis at a time on an idle deployment: the round trip through the queue included.
      single = await analyses(api.url, fixture.site.url, 1, Math.max(5, Math.round(WARMUP_S / 2)));
      log(`  one at a time: p50 ${ms(single.latency.p50)} ms, p99 ${ms(single.latency.p99)} ms`);
    }
    log(`  load ${LOAD_S} s`);
    const stop = await meter(redis, pgNumber, groups);
    const result = await analyses(api.url, fixture.site.url, ANALYSIS_CONNECTIONS, LOAD_S);
    const cost = await stop();
    const n = result['2xx'];
    const per = (cores: number) => (cores * cost.seconds * 1000) / n;
    stages.push({
      workers: count,
      result,
      cost,
      perAnalysis: {
        workerCpuMs: per(cost.cores['workers']!),
        apiCpuMs: per(cost.cores['api']!),
        postgresCpuMs: per(cost.cores['postgres']!),
        redisCpuMs: per(cost.cores['redis']!),
        redisCommands: cost.redisCommands / n,
        pgTransactions: cost.pgTransactions / n,
      },
    });
    log(`  ${f1(n / result.duration)} analyses/s, p50 ${ms(result.latency.p50)} ms, p99 ${ms(result.latency.p99)} ms${failures(result) ? `; ${failures(result)}` : ''}`);
  }
  bytesPerAnalysis = await pgNumber(`SELECT (SUM(octet_length(summary) + octet_length(checks)) / COUNT(*))::bigint AS n FROM analyses`);
  tableBytesPerAnalysis = await pgNumber(`SELECT (pg_total_relation_size('analyses') / (SELECT COUNT(*) FROM analyses))::bigint AS n`);
  log(`stored: ${bytesPerAnalysis} bytes of packed texts an analysis, ${tableBytesPerAnalysis} bytes with the row, its indexes and TOAST`);
  for (const w of workers) w.child.kill('SIGTERM');
  for (const w of workers) await exitOf(w, 60_000);

  // ---- Reads ----------------------------------------------------------------------------------
  log(`seeding ${SEED_ANALYSES.toLocaleString('en')} analyses of ${SEED_SITES.toLocaleString('en')} sites`);
  const summary = JSON.parse(JSON.stringify((await stores.analyses.summary((await stores.analyses.leaderboard(1, null))[0]!.analysisId))!)) as AnalysisSummary;
  const ids: string[] = [];
  const start = Date.UTC(2026, 0, 1);
  for (let i = 0; i < SEED_ANALYSES; i += 32) {
    await Promise.all(
      Array.from({ length: Math.min(32, SEED_ANALYSES - i) }, (_, j) => {
        const n = i + j;
        const url = `https://site${n % SEED_SITES}.example/page${n % 7}`;
        const id = `seed${String(n).padStart(18, '0')}`;
        ids.push(id);
        const score = 30 + ((n * 37) % 60);
        return stores.analyses.save({ summary: { ...summary, id, url, score }, checks: [], siteName: null, createdAt: new Date(start + n * 30_000).toISOString(), requestedUrl: url });
      }),
    );
  }
  // Leaderboard pages deep into the ranking, through the signed cursors, and analyses by id.
  const paths: string[] = [];
  for (let cursor: string | null = null, page = 0; page < 20; page++) {
    const body = (await (await fetch(`${api.url}/api/v1/leaderboard?limit=20${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`)).json()) as { nextCursor: string | null };
    paths.push(`/api/v1/leaderboard?limit=20${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    if (!body.nextCursor) break;
    cursor = body.nextCursor;
  }
  for (let i = 0; i < 200; i++) paths.push(`/api/v1/analyses/${ids[(i * 97) % ids.length]}`);
  paths.push('/api/v1/health');
  let next = 0;
  const rotating = [{ method: 'GET' as const, setupRequest: (req: { path?: string }) => ({ ...req, path: paths[next++ % paths.length]! }) }];
  log(`read load: ${READ_CONNECTIONS} connections, ${paths.length} paths in turn (leaderboard pages, analyses by id, health)`);
  await autocannon({ url: api.url, connections: READ_CONNECTIONS, duration: WARMUP_S, requests: rotating, timeout: TIMEOUT_S });
  const stop = await meter(redis, pgNumber, groups);
  const result = await autocannon({ url: api.url, connections: READ_CONNECTIONS, duration: LOAD_S, requests: rotating, timeout: TIMEOUT_S });
  read = { result, cost: await stop(), paths: paths.length };
  log(`  ${f1(result['2xx'] / result.duration)} requests/s, p50 ${ms(result.latency.p50)} ms, p99 ${ms(result.latency.p99)} ms${failures(result) ? `; ${failures(result)}` : ''}`);
} finally {
  for (const p of processes) {
    p.child.kill('SIGTERM');
    await exitOf(p, 60_000).catch(() => kill(p));
  }
  await stores.close();
  await redisClients.close();
  await fixture.site.close();
  await place.drop();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
}

// ---- Figures ------------------------------------------------------------------------------------

const rows: Array<[string, string]> = [];
for (const s of stages) {
  const n = s.result['2xx'];
  rows.push(
    [`${s.workers} worker process${s.workers > 1 ? 'es' : ''}: analyses per second`, f1(n / s.result.duration)],
    [`${s.workers} worker${s.workers > 1 ? 's' : ''}: latency p50 / p99 (ms), ${ANALYSIS_CONNECTIONS} in flight`, `${ms(s.result.latency.p50)} / ${ms(s.result.latency.p99)}`],
    [`${s.workers} worker${s.workers > 1 ? 's' : ''}: CPU cores used: workers / API / PostgreSQL / Redis / load generator and fixture / other`, `${f2(s.cost.cores['workers']!)} / ${f2(s.cost.cores['api']!)} / ${f2(s.cost.cores['postgres']!)} / ${f2(s.cost.cores['redis']!)} / ${f2(s.cost.ownCores)} / ${f2(s.cost.otherCores)}`],
    [`${s.workers} worker${s.workers > 1 ? 's' : ''}: CPU ms per analysis: workers / API / PostgreSQL / Redis`, `${ms(s.perAnalysis.workerCpuMs)} / ${f1(s.perAnalysis.apiCpuMs)} / ${f1(s.perAnalysis.postgresCpuMs)} / ${f1(s.perAnalysis.redisCpuMs)}`],
    [`${s.workers} worker${s.workers > 1 ? 's' : ''}: Redis commands / PostgreSQL transactions per analysis`, `${f1(s.perAnalysis.redisCommands)} / ${f1(s.perAnalysis.pgTransactions)}`],
  );
}
if (stages.length === 2) rows.push(['2 workers ÷ 1 worker, analyses per second', f2(stages[1]!.result['2xx'] / stages[1]!.result.duration / (stages[0]!.result['2xx'] / stages[0]!.result.duration))]);
if (single) rows.push(['One analysis at a time, idle: latency p50 / p99 (ms), queue round trip included', `${ms(single.latency.p50)} / ${ms(single.latency.p99)}`]);
rows.push(['Stored per analysis: packed summary and checks / the whole table with its indexes and TOAST (bytes)', `${bytesPerAnalysis} / ${tableBytesPerAnalysis}`]);
if (read) {
  const n = read.result['2xx'];
  rows.push(
    [`Reads, 1 API process, ${READ_CONNECTIONS} connections: requests per second`, f1(n / read.result.duration)],
    ['Reads: latency p50 / p99 / max (ms)', `${ms(read.result.latency.p50)} / ${ms(read.result.latency.p99)} / ${ms(read.result.latency.max)}`],
    ['Reads: CPU cores used: API / PostgreSQL / Redis / load generator / other', `${f2(read.cost.cores['api']!)} / ${f2(read.cost.cores['postgres']!)} / ${f2(read.cost.cores['redis']!)} / ${f2(read.cost.ownCores)} / ${f2(read.cost.otherCores)}`],
    ['Reads: CPU ms per request: API / PostgreSQL / Redis', `${f2((read.cost.cores['api']! * read.cost.seconds * 1000) / n)} / ${f2((read.cost.cores['postgres']! * read.cost.seconds * 1000) / n)} / ${f2((read.cost.cores['redis']! * read.cost.seconds * 1000) / n)}`],
    ['Reads: Redis commands / PostgreSQL transactions per request', `${f1(read.cost.redisCommands / n)} / ${f1(read.cost.pgTransactions / n)}`],
  );
}
const problems = [...stages.map((s) => [`${s.workers} worker(s)`, failures(s.result)] as const), ...(read ? [['reads', failures(read.result)] as const] : [])].filter(([, f]) => f);
const width = Math.max(...rows.map(([k]) => k.length));
log('');
for (const [k, v] of rows) log(`${k.padEnd(width)}  ${v}`);
for (const [what, f] of problems) log(`WARNING: ${what}: ${f}`);

if (write) {
  const date = new Date().toISOString().slice(0, 10);
  const section = [
    '',
    `Measured by \`npm run bench:scale${short ? ' -- --short' : ''} -- --write\` on ${date} (${gitRevision()}): ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, load average ${loadBefore.toFixed(1)} before the run; PostgreSQL and Redis as \`.ci/services.sh\` starts them (loopback, PostgreSQL with \`fsync\` and \`synchronous_commit\` off, Redis without persistence).${short ? ' **A short run: rough figures.**' : ''}`,
    '',
    `Method: every process on the one machine, on loopback. One API process (\`npm start\` with \`PAGEGRADE_DATABASE_URL\` and \`PAGEGRADE_REDIS_URL\`) and one, then two, worker processes (\`npm run worker\`, one analysis thread and two analyses at once each); the fixture page of the load benchmark above (${fixture.chosen.name}, ${(Buffer.byteLength(fixture.pageHtml) / 1024).toFixed(0)} KiB as served, with its stylesheet and script). After ${WARMUP_S} s of warm-up, autocannon keeps ${ANALYSIS_CONNECTIONS} \`POST /api/v1/analyze\` requests in flight for ${LOAD_S} s; each goes through the queue to a worker and back. CPU is read from /proc for each kind of process over the measured seconds (all \`postgres\` and \`redis-server\` processes of the machine, which are the benchmark's); Redis commands from \`INFO stats\`, PostgreSQL transactions from \`pg_stat_database\`, both over the same seconds, divided by the analyses answered. Then, with the workers stopped, ${SEED_ANALYSES.toLocaleString('en')} analyses of ${SEED_SITES.toLocaleString('en')} sites are stored, and ${READ_CONNECTIONS} connections ask in turn for ${read?.paths ?? 0} paths — the first 20 pages of the leaderboard (20 entries each, through the signed cursors), 200 analyses by id (\`GET /api/v1/analyses/{id}\`: the stored summary unpacked) and the health check — for ${LOAD_S} s after ${WARMUP_S} s of warm-up. The machine has ${cpus().length} cores for all of it: the figures are what the processes could do sharing them, a floor for each.`,
    '',
    '| Measure | Value |',
    '|---|---|',
    ...rows.map(([k, v]) => `| ${k} | ${v} |`),
    ...(problems.length ? ['', `Failures: ${problems.map(([what, f]) => `${what}: ${f}`).join('; ')}.`] : []),
  ].join('\n');
  writeSection('docs/benchmarks.md', 'scale', section);
  log('\nwritten to docs/benchmarks.md');
}
if (problems.length) process.exitCode = 1;
