// npm run bench:ab -- <plugin> [<check name> ...] [--ref <git ref>] — each check of a plugin as it
// is at a git ref (HEAD by default) against the same check in the working tree, in CPU time.
// Separate benchmark runs on a shared machine differ by 20 % or more; this runs the two versions
// alternately on the same freshly built page, in one process, and measures process CPU time (not
// wall time, which counts the time the process waited for a core). Both versions run on the
// working tree's core, so only the plugin's own code is compared.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { tuneV8, buildPage, runRules, type Page, type Plugin, type Rule } from '@pagegrade/core';
import { loadCorpus } from './corpus.ts';

// Measured as the server and the CLI run: with the engine's V8 flags.
tuneV8();

// npm passes a second `--` through.
const args = process.argv.slice(2).filter((a) => a !== '--');
const at = args.indexOf('--ref');
const ref = at >= 0 ? args.splice(at, 2)[1]! : 'HEAD';
const [plugin, ...checks] = args;
if (!plugin) {
  console.error('usage: npm run bench:ab -- <plugin> [<check name> ...] [--ref <git ref>]');
  process.exit(2);
}
const ROUNDS = Number(process.env['ROUNDS'] ?? 3);
const REPEATS = 4;

const root = new URL('..', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'pagegrade-ab-'));
process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
execFileSync('tar', ['-x', '-C', dir], { input: execFileSync('git', ['-C', root, 'archive', ref, `plugins/${plugin}`]) });
// The old copy resolves @pagegrade/core and its other imports through the checkout's packages.
symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));

const load = async (base: string) => ((await import(pathToFileURL(join(base, 'plugins', plugin, 'src', 'index.ts')).href)) as { default: Plugin }).default;
const pick = (p: Plugin): Rule[] => (checks.length ? p.rules.filter((r) => checks.some((c) => r.id === `${plugin}/${c}` || r.id === c)) : [...p.rules]);
const before = pick(await load(dir));
const after = pick(await load(root));
if (before.length !== after.length || before.some((r, i) => r.id !== after[i]!.id)) {
  console.error('The two versions do not have the same checks; compare checks by name.');
  process.exit(2);
}

/** Empties the page's per-page facts, so that each run pays for the facts its check asks for. */
function forgetFacts(page: Page): void {
  for (const key of Object.getOwnPropertySymbols(page)) {
    const value = (page as unknown as Record<symbol, unknown>)[key];
    if (value instanceof Map) value.clear();
  }
}
const cpu = (): number => {
  const u = process.cpuUsage();
  return u.user + u.system;
};
function timed(page: Page, rules: Rule[]): number {
  forgetFacts(page);
  const t = cpu();
  runRules(page, rules);
  return cpu() - t;
}

const snapshots = loadCorpus().map((p) => p.snapshot);
const totals = new Map<string, [number, number]>();
// Round 0 warms both versions up and is not counted.
for (let round = 0; round <= ROUNDS; round++) {
  for (let p = 0; p < snapshots.length; p++) {
    const page = buildPage(snapshots[p]!);
    for (let i = 0; i < before.length; i++) {
      const a = [before[i]!];
      const b = [after[i]!];
      let ta = 0;
      let tb = 0;
      // Alternating which goes first, so neither always finds the page's nodes in cache. The
      // first run on a fresh page also fills the caches a page keeps (resolved URLs, selectors):
      // which version gets it alternates from page to page and check to check, or the first check
      // of the plugin would always charge it to the same one (seen: +15 to +30 % for no change).
      for (let k = 0; k < REPEATS; k++) {
        if ((k + p + i) & 1) {
          ta += timed(page, a);
          tb += timed(page, b);
        } else {
          tb += timed(page, b);
          ta += timed(page, a);
        }
      }
      if (round === 0) continue;
      const sum = totals.get(a[0]!.id) ?? [0, 0];
      sum[0] += ta / REPEATS;
      sum[1] += tb / REPEATS;
      totals.set(a[0]!.id, sum);
    }
  }
}
const perPage = (us: number) => (us / ROUNDS / snapshots.length).toFixed(1).padStart(8);
const rows = [...totals].sort((x, y) => y[1][0] - x[1][0]);
const all = rows.reduce<[number, number]>((s, [, [a, b]]) => [s[0] + a, s[1] + b], [0, 0]);
console.log(`${plugin}: µs of CPU per page, each check run alone (with its walk), ${ref} → working tree`);
console.log(`${perPage(all[0])} ${perPage(all[1])}  ${((100 * (all[1] - all[0])) / all[0]).toFixed(1).padStart(6)} %  all`);
for (const [id, [a, b]] of rows.slice(0, 30)) console.log(`${perPage(a)} ${perPage(b)}  ${((100 * (b - a)) / a).toFixed(1).padStart(6)} %  ${id}`);
