import { accessSync, constants } from 'node:fs';
import pLimit, { type LimitFunction } from 'p-limit';
import { PagegradeError, type PageSnapshot } from '@pagegrade/core';

/** What the health check says of this process's browser. */
export type BrowserState = 'absent' | 'idle' | 'running';

/** What the service needs of the browser: a rendered snapshot of a checked URL, and shutting it. */
export interface SnapshotRenderer {
  render(url: string): Promise<PageSnapshot>;
  /** Whether a browser process is up now (it starts with the first render and may be restarted). */
  running(): boolean;
  close(): Promise<void>;
}

/** Whether `path` is a file this process may execute: the whole of "is there a browser here". */
export function executable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export const NO_BROWSER = (path: string) =>
  `This deployment cannot render pages: no browser at ${path} (PAGEGRADE_CHROMIUM). Ask for mode "static", which needs none; retrying will not help until the operator installs Chromium.`;

/** Renders waiting for a slot beyond this many per slot are refused at once (service_unavailable). */
const WAITING_PER_SLOT = 4;

/**
 * This process's rendering: at most `concurrency` pages at once in its one browser (a browser and
 * its pages cost hundreds of MB, so this is a setting of its own, not the analysis pool's), a
 * short queue behind them, and `rendering_unavailable` at once when there is no browser at all.
 */
export class Rendering {
  private readonly limit: LimitFunction;

  constructor(
    private readonly renderer: SnapshotRenderer | null,
    private readonly browserPath: string,
    readonly concurrency: number,
  ) {
    this.limit = pLimit(Math.max(1, concurrency));
  }

  /** Throws rendering_unavailable when this process has no browser; checked before any quota is spent. */
  ensureAvailable(): void {
    if (!this.renderer) throw new PagegradeError('rendering_unavailable', NO_BROWSER(this.browserPath));
  }

  state(): BrowserState {
    if (!this.renderer) return 'absent';
    return this.renderer.running() ? 'running' : 'idle';
  }

  async snapshot(url: string): Promise<PageSnapshot> {
    this.ensureAvailable();
    if (this.limit.pendingCount >= this.limit.concurrency * WAITING_PER_SLOT) {
      throw new PagegradeError('service_unavailable', 'Every rendering slot of this server is busy; retry after the seconds in Retry-After, or ask for mode "static".');
    }
    return this.limit(() => this.renderer!.render(url));
  }

  async close(): Promise<void> {
    this.limit.clearQueue();
    await this.renderer?.close();
  }
}
