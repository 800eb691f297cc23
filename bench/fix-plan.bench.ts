// What ordering the top issues by the plan of fixes costs per analysis: the checks of some corpus
// pages are computed once, then score() (which plans the top ten) and a plan of every failing
// check are timed on them. Usage: node --conditions=@pagegrade/source --import tsx bench/fix-plan.bench.ts [pages]
import { performance } from 'node:perf_hooks';
import { analyze, gains, loadRules, planFixes, score, scoringMeta } from '@pagegrade/core';
import { loadCorpus } from './corpus.ts';

const rules = await loadRules();
const meta = scoringMeta(rules);
const count = Number(process.argv[2] ?? 40);
const pages = loadCorpus().slice(0, count);
const analyses = pages.map((p) => analyze(p.snapshot, rules, { id: 'bench' }).checks);
const failing = analyses.map((c) => c.filter((x) => x.outcome === 'fail' || x.outcome === 'warn').length);

function time(label: string, run: (checks: (typeof analyses)[number]) => unknown): void {
  const rounds = 20;
  for (const checks of analyses) run(checks);
  // CPU time of this process, not wall time: on a shared machine the wall clock counts other people's work.
  const wall = performance.now();
  const cpu = process.cpuUsage();
  for (let r = 0; r < rounds; r++) for (const checks of analyses) run(checks);
  const used = process.cpuUsage(cpu);
  const n = rounds * analyses.length;
  console.log(`${label.padEnd(34)} ${((used.user + used.system) / n).toFixed(0).padStart(6)} µs CPU per analysis (${(((performance.now() - wall) * 1000) / n).toFixed(0)} µs wall)`);
}

console.log(`${analyses.length} corpus pages, ${rules.length} checks, ${Math.min(...failing)}–${Math.max(...failing)} failing or warning checks a page (median ${[...failing].sort((a, b) => a - b)[failing.length >> 1]})`);
time('score() with the top ten planned', (c) => score(c, meta));
time('plan of the first ten fixes', (c) => planFixes(c, meta, 10));
time('plan of every failing check', (c) => planFixes(c, meta));
time('gain of every failing check alone', (c) => gains(c, meta));
