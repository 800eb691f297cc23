import type { AllowList } from '../fetch/guard.ts';
import type { Resolver } from '../fetch/connector.ts';
import type { RenderProfile } from '../snapshot/har.ts';
import type { Renderer } from './renderer.ts';
import { SIMULATED_THROTTLING } from './lab/simulate.ts';
import type { FetchOptions } from '../fetch/fetch-page.ts';
import type { FetchLimits } from '../fetch/limits.ts';

/** Every bound a rendered analysis enforces; all finite. */
export interface RenderLimits {
  /**
   * The whole rendering, from launching or reusing the browser to the finished snapshot. Past it
   * the analysis fails with `render_timeout` and its browser context is closed.
   */
  timeoutMs: number;
  /** Waiting for the page's `load` event; past it: `render_timeout`. */
  loadTimeoutMs: number;
  /**
   * After `load`, how long the page may stay busy before it is captured: the capture starts once
   * the network has been quiet for `quietMs`, or after this long at most.
   */
  settleMs: number;
  quietMs: number;
  /** Requests the page may make in all (documents, subresources, fetch/XHR, beacons, tunnels). */
  maxRequests: number;
  /** Bytes the page may receive in all, counted at the proxy (as sent on the wire). */
  totalBytes: number;
  /** Decoded bytes kept of each textual response body in the HAR (document, CSS, JS). */
  resourceBytes: number;
  /** Top-level navigations (HTTP redirects and script `location` changes); past it: `fetch_failed`. */
  maxNavigations: number;
  /** Elements of the DOM; a larger DOM is serialised up to here and marked truncated. */
  maxDomElements: number;
  /** Characters of the serialised DOM kept. */
  maxDomChars: number;
  /** Elements whose computed style and box are recorded. */
  maxStyledElements: number;
  /** Bytes of each screenshot (JPEG); a larger one is made again smaller, else left out. */
  maxScreenshotBytes: number;
  /** Height in CSS pixels of the full-page screenshot at most (the rest is cut). */
  maxScreenshotHeight: number;
  /** Console errors kept. */
  maxConsoleEntries: number;
  /**
   * Events of the load's performance trace kept; past it the trace is cut and the simulated lab
   * figures are left out (`simulationError`). A trace event costs a few hundred bytes of memory.
   */
  maxTraceEvents: number;
}

export const DEFAULT_RENDER_LIMITS: RenderLimits = {
  timeoutMs: 30_000,
  loadTimeoutMs: 15_000,
  settleMs: 3_000,
  quietMs: 500,
  maxRequests: 300,
  totalBytes: 32 * 1024 * 1024,
  resourceBytes: 2 * 1024 * 1024,
  maxNavigations: 10,
  maxDomElements: 20_000,
  maxDomChars: 5 * 1024 * 1024,
  maxStyledElements: 3_000,
  maxScreenshotBytes: 300 * 1024,
  maxScreenshotHeight: 6_000,
  maxConsoleEntries: 50,
  maxTraceEvents: 400_000,
};

/**
 * The fixed device, network and CPU profile of every rendered analysis, so runs are comparable.
 * The device is Lighthouse's default mobile one (Moto G Power: 412×823 CSS pixels at 1.75).
 * Network and CPU are Lighthouse's default mobile throttling (150 ms round trip, 1.6 Mbit/s down,
 * 675 kbit/s up, CPU 4× slower), **simulated** as Lighthouse does by default: the page loads
 * unthrottled and the lab figures are computed for this profile from the load's trace
 * (lab/simulate.ts), so they are comparable with Lighthouse's and PageSpeed Insights' lab data.
 */
export const RENDER_PROFILE: RenderProfile = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  mobile: true,
  userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36 pagegrade/0.1',
  throttling: 'simulated',
  network: { latencyMs: SIMULATED_THROTTLING.rttMs, downloadKbps: SIMULATED_THROTTLING.throughputKbps, uploadKbps: 675 },
  cpuSlowdown: SIMULATED_THROTTLING.cpuSlowdown,
};

/** How the browser process is started and kept (one per process; see `Renderer`). */
export interface BrowserOptions {
  /** The Chromium binary: `PAGEGRADE_CHROMIUM`, else `/usr/bin/chromium`. */
  executablePath?: string;
  /** Pages one browser renders before it is replaced by a fresh one. */
  pagesPerBrowser?: number;
  /** V8 heap of each renderer process in MB: a page that allocates past it is killed (`render_memory_exceeded`). */
  rendererHeapMb?: number;
  /**
   * Resident memory of the whole browser (all its processes) in MB. Past it the browser is
   * stopped: the analyses running in it fail with `render_memory_exceeded`, the next ones start
   * a fresh browser.
   */
  maxBrowserMemoryMb?: number;
  /** Launching the browser; past it: `rendering_unavailable`. */
  launchTimeoutMs?: number;
}

export const DEFAULT_BROWSER_OPTIONS: Required<Omit<BrowserOptions, 'executablePath'>> = {
  pagesPerBrowser: 50,
  rendererHeapMb: 512,
  maxBrowserMemoryMb: 2_048,
  launchTimeoutMs: 20_000,
};

