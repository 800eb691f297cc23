// The V8 settings the engine runs best under. Both flags are process-wide and change no result,
// so a library must not set them on its own: our entry points (the server, the CLI, and the pool's
// workers when the pool is asked to) call tuneV8(); an application that embeds the engine decides
// for its own process whether to call it too.
import { setFlagsFromString } from 'node:v8';

/** The flags tuneV8() set in this process, in order (for tests and diagnostics). */
const applied: string[] = [];

/**
 * Sets the engine's V8 flags in this process, once; returns the flags set (none when the
 * environment turns both off). Idempotent, so every entry point may call it.
 *
 * `--no-allocation-site-pretenuring`: V8's allocation-site pretenuring allocates objects straight
 * into the old generation once most objects from the same allocation site have survived a minor
 * collection. An analysis keeps its page (tree, indexes, facts) alive for its whole run, so nearly
 * every minor collection finds the current page alive, and V8 concludes that the parser's and the
 * checks' allocation sites make long-lived objects. From then on every page is built in the old
 * generation: its young referents (strings, arrays) are reached through the remembered set, minor
 * collections get slower (about 12 ms each instead of 3), and the dead pages wait for full
 * collections. Without pretenuring a page is allocated young and dies young. Measured over the
 * benchmark corpus on one thread: minor-collection pauses fell from about 3.2 to 0.7 ms per page,
 * and no full collection was needed. `PAGEGRADE_V8_PRETENURING=on` leaves V8's default.
 *
 * `--interrupt-budget=16896`: V8 optimises a function once it has run a few "interrupt budgets"
 * of bytecode (66 KiB each on V8 11). That suits code with hot loops, but most of a check's code is
 * its create() and end(), which run once per page: with the default budget a process needs
 * thousands of pages before those are optimised, runs them unoptimised meanwhile, and keeps the
 * optimising compiler busy the whole time (after 20 corpus rounds a worker still optimised 40 to
 * 140 functions per round of 258 pages). A quarter of the budget gets there four times sooner.
 * Measured on the benchmark corpus in one process under the TypeScript loader, rounds 4 to 15, in
 * two sets of four alternating pairs: 5–8 % less time per page and 7–10 % less CPU (the compiler's
 * threads included); see docs/performance.md and its history. Only on V8 11 (Node 20), where it was
 * measured: later V8s tier up through Maglev first, with their own budgets.
 * `PAGEGRADE_V8_EARLY_TIERING=off` leaves V8's default.
 */
export function tuneV8(env: NodeJS.ProcessEnv = process.env): readonly string[] {
  if (applied.length > 0) return applied;
  const flags: string[] = [];
  if (env['PAGEGRADE_V8_PRETENURING'] !== 'on') flags.push('--no-allocation-site-pretenuring');
  if (env['PAGEGRADE_V8_EARLY_TIERING'] !== 'off' && process.versions.v8.startsWith('11.')) flags.push('--interrupt-budget=16896');
  for (const flag of flags) {
    setFlagsFromString(flag);
    applied.push(flag);
  }
  return applied;
}
