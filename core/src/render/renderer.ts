import { existsSync, mkdtempSync, rmSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { PagegradeError } from '../errors.ts';
import { chromiumArgs } from './flags.ts';
import { GuardedProxy } from './proxy.ts';
import { DEFAULT_BROWSER_OPTIONS, browserOptionsFromEnv, type BrowserOptions } from './options.ts';

export const DEFAULT_CHROMIUM = '/usr/bin/chromium';

/** The environment variable every process of a browser carries, so its processes can be found (and counted). */
export const BROWSER_TAG_ENV = 'PAGEGRADE_BROWSER_TAG';

/** One running browser: its process, its fence proxy, its profile directory and how much it has served. */
class BrowserSlot {
  pages = 0;
  inUse = 0;
  retired = false;
  closing: Promise<void> | null = null;
  crashed = false;
  memoryExceeded = false;
  /** The end of the queue of analyses waiting to record a trace (Chromium records one at a time). */
  traceQueue: Promise<void> = Promise.resolve();
  constructor(
    readonly browser: Browser,
    readonly fence: GuardedProxy,
    readonly profileDir: string,
    readonly tag: string,
  ) {}
}

/** What `Renderer.acquire` hands out: a browser to open one context in, given back with `release`. */
export interface BrowserLease {
  browser: Browser;
  /** Chromium's version, e.g. `Chromium/156.0.8078.108`. */
  version: string;
  /** True once the browser was stopped for its memory while this lease held it. */
  memoryExceeded(): boolean;
  /**
   * Waits for this browser's turn to record a performance trace and resolves with the function
   * that ends the turn. Chromium records one trace at a time for the whole browser ("Tracing has
   * already been started"), so the loads of analyses sharing a browser take turns; the rest of
   * their work (reading the DOM, screenshots, grading) still runs side by side.
   */
  traceTurn(): Promise<() => void>;
  /**
   * Gives the browser back. `broken`: the rendering left it in a state not to trust (a context
   * that would not close, a renderer out of memory): it is retired, and stopped once idle.
   */
  release(broken?: boolean): Promise<void>;
}

/**
 * The process's browser: one Chromium, started on first use, replaced by a fresh one after
 * `pagesPerBrowser` pages or when it crashes or outgrows its memory, closed with `close()`.
 * Analyses share it, each in its own browser context. A browser past its page count is retired:
 * new analyses go to a fresh one, and it is closed when its last analysis ends.
 */
export class Renderer {
  readonly options: Required<Omit<BrowserOptions, 'executablePath'>> & { executablePath: string };
  private current: BrowserSlot | null = null;
  private starting: Promise<BrowserSlot> | null = null;
  private readonly slots = new Set<BrowserSlot>();
  private closed = false;
  private memoryTimer: NodeJS.Timeout | null = null;
  /** Browsers started so far (for tests and metrics). */
  launches = 0;
  /** The tag of every browser started, in order: `taggedProcesses(tag)` finds its processes. */
  readonly tags: string[] = [];

  constructor(options: BrowserOptions = {}) {
    this.options = { ...DEFAULT_BROWSER_OPTIONS, executablePath: DEFAULT_CHROMIUM, ...stripUndefined(options) };
  }

  /** Whether a browser binary is where the options say: without one, rendering fails with `rendering_unavailable`. */
  available(): boolean {
    return existsSync(this.options.executablePath);
  }

  /** A browser to render one page in; starts one when none runs. */
  async acquire(): Promise<BrowserLease> {
    if (this.closed) throw new PagegradeError('rendering_unavailable', 'The browser is shutting down.');
    let slot = this.current;
    if (!slot || slot.retired || slot.crashed || !slot.browser.isConnected()) {
      if (slot && !slot.retired) this.retire(slot);
      slot = await (this.starting ??= this.launch().finally(() => (this.starting = null)));
      this.current = slot;
    }
    slot.pages++;
    slot.inUse++;
    if (slot.pages >= this.options.pagesPerBrowser) this.retire(slot);
    const s = slot;
    let released = false;
    return {
      browser: s.browser,
      version: `Chromium/${s.browser.version()}`,
      memoryExceeded: () => s.memoryExceeded,
      traceTurn: () => {
        let end!: () => void;
        const mine = new Promise<void>((resolve) => (end = resolve));
        const before = s.traceQueue;
        s.traceQueue = before.then(() => mine);
        let ended = false;
        return before.then(() => () => {
          if (ended) return;
          ended = true;
          end();
        });
      },
      release: async (broken = false) => {
        if (released) return;
        released = true;
        if (broken && !s.retired) this.retire(s);
        s.inUse--;
        if ((s.retired || s.crashed) && s.inUse === 0) await this.stop(s);
      },
    };
  }

  /** Stops every browser and its proxy; later `acquire` calls fail. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.memoryTimer) clearInterval(this.memoryTimer);
    this.memoryTimer = null;
    await this.starting?.catch(() => undefined);
    await Promise.all([...this.slots].map((s) => this.stop(s)));
    this.current = null;
  }

  /** The process ids of every process of the browsers this renderer runs (found by their tag). */
  processIds(): number[] {
    return [...this.slots].flatMap((s) => taggedProcesses(s.tag));
  }

  private retire(slot: BrowserSlot): void {
    slot.retired = true;
    if (this.current === slot) this.current = null;
    if (slot.inUse === 0) void this.stop(slot);
  }

  private stop(slot: BrowserSlot): Promise<void> {
    slot.closing ??= (async () => {
      await slot.browser.close().catch(() => undefined);
      await slot.fence.close();
      // Chromium's helpers (zygotes, utility processes) normally exit with it; one that lingers is killed.
      for (const pid of taggedProcesses(slot.tag)) killQuietly(pid);
      rmSync(slot.profileDir, { recursive: true, force: true });
      this.slots.delete(slot);
      if (this.slots.size === 0 && this.memoryTimer) {
        clearInterval(this.memoryTimer);
        this.memoryTimer = null;
      }
    })();
    return slot.closing;
  }

  private async launch(): Promise<BrowserSlot> {
    if (!this.available()) {
      throw new PagegradeError('rendering_unavailable', `No browser to render with: ${this.options.executablePath} does not exist (install Debian's chromium, or set PAGEGRADE_CHROMIUM).`);
    }
    let chromium: typeof import('playwright-core').chromium;
    try {
      ({ chromium } = await import('playwright-core'));
    } catch (err) {
      throw new PagegradeError('rendering_unavailable', `The browser driver (playwright-core) is not installed: ${(err as Error).message}`);
    }
    // The browser's own connections (outside any page) meet a proxy that refuses everything.
    const fence = await GuardedProxy.start({ refuseAll: true });
    const profileDir = mkdtempSync(join(tmpdir(), 'pagegrade-chromium-'));
    const tag = randomUUID();
    // Remembered before launching, so a browser that fails to start is looked for too.
    this.tags.push(tag);
    try {
      const browser = await chromium.launch({
        executablePath: this.options.executablePath,
        // Our own list: playwright's defaults would add flags we do not want (and leave out fences).
        ignoreDefaultArgs: true,
        args: [...chromiumArgs({ proxyPort: fence.port, rendererHeapMb: this.options.rendererHeapMb, root: process.getuid?.() === 0 }), `--user-data-dir=${profileDir}`],
        env: { ...minimalEnv(), [BROWSER_TAG_ENV]: tag },
        timeout: this.options.launchTimeoutMs,
        handleSIGINT: false,
        handleSIGTERM: false,
        handleSIGHUP: false,
      });
      this.launches++;
      const slot = new BrowserSlot(browser, fence, profileDir, tag);
      this.slots.add(slot);
      browser.on('disconnected', () => {
        slot.crashed = true;
        if (this.current === slot) this.current = null;
        if (slot.inUse === 0) void this.stop(slot);
      });
      this.watchMemory();
      return slot;
    } catch (err) {
      await fence.close();
      for (const pid of taggedProcesses(tag)) killQuietly(pid);
      rmSync(profileDir, { recursive: true, force: true });
      throw new PagegradeError('rendering_unavailable', `The browser (${this.options.executablePath}) did not start: ${(err as Error).message.split('\n')[0]}`, { cause: err });
    }
  }

  /** Samples the browsers' resident memory once a second; one past its ceiling is stopped. */
  private watchMemory(): void {
    if (this.memoryTimer) return;
    this.memoryTimer = setInterval(() => {
      for (const slot of this.slots) {
        if (slot.closing) continue;
        const mb = residentMb(taggedProcesses(slot.tag));
        if (mb > this.options.maxBrowserMemoryMb) {
          slot.memoryExceeded = true;
          slot.crashed = true;
          if (this.current === slot) this.current = null;
          void this.stop(slot);
        }
      }
    }, 1_000);
    this.memoryTimer.unref();
  }
}

let shared: Renderer | null = null;

/** The process-wide renderer, configured from the environment (`PAGEGRADE_CHROMIUM`, `PAGEGRADE_RENDER_*`). */
export function sharedRenderer(): Renderer {
  shared ??= new Renderer(browserOptionsFromEnv());
  return shared;
}

/** Closes the process-wide renderer, if one was started (at shutdown). */
export async function closeSharedRenderer(): Promise<void> {
  const r = shared;
  shared = null;
  await r?.close();
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** What Chromium needs of our environment, and nothing else (no credentials, no proxies of ours). */
function minimalEnv(): Record<string, string> {
  const keep = ['PATH', 'HOME', 'LANG', 'LC_ALL', 'TZ', 'TMPDIR', 'XDG_RUNTIME_DIR', 'FONTCONFIG_PATH'];
  const out: Record<string, string> = {};
  for (const k of keep) if (process.env[k]) out[k] = process.env[k]!;
  return out;
}

/** Process ids whose environment carries `PAGEGRADE_BROWSER_TAG=<tag>` (Linux /proc; empty elsewhere). */
export function taggedProcesses(tag: string): number[] {
  const needle = `${BROWSER_TAG_ENV}=${tag}\0`;
  const out: number[] = [];
  let names: string[];
  try {
    names = readdirSync('/proc');
  } catch {
    return out;
  }
  for (const name of names) {
    if (!/^\d+$/.test(name)) continue;
    try {
      if (`${readFileSync(`/proc/${name}/environ`, 'latin1')}\0`.includes(needle)) out.push(Number(name));
    } catch {
      // Gone, or not ours to read.
    }
  }
  return out;
}

function residentMb(pids: number[]): number {
  let kb = 0;
  for (const pid of pids) {
    try {
      const m = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'latin1'));
      if (m) kb += Number(m[1]);
    } catch {
      // Exited meanwhile.
    }
  }
  return kb / 1024;
}

function killQuietly(pid: number): void {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}
