import { setImmediate as nextTurn } from 'node:timers/promises';
import type { AnalysisStore, PurgePosition } from '../store/types.ts';

/**
 * Analyses looked at per purge batch. Deleting one frees its pages (~17 KB); a batch of 500 holds
 * the event loop 10–20 ms (docs/benchmarks.md), and requests are served between batches.
 */
export const PURGE_BATCH = 500;
/**
 * Analyses rewritten per batch from the JSON text of earlier releases (~160 KB each) to the
 * packed form: 5–9 ms each to read, pack and write, so 20–40 ms a batch (docs/benchmarks.md).
 */
export const UPGRADE_BATCH = 4;

export interface AnalysisHousekeepingDeps {
  store: AnalysisStore;
  /** How long an analysis is kept; 0 keeps every analysis. */
  retentionMs: number;
  now?: () => number;
  log?: (line: Record<string, unknown>) => void;
}

export interface HousekeepingResult {
  purged: number;
  upgraded: number;
}

/**
 * The hourly care of stored analyses: deletes those past the retention (never one the
 * leaderboard shows, so every site keeps its best and its report), then rewrites analyses stored
 * by an earlier release in the compact form. Both go in bounded batches, each its own
 * transaction, with a turn of the event loop between them, so a large backlog never holds up
 * requests for long; the first run after an upgrade works through the whole database that way
 * while the service answers (analyses of either form read alike meanwhile).
 */
export class AnalysisHousekeeping {
  private running: Promise<HousekeepingResult> | null = null;
  private stopped = false;
  private readonly now: () => number;

  constructor(private readonly deps: AnalysisHousekeepingDeps) {
    this.now = deps.now ?? Date.now;
  }

  /**
   * Ends the work at the next batch boundary and starts no more, so a shutdown can close the
   * database without a batch failing on it; resolves when the run under way has stopped.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.running;
  }

  /** One run at a time: a call while a run is under way gets that run. Failures are logged, not thrown. */
  run(): Promise<HousekeepingResult> {
    if (this.stopped) return Promise.resolve({ purged: 0, upgraded: 0 });
    this.running ??= this.work().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async work(): Promise<HousekeepingResult> {
    const done: HousekeepingResult = { purged: 0, upgraded: 0 };
    try {
      if (this.deps.retentionMs > 0) {
        const before = new Date(this.now() - this.deps.retentionMs).toISOString();
        let from: PurgePosition | null = null;
        do {
          const batch = await this.deps.store.purge(before, PURGE_BATCH, from);
          done.purged += batch.deleted;
          from = batch.next;
          if (from) await nextTurn();
        } while (from && !this.stopped);
      }
      for (;;) {
        const n = await this.deps.store.upgrade(UPGRADE_BATCH);
        done.upgraded += n;
        if (n < UPGRADE_BATCH || this.stopped) break;
        await nextTurn();
        if (this.stopped) break;
      }
      if (done.purged || done.upgraded) this.deps.log?.({ level: 'info', msg: 'stored analyses housekept', ...done });
    } catch (err) {
      this.deps.log?.({ level: 'error', msg: 'stored analyses housekeeping failed', ...done, error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
    }
    return done;
  }
}
