// npm run bench:store [-- --write] — what an analysis costs to store: bytes per analysis over the
// 258 corpus pages (the checks as the analysis pool hands them over, stored by the real SQLite
// store), the main-thread CPU of packing and unpacking them, and the batches of the housekeeping
// (rewriting rows of earlier releases, purging); and the bytes of a rendered analysis (six corpus
// pages drawn by Chromium on 127.0.0.1, with the report's evidence, screenshot and thumbnail sheet). `--write` records the figures in
// docs/benchmarks.md and README.md.
import { performance } from 'node:perf_hooks';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir, cpus } from 'node:os';
import { join } from 'node:path';
import { tuneV8, analyze, loadRules, withMode, Renderer, renderSnapshot, DEFAULT_CHROMIUM } from '@pagegrade/core';
import { openSqlite } from '@pagegrade/server';
import { packText, unpackText, type HeadTable } from '../server/src/store/packed-text.ts';
import { loadCorpus } from './corpus.ts';
import { fetchRecord, renderedRecord } from '../server/src/service/fetch-record.ts';
import { UrlScrubber } from '../server/src/privacy/public-url.ts';
import { fixturePage, htmlOf, largestInline, noDns } from './fixture-page.ts';
import { startSite } from '../test/helpers/fixture-server.ts';
import { writeSection } from './doc-sections.ts';
import { PURGE_BATCH, UPGRADE_BATCH } from '../server/src/service/analysis-housekeeping.ts';

// Measured as the server and the CLI run: with the engine's V8 flags.
tuneV8();

/** The corpus is stored this many times over (new ids and hosts each time), as a server would over months. */
const ROUNDS = 4;

const pages = loadCorpus();
const rules = await loadRules();
const analyses = pages.map((p, i) => {
  const a = analyze(p.snapshot, rules, { id: `bench${i}` });
  // The fetch record is stored with each analysis; the corpus pages were saved without headers
  // or subresources, so theirs are smaller than those of fetched pages (a few KB more).
  return { summary: a.summary, siteName: a.siteName ?? null, checksJson: JSON.stringify(a.checks), har: fetchRecord(p.snapshot as never) };
});
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const pct = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (x: number, digits = 2) => `${x.toFixed(digits)} ms`;
const jsonBytes = mean(analyses.map((a) => Buffer.byteLength(a.checksJson)));
console.log(`${pages.length} pages, ${rules.length} checks, Node ${process.version}, ${cpus()[0]?.model ?? 'cpu'} × ${cpus().length}; checks JSON ${kb(jsonBytes)} per analysis`);

