// Load figures for the HTTP service, all on loopback: a fixture site serves one real corpus page
// (about 100 KB) with a stylesheet and a script; the real server (server/src/main.ts, as
// `npm start` runs it) analyzes it at a fixed concurrency while GET /api/v1/leaderboard and
// GET /api/v1/health are probed and the server's resident memory is sampled.
//
//   npm run bench:load                 warm-up 20 s, then 2 minutes of load
//   npm run bench:load -- --short      warm-up 5 s, then 20 s (a smoke run; figures are rough)
//   npm run bench:load -- --write      also records the figures in docs/benchmarks.md and README.md
//   npm run bench:load -- --connections 32
//
// Nothing leaves the machine: every URL of the page that could name another host is pointed at
// the fixture, and the fixture answers only 127.0.0.1.
import autocannon, { type Result } from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeSection } from './doc-sections.ts';
import { startCorpusFixture } from './fixture-page.ts';
import { cpuSeconds, failures, gitRevision, machineCpuSeconds, rssMiB, slope } from './proc-stats.ts';
import { startServerProcess, type ServerProcess } from '../test/helpers/server-process.ts';

const args = process.argv.slice(2);
const short = args.includes('--short');
const write = args.includes('--write');
const connectionsArg = args.indexOf('--connections');
const CONNECTIONS = connectionsArg >= 0 ? Number(args[connectionsArg + 1]) : 16;
const WARMUP_S = short ? 5 : 20;
const LOAD_S = short ? 20 : 120;
const RSS_EVERY_S = short ? 2 : 5;
/** Each probe asks this often, one request at a time, so probing adds no load of its own to speak of. */
const PROBE_PER_S = 5;
/** Generous: a time-out should mean a stuck server, not a slow one. */
const TIMEOUT_S = 60;

if (!Number.isInteger(CONNECTIONS) || CONNECTIONS < 1) throw new Error('--connections needs a positive integer');

// ---- Measuring -------------------------------------------------------------------------------

function probe(url: string, duration: number): Promise<Result> {
  // Raw latency of each probe, without autocannon's correction for a rate it could not keep.
  return autocannon({ url, connections: 1, overallRate: PROBE_PER_S, duration, timeout: TIMEOUT_S, ignoreCoordinatedOmission: true });
}

function analyses(server: string, page: string, duration: number): Promise<Result> {
  return autocannon({ url: `${server}/api/v1/analyze`, method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ url: page }), connections: CONNECTIONS, duration, timeout: TIMEOUT_S });
}

// ---- The run ---------------------------------------------------------------------------------

const { site, chosen, pageHtml, css, js } = await startCorpusFixture();
const threads = availableParallelism();
const dataDir = mkdtempSync(join(tmpdir(), 'pagegrade-load-'));
let server: ServerProcess | null = null;

const log = (line: string) => process.stdout.write(`${line}\n`);
// Other work on the machine takes cores from the server: the figures say how much there was.
const loadBefore = loadavg()[0]!;

// Interrupted, leave no server behind (a terminal's Ctrl-C reaches it too; a lone SIGTERM would not).
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (server) process.kill(server.pid, 'SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(130);
  });
}

