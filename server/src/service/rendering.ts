import pLimit, { type LimitFunction } from 'p-limit';
import { PagegradeError, Renderer, renderSnapshot, type BrowserOptions, type PageSnapshot, type RenderLimits } from '@pagegrade/core';

/** What the health check says of this process's browser. */
export interface BrowserHealth {
  /** absent: no browser installed here; ready: installed (started by the first rendered analysis, and restarted as needed). */
  state: 'absent' | 'ready';
  /** Browsers started by this process so far (a restart after N pages, a crash or too much memory adds one). */
  launches: number;
  renderConcurrency: number;
}

export interface RenderingConfig {
  /** The browser and how it is kept (PAGEGRADE_CHROMIUM, PAGEGRADE_RENDER_PAGES_PER_BROWSER, …). */
  browser: BrowserOptions;
  /** The bounds of one rendering (PAGEGRADE_RENDER_TIMEOUT_MS, …); unset ones keep core's defaults. */
  limits: Partial<RenderLimits>;
  /** Pages rendered at once in this process's browser (PAGEGRADE_RENDER_CONCURRENCY). */
  concurrency: number;
  /** Test-only private addresses the page may reach, as for the fetcher. */
  allowHosts: string[];
}

/** Renders waiting for a slot beyond this many per slot are refused at once (service_unavailable). */
const WAITING_PER_SLOT = 4;

/**
 * This process's rendering: its one browser (core's Renderer, started lazily), at most
 * `concurrency` pages in it at once — a browser and its pages cost hundreds of MB, so this is a
 * setting of its own, not the analysis pool's — a short queue behind them, and an immediate
 * `rendering_unavailable` when no browser is installed.
 */
export class Rendering {
  private readonly limit: LimitFunction;
  readonly concurrency: number;

  constructor(
    private readonly renderer: Renderer,
    private readonly config: RenderingConfig,
  ) {
    this.concurrency = Math.max(1, config.concurrency);
    this.limit = pLimit(this.concurrency);
  }

  /**
   * Throws rendering_unavailable when no browser is installed, before any quota is spent. It is
   * answered 501, not the 503 of a browser that failed to start: no retry can help until the
   * operator installs one, and a 503 would invite clients to retry.
   */
  ensureAvailable(): void {
    if (!this.renderer.available()) {
      throw new PagegradeError('rendering_unavailable', `This server cannot render pages: it has no browser (${this.renderer.options.executablePath}). Ask for mode "static", which needs none; retrying will not help.`, { status: 501 });
    }
  }

  health(): BrowserHealth {
    return { state: this.renderer.available() ? 'ready' : 'absent', launches: this.renderer.launches, renderConcurrency: this.concurrency };
  }

  async snapshot(url: string): Promise<PageSnapshot> {
    this.ensureAvailable();
    if (this.limit.pendingCount >= this.concurrency * WAITING_PER_SLOT) {
      throw new PagegradeError('service_unavailable', 'Every rendering slot of this server is busy; retry after the seconds in Retry-After, or ask for mode "static".');
    }
    return this.limit(() => renderSnapshot(url, { renderer: this.renderer, limits: this.config.limits, allowHosts: this.config.allowHosts }));
  }

  /** Stops the browser (shutdown); renders still waiting for a slot then fail with rendering_unavailable. */
  async close(): Promise<void> {
    await this.renderer.close();
  }
}

/** The rendering of a server or worker process, from its configuration. */
export function openRendering(config: RenderingConfig): Rendering {
  return new Rendering(new Renderer(config.browser), config);
}