// 0. Rendered analyses, first, so that the browser is gone before anything is timed: corpus pages
// at six points of the size distribution, served on 127.0.0.1 and drawn by the real renderer
// (Chromium; no name resolves), stored as the server stores them: checks, summary, fetch record,
// and the report's evidence and first-screen screenshot.
const RENDERED_AT = [0.1, 0.3, 0.5, 0.7, 0.9, 0.97];
const chromium = process.env['PAGEGRADE_CHROMIUM'] || DEFAULT_CHROMIUM;
/** Main-thread CPU an analysis spends more when it cuts a sheet (pages that have one), ms. */
const sheetCpuMs: number[] = [];
async function renderedRows() {
  if (!existsSync(chromium)) return null;
  const bySize = [...pages].sort((a, b) => a.bytes - b.bytes || a.name.localeCompare(b.name));
  const starts = RENDERED_AT.map((q) => Math.min(bySize.length - 1, Math.floor(q * bySize.length)));
  const routes: Record<string, { headers?: Record<string, string>; body: string }> = {
    '/bench.css': { headers: { 'content-type': 'text/css; charset=utf-8' }, body: largestInline(pages, 'style').text },
    '/bench.js': { headers: { 'content-type': 'text/javascript; charset=utf-8' }, body: largestInline(pages, 'script').text },
  };
  const site = await startSite(routes);
  for (const p of bySize) routes[`/page/${p.name}/`] = { body: fixturePage(htmlOf(p), site.origin) };
  const renderer = new Renderer({ executablePath: chromium });
  const rdir = mkdtempSync(join(tmpdir(), 'pagegrade-bench-store-rendered-'));
  const rstores = openSqlite(rdir);
  try {
    let i = 0;
    const skipped: string[] = [];
    for (const at of starts) {
      // A page whose script navigates elsewhere (to a name that resolves to nothing here) cannot
      // be drawn on loopback: the next larger page stands in for it.
      let snapshot = null;
      for (let k = at; k < Math.min(bySize.length, at + 5) && !snapshot; k++) {
        try {
          snapshot = await renderSnapshot(`${site.origin}/page/${bySize[k]!.name}/`, { renderer, allowHosts: ['127.0.0.1'], resolver: noDns });
        } catch (err) {
          skipped.push(`${bySize[k]!.name}: ${(err as Error).message}`);
        }
      }
      if (!snapshot) continue;
      // As the server's pool does: the evidence with the sheet of thumbnails below the first
      // screen; the CPU of the analysis with and without it gives what the sheet costs.
      const plainStart = process.cpuUsage();
      analyze(snapshot, rules, { id: `rendered${i}` });
      const plainCpu = process.cpuUsage(plainStart);
      const cutStart = process.cpuUsage();
      const a = analyze(snapshot, rules, { id: `rendered${i++}`, thumbnails: true });
      const cutCpu = process.cpuUsage(cutStart);
      if (a.thumbnails) sheetCpuMs.push((cutCpu.user + cutCpu.system - plainCpu.user - plainCpu.system) / 1000);
      const url = `https://rendered${i}.example/`;
      await rstores.analyses.save({
        summary: { ...withMode(a.summary, 'rendered'), url },
        checksJson: JSON.stringify(a.checks),
        har: fetchRecord(snapshot),
        ...renderedRecord(snapshot, a, new UrlScrubber([])),
        siteName: a.siteName ?? null,
        createdAt: new Date(Date.UTC(2026, 0, 1)).toISOString(),
        requestedUrl: url,
      });
    }
    const per = rstores.db
      .prepare(
        `SELECT length(checks) + length(summary) + length(id) + length(requested_url) + length(url) + length(host) + IFNULL(length(title), 0) + IFNULL(length(site_name), 0) + IFNULL(length(har), 0) + IFNULL(length(evidence), 0) + IFNULL(length(screenshot), 0) + IFNULL(length(thumbnails), 0) + length(grade) + length(created_at) + 8 AS row,
                IFNULL(length(screenshot), 0) AS screenshot, IFNULL(length(thumbnails), 0) AS sheet, IFNULL(length(evidence), 0) AS evidence, IFNULL(length(har), 0) AS har, id
         FROM analyses`,
      )
      .all() as Array<{ row: number; screenshot: number; sheet: number; evidence: number; har: number; id: string }>;
    const evidenceJson = await Promise.all(per.map(async (r) => Buffer.byteLength((await rstores.analyses.evidence(r.id)) ?? '')));
    const kept = await Promise.all(per.map(async (r) => (JSON.parse((await rstores.analyses.evidence(r.id)) ?? '{"elements":[]}') as { elements: Array<{ sheet?: unknown }> }).elements));
    const thumbnails = kept.map((e) => e.length);
    const pieces = kept.map((e) => e.filter((x) => x.sheet).length);
    for (const why of skipped) console.log(`rendered: skipped ${why}`);
    return { n: per.length, per, evidenceJson, thumbnails, pieces };
  } finally {
    await rstores.close();
    rmSync(rdir, { recursive: true, force: true });
    await renderer.close();
    await site.close();
  }
}
const rendered = await renderedRows();
const renderedRowBytes = rendered ? mean(rendered.per.map((r) => r.row)) : 0;


// 1. Main-thread CPU of the codec alone, heads already known (as on a running server).
const texts: string[] = [];
const numbers = new Map<string, number>();
const heads: HeadTable = {
  ids: (hs) => hs.map((h) => numbers.get(h) ?? (numbers.set(h, texts.push(h) - 1), texts.length - 1)),
  text: (id) => texts[id]!,
};
const packed = analyses.map((a) => packText(a.checksJson, heads));
const summaries = analyses.map((a) => JSON.stringify(a.summary));
const packedSummaries = summaries.map((t) => packText(t));
// Main-thread CPU time (process.cpuUsage, so other work on a busy machine does not count) per
// corpus round, each operation in turn; the median round counts.
const ROUNDS_CPU = 15;
const cpuMs = (work: () => void) => {
  const before = process.cpuUsage();
  work();
  const d = process.cpuUsage(before);
  return (d.user + d.system) / 1000 / analyses.length;
};
const times = { pack: [] as number[], unpack: [] as number[], parse: [] as number[], summaryPack: [] as number[], summaryUnpack: [] as number[] };
for (let r = 0; r < ROUNDS_CPU; r++) {
  times.pack.push(cpuMs(() => analyses.forEach((a) => packText(a.checksJson, heads))));
  times.unpack.push(cpuMs(() => packed.forEach((p) => unpackText(p, heads))));
  times.parse.push(cpuMs(() => analyses.forEach((a) => JSON.parse(a.checksJson))));
  times.summaryPack.push(cpuMs(() => summaries.forEach((t) => packText(t))));
  times.summaryUnpack.push(cpuMs(() => packedSummaries.forEach((p) => unpackText(p, heads))));
}
const packMs = pct(times.pack, 0.5) + pct(times.summaryPack, 0.5);
const unpackMs = pct(times.unpack, 0.5) + pct(times.summaryUnpack, 0.5);
const parseMs = pct(times.parse, 0.5);