try {
  const unlimited = '1000000000';
  server = await startServerProcess({
    dataDir,
    env: {
      PAGEGRADE_THREADS: String(threads),
      PAGEGRADE_RATE_ANALYSES_PER_DAY: unlimited,
      PAGEGRADE_RATE_BURST_PER_MINUTE: unlimited,
      PAGEGRADE_RATE_READS_PER_MINUTE: unlimited,
    },
  });
  const pid = server.pid;
  log(`server pid ${pid} on ${server.url}, ${threads} analysis threads; fixture ${site.url}`);
  log(`page ${chosen.name} (${(Buffer.byteLength(pageHtml) / 1024).toFixed(0)} KiB as served), stylesheet ${(css.text.length / 1024).toFixed(0)} KiB from ${css.from}, script ${(js.text.length / 1024).toFixed(0)} KiB from ${js.from}`);

  log(`warm-up: ${WARMUP_S} s of analyses at concurrency ${CONNECTIONS}`);
  const warm = await analyses(server.url, site.url, WARMUP_S);
  const warmFailure = failures(warm);
  if (warm['2xx'] === 0) throw new Error(`no analysis succeeded in the warm-up (${warmFailure ?? 'no answers'}); see the server log:\n${server.stderr()}`);
  const perAnalysis = new Map<string, number>();
  for (const path of site.hits) perAnalysis.set(path, (perAnalysis.get(path) ?? 0) + 1);
  // Per fetch of the page: analyses still in flight when the warm-up ended fetched without being counted.
  const pages = perAnalysis.get('/') ?? 1;
  const fetched = [...perAnalysis]
    .map(([path, n]) => [path.startsWith('/pagegrade-missing-') ? 'a made-up path (to see how missing pages answer)' : path, n] as const)
    .map(([path, n]) => (n === pages ? path : `${path} ×${(n / pages).toFixed(2)}`))
    .join(', ');
  log(`fixture requests per analysis: ${fetched}`);
  if (!perAnalysis.has('/bench.css') || !perAnalysis.has('/bench.js')) throw new Error('the analyses did not fetch the fixture stylesheet and script');

  log('idle probes: 3 s each of health and leaderboard');
  const idleHealth = await probe(`${server.url}/api/v1/health`, 3);
  const idleBoard = await probe(`${server.url}/api/v1/leaderboard`, 3);

  log(`load: ${LOAD_S} s at concurrency ${CONNECTIONS}, probing health and leaderboard ${PROBE_PER_S}×/s each, RSS every ${RSS_EVERY_S} s`);
  const rss: Array<[number, number]> = [];
  const started = Date.now();
  const cpuBefore = cpuSeconds(pid);
  const loopCpuBefore = cpuSeconds(pid, pid);
  const ownCpuBefore = process.cpuUsage();
  const machineCpuBefore = machineCpuSeconds();
  rss.push([0, rssMiB(pid)]);
  const sampler = setInterval(() => {
    const t = (Date.now() - started) / 1000;
    rss.push([t, rssMiB(pid)]);
    log(`  ${t.toFixed(0).padStart(4)} s  RSS ${rss.at(-1)![1].toFixed(0)} MiB`);
  }, RSS_EVERY_S * 1000);
  const [load, health, board] = await Promise.all([analyses(server.url, site.url, LOAD_S), probe(`${server.url}/api/v1/health`, LOAD_S), probe(`${server.url}/api/v1/leaderboard`, LOAD_S)]);
  clearInterval(sampler);
  const elapsed = (Date.now() - started) / 1000;
  const cpuCores = (cpuSeconds(pid) - cpuBefore) / elapsed;
  const loopBusy = (cpuSeconds(pid, pid) - loopCpuBefore) / elapsed;
  const ownCpu = process.cpuUsage(ownCpuBefore);
  const ownCores = (ownCpu.user + ownCpu.system) / 1e6 / elapsed;
  // What the rest of the machine used meanwhile: the cores the server could not have.
  const otherCores = Math.max(0, (machineCpuSeconds() - machineCpuBefore) / elapsed - cpuCores - ownCores);

  // The trend: the second half, after the store and caches have had time to reach their size.
  const secondHalf = rss.filter(([t]) => t >= LOAD_S / 2);
  const mibPerMin = slope(secondHalf) * 60;
  const meanRss = secondHalf.reduce((s, [, y]) => s + y, 0) / secondHalf.length;
  // Flat: the fitted line moves less than 2 % of the mean over the half it was fitted to.
  const drift = (mibPerMin * (LOAD_S / 2 / 60)) / meanRss;
  const trend = Math.abs(drift) < 0.02 ? 'flat' : drift > 0 ? 'upward' : 'downward';

  const problems = [['analyze', failures(load)], ['health', failures(health)], ['leaderboard', failures(board)]].filter(([, f]) => f);
  const ms = (n: number) => n.toFixed(0);
  const rows: Array<[string, string]> = [
    ['Analyses per second (POST /api/v1/analyze, 200s only)', (load['2xx'] / load.duration).toFixed(1)],
    ['Analysis latency p50 / p99 / max (ms)', `${ms(load.latency.p50)} / ${ms(load.latency.p99)} / ${ms(load.latency.max)}`],
    ['Analyses answered 200 / other / errors / time-outs', `${load['2xx']} / ${load.non2xx} / ${load.errors} / ${load.timeouts}`],
    ['GET /api/v1/health p50 / p99 / max (ms), under load', `${ms(health.latency.p50)} / ${ms(health.latency.p99)} / ${ms(health.latency.max)}`],
    ['GET /api/v1/leaderboard p50 / p99 / max (ms), under load', `${ms(board.latency.p50)} / ${ms(board.latency.p99)} / ${ms(board.latency.max)}`],
    ['The same two idle (after warm-up), p50 / p99 (ms)', `${ms(idleHealth.latency.p50)} / ${ms(idleHealth.latency.p99)}; ${ms(idleBoard.latency.p50)} / ${ms(idleBoard.latency.p99)}`],
    [`CPU during the load, in cores of ${cpus().length}: server / load generator and fixture / other processes`, `${cpuCores.toFixed(2)} / ${ownCores.toFixed(2)} / ${otherCores.toFixed(2)}`],
    ["Server's main thread (event loop) busy", `${(loopBusy * 100).toFixed(0)} %`],
    ['Server RSS min / mean / max (MiB)', `${Math.min(...rss.map(([, y]) => y)).toFixed(0)} / ${(rss.reduce((s, [, y]) => s + y, 0) / rss.length).toFixed(0)} / ${Math.max(...rss.map(([, y]) => y)).toFixed(0)}`],
    ['RSS trend, second half (least-squares slope)', `${mibPerMin >= 0 ? '+' : ''}${mibPerMin.toFixed(1)} MiB/min: ${trend}`],
  ];
  const width = Math.max(...rows.map(([k]) => k.length));
  log('');
  for (const [k, v] of rows) log(`${k.padEnd(width)}  ${v}`);
  log(`RSS samples (s: MiB): ${rss.map(([t, y]) => `${t.toFixed(0)}: ${y.toFixed(0)}`).join(', ')}`);
  for (const [what, f] of problems) log(`WARNING: ${what}: ${f}`);
  const busyMachine = otherCores > 0.25 ? `other processes used ${otherCores.toFixed(2)} of the ${cpus().length} cores during the load: the figures understate the service; run again on a quiet machine` : null;
  if (busyMachine) log(`WARNING: ${busyMachine}`);
  if (warmFailure) log(`WARNING: warm-up: ${warmFailure}`);

  if (write) {
    const date = new Date().toISOString().slice(0, 10);
    const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, ${threads} analysis threads, load average ${loadBefore.toFixed(1)} before the run`;
    const section = [
      '',
      `Measured by \`npm run bench:load${short ? ' -- --short' : ''} -- --write\` on ${date} (${gitRevision()}): ${machine}.${short ? ' **A short run: rough figures.**' : ''}`,
      '',
      `Method: everything on loopback, on the one machine. A fixture site on 127.0.0.1 serves the corpus page closest to 100 KB (${chosen.name}, ${(Buffer.byteLength(pageHtml) / 1024).toFixed(0)} KiB as served) with one stylesheet and one script, the largest inline \`<style>\` (${(css.text.length / 1024).toFixed(0)} KiB, from ${css.from}) and \`<script>\` (${(js.text.length / 1024).toFixed(0)} KiB, from ${js.from}) of the corpus; the page's own stylesheets, scripts and manifest are turned off and every URL in it that names a host points at the fixture, so nothing leaves the machine. Each analysis fetches: ${fetched}. The real server runs as \`npm start\` does, with \`PAGEGRADE_UNSAFE_ALLOW_HOSTS=127.0.0.1\` and the three rate limits raised; its store starts empty and keeps every analysis. After ${WARMUP_S} s of warm-up at the same concurrency, autocannon keeps ${CONNECTIONS} \`POST /api/v1/analyze\` requests in flight for ${LOAD_S} s while two more autocannon clients ask \`GET /api/v1/health\` and \`GET /api/v1/leaderboard\` ${PROBE_PER_S} times a second each, one request at a time. The server's RSS (the whole process: event loop and worker threads) is sampled every ${RSS_EVERY_S} s; the trend is the least-squares slope over the second half, called flat when the fitted line moves less than 2 % of the mean over that half. The fixture site and autocannon share the machine with the server, and so its cores.`,
      '',
      '| Measure | Value |',
      '|---|---|',
      ...rows.map(([k, v]) => `| ${k} | ${v} |`),
      '',
      `RSS samples (seconds into the load: MiB): ${rss.map(([t, y]) => `${t.toFixed(0)}: ${y.toFixed(0)}`).join(', ')}.`,
      ...(problems.length ? ['', `Failures: ${problems.map(([what, f]) => `${what}: ${f}`).join('; ')}.`] : []),
      ...(busyMachine ? ['', `**Caution:** ${busyMachine}.`] : []),
    ].join('\n');
    writeSection('docs/benchmarks.md', 'load', section);
    const summary = `Under load (\`npm run bench:load\`, ${date}, ${cpus().length} cores, everything on loopback): **${(load['2xx'] / load.duration).toFixed(1)} analyses/s** of a 100 KB page at concurrency ${CONNECTIONS}, p50 ${ms(load.latency.p50)} ms and p99 ${ms(load.latency.p99)} ms; health p99 ${ms(health.latency.p99)} ms and leaderboard p99 ${ms(board.latency.p99)} ms meanwhile; RSS ${trend} over ${LOAD_S / 60 >= 1 ? `${LOAD_S / 60} minutes` : `${LOAD_S} s`} (${mibPerMin >= 0 ? '+' : ''}${mibPerMin.toFixed(1)} MiB/min). ${busyMachine ? `Measured while other processes used ${otherCores.toFixed(2)} of the ${cpus().length} cores, so the service does better on a quiet machine; details` : 'Details'} in [docs/benchmarks.md](docs/benchmarks.md#load-the-http-service-under-concurrent-analyses).`;
    writeSection('README.md', 'load', summary);
    log('\nwritten to docs/benchmarks.md and README.md');
  }
  if (problems.length) process.exitCode = 1;
} finally {
  if (server) {
    process.kill(server.pid, 'SIGTERM');
    await Promise.race([server.exited, new Promise((resolve) => setTimeout(resolve, 30_000))]);
  }
  await site.close();
  rmSync(dataDir, { recursive: true, force: true });
}
