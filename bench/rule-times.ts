// npm run bench:rules [-- <count> [<plugin prefix>]] [-- --plugin <name>] — time spent in each
// check over the benchmark corpus (create, handlers and end), most expensive first, with handler
// call counts. The timer around every call costs about 0.1 µs, so compare checks with each other,
// not with the benchmark. A garbage-collection pause is charged to the call it interrupts (their
// total is printed), and per-page facts that several checks share to whichever check asks for
// them first. `--plugin seo` loads that plugin's checks alone (a quicker run).
import { PerformanceObserver } from 'node:perf_hooks';
import { tuneV8, analyze, loadRules, ruleVisitor, type Rule } from '@pagegrade/core';
import { loadCorpus } from './corpus.ts';

// Measured as the server and the CLI run: with the engine's V8 flags.
tuneV8();

// npm passes a second `--` through; it is not a prefix.
const args = process.argv.slice(2).filter((a) => a !== '--');
const at = args.indexOf('--plugin');
const plugin = at >= 0 ? args.splice(at, 2)[1] : undefined;
const count = Number(args[0] ?? 60);
const prefix = args[1] ?? '';
const pages = loadCorpus();
const times = new Map<string, number>();
const calls = new Map<string, number>();
type Fn = (...a: unknown[]) => unknown;
const timed = (id: string, fn: Fn): Fn =>
  function (this: unknown, ...a: unknown[]) {
    const t = performance.now();
    try {
      return fn.apply(this, a);
    } finally {
      times.set(id, (times.get(id) ?? 0) + performance.now() - t);
      calls.set(id, (calls.get(id) ?? 0) + 1);
    }
  };
const rules: Rule[] = (plugin ? await loadRules([], [`@pagegrade/plugin-${plugin}`]) : await loadRules()).map((r) => ({
  ...r,
  check: undefined,
  select: undefined,
  judge: undefined,
  create(ctx) {
    const t = performance.now();
    const visitor = ruleVisitor(r, ctx) as Record<string, unknown>;
    times.set(r.id, (times.get(r.id) ?? 0) + performance.now() - t);
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(visitor)) {
      if (typeof v === 'function') out[k] = timed(r.id, v as Fn);
      else out[k] = Object.fromEntries(Object.entries(v as Record<string, Fn>).map(([n, fn]) => [n, timed(r.id, fn)]));
    }
    return out;
  },
}));
const ROUNDS = 2;
for (const p of pages) analyze(p.snapshot, rules, { id: 'bench' });
times.clear();
calls.clear();
// Garbage-collection pauses land in whichever call allocates when one is due: their total is
// printed so per-check figures can be read against it.
let gcMs = 0;
const gc = new PerformanceObserver((list) => {
  for (const e of list.getEntries()) gcMs += e.duration;
});
gc.observe({ entryTypes: ['gc'] });
for (let i = 0; i < ROUNDS; i++) for (const p of pages) analyze(p.snapshot, rules, { id: 'bench' });
await new Promise((resolve) => setTimeout(resolve, 100));
gc.disconnect();
const total = [...times.values()].reduce((a, b) => a + b, 0);
const totalCalls = [...calls.values()].reduce((a, b) => a + b, 0) / ROUNDS;
const perPage = (ms: number) => (ms / ROUNDS / pages.length).toFixed(2);
console.log(`${rules.length} checks, ${pages.length} pages: ${perPage(total)} ms of check time per page (garbage-collection pauses during the whole analysis: ${perPage(gcMs)} ms per page), ${(totalCalls / 1e6).toFixed(2)} M calls per corpus run`);
console.log('ms/corpus  cum%     calls  check');
let acc = 0;
let shown = 0;
for (const [id, t] of [...times].sort((a, b) => b[1] - a[1])) {
  acc += t;
  if (!id.startsWith(prefix) || shown >= count) continue;
  shown++;
  console.log(`${(t / ROUNDS).toFixed(1).padStart(9)}  ${((100 * acc) / total).toFixed(0).padStart(3)}%  ${String((calls.get(id) ?? 0) / ROUNDS).padStart(8)}  ${id}`);
}