// 2. The real store, with its production settings (WAL, synchronous = FULL).
const dir = mkdtempSync(join(tmpdir(), 'pagegrade-bench-store-'));
const stores = openSqlite(dir);
const saveMs: number[] = [];
const getMs: number[] = [];
const start = Date.UTC(2026, 0, 1);
let n = 0;
for (let round = 0; round < ROUNDS; round++) {
  for (const a of analyses) {
    const id = `r${round}-${a.summary.id}`;
    const url = `https://site${n % 700}.example/${round}`;
    const summary = { ...a.summary, id, url, badgeUrl: `https://pagegrade.example/badge/${id}.svg`, reportUrl: `https://pagegrade.example/report/${id}` };
    const t = performance.now();
    await stores.analyses.save({ summary, checksJson: a.checksJson, har: a.har, siteName: a.siteName, createdAt: new Date(start + n * 60_000).toISOString(), requestedUrl: url });
    saveMs.push(performance.now() - t);
    n++;
  }
}
for (let round = 0; round < ROUNDS; round++) {
  for (const a of analyses) {
    const t = performance.now();
    const got = (await stores.analyses.get(`r${round}-${a.summary.id}`))!;
    getMs.push(performance.now() - t);
    if (round === 0 && JSON.stringify(got.checks) !== a.checksJson) throw new Error(`${a.summary.id}: the checks did not come back exactly`);
  }
}
const db = stores.db;
const row = db
  .prepare(
    `SELECT AVG(length(checks)) AS checks, AVG(length(summary)) AS summary,
            AVG(length(checks) + length(summary) + length(id) + length(requested_url) + length(url) + length(host) + IFNULL(length(title), 0) + IFNULL(length(site_name), 0) + IFNULL(length(har), 0) + IFNULL(length(evidence), 0) + IFNULL(length(screenshot), 0) + length(grade) + length(created_at) + 8) AS row
     FROM analyses`,
  )
  .get() as { checks: number; summary: number; row: number };
const headRows = db.prepare(`SELECT COUNT(*) AS n, SUM(length(text)) AS bytes FROM check_heads`).get() as { n: number; bytes: number };
db.pragma('wal_checkpoint(TRUNCATE)');
const used = (db.pragma('page_count', { simple: true }) as number) - (db.pragma('freelist_count', { simple: true }) as number);
const fileBytes = (used * (db.pragma('page_size', { simple: true }) as number)) / n;
const fileSize = statSync(join(dir, 'pagegrade.sqlite')).size;

// 3. The housekeeping's batches: rows of an earlier release rewritten, then everything purged.
const legacy = db.prepare(`UPDATE analyses SET checks = ? WHERE id = ?`);
db.transaction(() => {
  let i = 0;
  for (let round = 0; round < ROUNDS; round++) for (const a of analyses) if (i++ % 4 === 0) legacy.run(a.checksJson, `r${round}-${a.summary.id}`);
})();
const upgradeBatches: number[] = [];
let upgraded = 0;
for (let k; ; ) {
  const t = performance.now();
  k = await stores.analyses.upgrade(UPGRADE_BATCH);
  if (k === 0) break;
  upgradeBatches.push(performance.now() - t);
  upgraded += k;
}
const purgeBatches: number[] = [];
let purged = 0;
let from = null;
do {
  const t = performance.now();
  const b = await stores.analyses.purge('2100-01-01T00:00:00.000Z', PURGE_BATCH, from);
  purgeBatches.push(performance.now() - t);
  purged += b.deleted;
  from = b.next;
} while (from);
stores.close();
rmSync(dir, { recursive: true, force: true });