export interface RenderOptions {
  limits?: Partial<RenderLimits>;
  /** Unsafe, for tests only: private addresses the page may reach, as `FetchOptions.allowHosts`. */
  allowHosts?: AllowList;
  /** DNS resolution for the guard's proxy; the system resolver by default. Tests inject answers. */
  resolver?: Resolver;
  /** Aborts the rendering (the caller's deadline); the analysis fails with `render_timeout`. */
  signal?: AbortSignal;
  /**
   * The browser to use; by default the process-wide one (`sharedRenderer()`), started on first
   * use from `PAGEGRADE_CHROMIUM` and the `PAGEGRADE_RENDER_*` variables.
   */
  renderer?: Renderer;
  /**
   * Also fetch the site's well-known files (robots.txt, sitemap, security.txt, …) and the TLS
   * facts with the static fetcher, as a static analysis has them, so checks that read them judge
   * the same things in both modes. On by default.
   */
  wellKnown?: boolean;
  /** The static fetcher's limits for those files (`PAGEGRADE_FETCH_*` in the server). */
  fetchLimits?: Partial<FetchLimits>;
  /** How the static fetcher reads the page for its subresources (the server runs it on its pool); see `FetchOptions.discover`. */
  discover?: FetchOptions['discover'];
  /**
   * Record the load's performance trace and simulate the lab figures from it (FCP, LCP, TBT and
   * the layout shifts' elements). On by default. Off, no trace is recorded: the snapshot's lab
   * figures are left out (`metrics.simulationError` says so) and only what the page observed of
   * itself remains (`metrics.observed`, the shifts its observer saw). An analysis that does not
   * trace does not wait for the browser's one trace at a time, so such analyses draw side by
   * side: for runs that read only the drawn DOM, styles, boxes and screenshots (a batch of
   * accessibility checks, a conformance test suite).
   */
  labMetrics?: boolean;
  /**
   * The viewport in CSS pixels, instead of the profile's (412×823), for a page whose requirement
   * names a screen size (a test page drawn at the size its rule states): a desktop window of that
   * size, so a page without a meta viewport is laid out at its width (a mobile browser would lay it
   * out 980 px wide). The snapshot's `profile` records the viewport and `mobile: false`; the device
   * scale, user agent and throttling stay the profile's.
   */
  viewport?: { width: number; height: number };
  /**
   * After the page has settled, watch it this many more milliseconds (at most 10,000) and record
   * the elements whose text the page's scripts changed meanwhile, with no one touching the page
   * (`rendered.textChanges`): text that updates itself (tickers, counters, carousels). Off (0) by
   * default: it adds its time to the rendering.
   */
  watchTextMs?: number;
}

/** The profile a rendering uses: RENDER_PROFILE, with the viewport the options ask for. */
export function renderProfileFor(options: Pick<RenderOptions, 'viewport'>): RenderProfile {
  if (!options.viewport) return RENDER_PROFILE;
  const { width, height } = options.viewport;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1 || width > 10_000 || height > 10_000) {
    throw new Error(`The viewport must be whole CSS pixels between 1 and 10000, not ${width}×${height}.`);
  }
  return { ...RENDER_PROFILE, viewport: { width, height }, mobile: false };
}

function intFrom(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer, not "${raw}".`);
  return n;
}

/** The render limits the environment sets (`PAGEGRADE_RENDER_TIMEOUT_MS`, …); unset ones keep the defaults. */
export function renderLimitsFromEnv(env: NodeJS.ProcessEnv = process.env): Partial<RenderLimits> {
  const out: Partial<RenderLimits> = {};
  const timeout = intFrom(env, 'PAGEGRADE_RENDER_TIMEOUT_MS');
  if (timeout !== undefined) out.timeoutMs = timeout;
  const requests = intFrom(env, 'PAGEGRADE_RENDER_MAX_REQUESTS');
  if (requests !== undefined) out.maxRequests = requests;
  const bytes = intFrom(env, 'PAGEGRADE_RENDER_TOTAL_BYTES');
  if (bytes !== undefined) out.totalBytes = bytes;
  return out;
}

/** The browser settings the environment sets (`PAGEGRADE_CHROMIUM`, `PAGEGRADE_RENDER_PAGES_PER_BROWSER`, …). */
export function browserOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): BrowserOptions {
  const out: BrowserOptions = {};
  if (env['PAGEGRADE_CHROMIUM']) out.executablePath = env['PAGEGRADE_CHROMIUM'];
  const pages = intFrom(env, 'PAGEGRADE_RENDER_PAGES_PER_BROWSER');
  if (pages !== undefined) out.pagesPerBrowser = pages;
  const heap = intFrom(env, 'PAGEGRADE_RENDER_HEAP_MB');
  if (heap !== undefined) out.rendererHeapMb = heap;
  const mem = intFrom(env, 'PAGEGRADE_RENDER_MAX_MEMORY_MB');
  if (mem !== undefined) out.maxBrowserMemoryMb = mem;
  return out;
}

/** `PAGEGRADE_UNSAFE_ALLOW_HOSTS` as a list, as the fetcher reads it. */
export function allowHostsFromEnv(env: NodeJS.ProcessEnv = process.env): string[] {
  return (env['PAGEGRADE_UNSAFE_ALLOW_HOSTS'] ?? '').split(',').map((s) => s.trim()).filter(Boolean);
}
