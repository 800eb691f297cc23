// npm run bench:hostile — how long the pages built to hurt the engine take on the pool, as the
// server runs them (one worker, the production limit of 20 s per analysis). Several rounds, each
// page's median and spread; the test of the same pages only checks that each is analysed to the end.
import { performance } from 'node:perf_hooks';
import { cpus, loadavg } from 'node:os';
import { AnalysisPool } from '@pagegrade/core/pool';
import { HOSTILE_PAGES } from '../test/fixtures/hostile-pages.ts';

const rounds = Number(process.argv[process.argv.indexOf('--rounds') + 1]) || 3;
const pool = new AnalysisPool({ threads: 1, timeoutMs: 20_000 });
await pool.ready();
console.log(`${HOSTILE_PAGES.length} pages × ${rounds} rounds, Node ${process.version}, ${cpus()[0]?.model ?? 'cpu'} × ${cpus().length}, load ${loadavg()[0]!.toFixed(1)}`);
const times = new Map<string, number[]>();
for (let r = 0; r < rounds; r++) {
  for (const [name, build] of HOSTILE_PAGES) {
    const snapshot = build();
    const t0 = performance.now();
    let ms: number;
    try {
      await pool.run(snapshot);
      ms = performance.now() - t0;
    } catch {
      ms = Infinity; // over the 20 s limit
    }
    times.set(name, [...(times.get(name) ?? []), ms]);
  }
}
await pool.destroy();
const fmt = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : 'over 20 s');
console.log('| page | median | min – max |\n|---|---:|---:|');
for (const [name, list] of times) {
  const sorted = [...list].sort((a, b) => a - b);
  console.log(`| ${name} | ${fmt(sorted[Math.floor(sorted.length / 2)]!)} | ${fmt(sorted[0]!)} – ${fmt(sorted[sorted.length - 1]!)} |`);
}
console.log(`load after: ${loadavg()[0]!.toFixed(1)}`);