const rows: Array<[string, string]> = [
  ['Analyses stored (the corpus × rounds)', `${n} (${pages.length} × ${ROUNDS})`],
  ['Checks as JSON text, mean per analysis (as stored before)', kb(jsonBytes)],
  ['Checks packed, mean per analysis', `${kb(row.checks)} (${(jsonBytes / row.checks).toFixed(1)}× smaller)`],
  ['Summary packed, mean per analysis (JSON: ' + kb(mean(summaries.map((t) => Buffer.byteLength(t)))) + ')', kb(row.summary)],
  ['Whole row (every column), mean per analysis (target ≤ 16 KB)', `**${kb(row.row)}**`],
  ['Database pages in use ÷ analyses (rows, indexes, leaderboard, heads)', kb(fileBytes)],
  ['Check heads shared by all analyses', `${headRows.n} (${kb(headRows.bytes)} in all)`],
  ['Pack one analysis (checks cut + brotli q5, summary brotli), main-thread CPU', ms(packMs)],
  ['Unpack one analysis (brotli + glue), main-thread CPU', ms(unpackMs)],
  ['JSON.parse of one analysis\'s checks (every read, before and now), CPU', ms(parseMs)],
  ['store.save(), median / p99 (WAL, synchronous = FULL)', `${ms(pct(saveMs, 0.5))} / ${ms(pct(saveMs, 0.99))}`],
  ['store.get(), median / p99', `${ms(pct(getMs, 0.5))} / ${ms(pct(getMs, 0.99))}`],
  [`Rewrite of earlier-release rows, batch of ${UPGRADE_BATCH}: mean / max (${upgraded} rows)`, `${ms(mean(upgradeBatches), 1)} / ${ms(Math.max(...upgradeBatches), 1)}`],
  [`Purge, batch of ${PURGE_BATCH} looked at: mean / max (${purged} deleted, each site's best kept)`, `${ms(mean(purgeBatches), 1)} / ${ms(Math.max(...purgeBatches), 1)}`],
  ...((rendered
    ? [
        [`Rendered analysis, whole row, mean / max (${rendered.n} corpus pages drawn by Chromium on 127.0.0.1)`, `**${kb(renderedRowBytes)}** / ${kb(Math.max(...rendered.per.map((r) => r.row)))}`],
        ['… of which the first-screen screenshot (JPEG), mean / max', `${kb(mean(rendered.per.map((r) => r.screenshot)))} / ${kb(Math.max(...rendered.per.map((r) => r.screenshot)))}`],
        [
          `… of which the sheet of thumbnails below the first screen (JPEG), mean / max (${Math.min(...rendered.pieces)}–${Math.max(...rendered.pieces)} pieces; made on ${rendered.per.filter((r) => r.sheet > 0).length} of ${rendered.n} pages, each cut in ${sheetCpuMs.length ? `${Math.min(...sheetCpuMs).toFixed(0)}–${Math.max(...sheetCpuMs).toFixed(0)}` : '—'} ms more of CPU)`,
          `${kb(mean(rendered.per.map((r) => r.sheet)))} / ${kb(Math.max(...rendered.per.map((r) => r.sheet)))}`,
        ],
        [`… of which the evidence, packed, mean / max (JSON ${kb(mean(rendered.evidenceJson))}; ${Math.min(...rendered.thumbnails)}–${Math.max(...rendered.thumbnails)} elements kept)`, `${kb(mean(rendered.per.map((r) => r.evidence)))} / ${kb(Math.max(...rendered.per.map((r) => r.evidence)))}`],
        ['… of which the fetch record (every request the page made), mean', kb(mean(rendered.per.map((r) => r.har)))],
      ]
    : [['Rendered analysis', `not measured: no browser at ${chromium}`]]) as Array<[string, string]>),
];
const width = Math.max(...rows.map((r) => r[0].length));
console.log('');
for (const [k, v] of rows) console.log(`${k.padEnd(width)}  ${v.replace(/\*\*/g, '')}`);
console.log(`(database file before the purge: ${kb(fileSize)} for ${n} analyses)`);

if (process.argv.includes('--write')) {
  writeSection(
    'docs/benchmarks.md',
    'store',
    [
      `Measured by \`npm run bench:store -- --write\` on ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}: the checks of the ${pages.length} corpus pages as the analysis pool hands them over, stored ${ROUNDS} times over by the real SQLite store. Pack and unpack are main-thread CPU time (\`process.cpuUsage\`, so other work on a shared machine does not count), the median of ${ROUNDS_CPU} corpus rounds, with the check heads already known as on a running server; save and get are wall time through the store, the disk's sync included.`,
      '',
      '| Measure | Value |',
      '|---|---|',
      ...rows.map(([k, v]) => `| ${k} | ${v} |`),
    ].join('\n'),
  );
  writeSection(
    'README.md',
    'store',
    `Stored analyses (\`npm run bench:store\`): **${kb(row.row)}** per analysis over the corpus, every column (checks ${kb(row.checks)}, ${(jsonBytes / row.checks).toFixed(1)}× less than their JSON; target ≤ 16 KB), packed in ${ms(packMs)} and unpacked in ${ms(unpackMs)} of main-thread CPU.` +
      (rendered
        ? ` A rendered analysis: **${kb(renderedRowBytes)}** (mean of ${rendered.n} corpus pages drawn by Chromium), of which ${kb(mean(rendered.per.map((r) => r.screenshot)))} is the first-screen screenshot its report shows, ${kb(mean(rendered.per.map((r) => r.sheet)))} the sheet of thumbnails below it and ${kb(mean(rendered.per.map((r) => r.evidence)))} the evidence (boxes of up to 30 elements, the LCP element, the shifts, the lab figures).`
        : ''),
  );
  console.log('\nwritten to docs/benchmarks.md and README.md');
}
