/**
 * HAR 1.2 (http://www.softwareishard.com/blog/har-12-spec/) as the page snapshot format.
 * Only the fields the engine reads are typed strictly; foreign captures (browser devtools,
 * WebPageTest) carry more and are accepted as they are.
 */

export interface HarHeader {
  name: string;
  value: string;
}

export interface HarTimings {
  blocked?: number;
  dns?: number;
  connect?: number;
  ssl?: number;
  send: number;
  wait: number;
  receive: number;
}

export interface HarContent {
  size: number;
  mimeType: string;
  text?: string;
  encoding?: string;
  compression?: number;
}

export interface HarResponse {
  status: number;
  statusText: string;
  httpVersion: string;
  headers: HarHeader[];
  cookies?: unknown[];
  content: HarContent;
  redirectURL: string;
  headersSize: number;
  bodySize: number;
}

export interface HarRequest {
  method: string;
  url: string;
  httpVersion: string;
  headers: HarHeader[];
  queryString?: unknown[];
  cookies?: unknown[];
  headersSize: number;
  bodySize: number;
}

/** Why a resource was fetched; also Chrome's `_resourceType` values for foreign captures. */
export type ResourceRole =
  | 'document'
  | 'redirect'
  | 'robots'
  | 'sitemap'
  | 'llms'
  | 'securityTxt'
  | 'manifest'
  | 'stylesheet'
  | 'script'
  | 'httpVariant'
  /** `/.well-known/gpc.json` (Global Privacy Control support resource). */
  | 'gpc'
  /** `/.well-known/ai-catalog.json` or `/.well-known/ard.json` (agent resource discovery). */
  | 'aiCatalog'
  /** `/.well-known/mcp` (an MCP server card). */
  | 'mcp'
  /** `/.well-known/agent-skills/index.json`. */
  | 'agentSkills'
  /** A deliberately unknown path on the site, to see how it answers a missing page. */
  | 'notFound'
  /** `/apple-touch-icon.png`, which Safari asks for when a page names no apple-touch-icon. */
  | 'appleTouchIcon'
  | 'image'
  | 'font'
  | 'other';

/**
 * The site's own files the fetcher asks for besides the page and what it references (robots.txt,
 * the well-known files, the probe for a missing page …): not the page's subresources, not third
 * parties, and what a rendered snapshot takes over from the static fetch.
 */
export const SITE_FILE_ROLES: ReadonlySet<ResourceRole> = new Set<ResourceRole>([
  'robots',
  'sitemap',
  'llms',
  'securityTxt',
  'manifest',
  'httpVariant',
  'gpc',
  'aiCatalog',
  'mcp',
  'agentSkills',
  'notFound',
  'appleTouchIcon',
]);

/** Whether a resource is the page itself (its document or a redirect to it) or one of the site's own files, not something the page loads. */
export function isPageOrSiteFile(role: ResourceRole): boolean {
  return role === 'document' || role === 'redirect' || SITE_FILE_ROLES.has(role);
}

export interface EntryExtension {
  role: ResourceRole;
  /** Set when the resource could not be fetched: the reason, e.g. `timeout`, `blocked_host`. */
  error?: string;
  /** The body was cut at a byte limit. */
  truncated?: boolean;
  /** Bytes on the wire (compressed) when known. */
  transferSize?: number;
  /**
   * Where the size of a resource fetched only in part (an image's head) came from: a 206's
   * `content-range`, the `content-length`, or the `body` read to its end.
   */
  sizeFrom?: 'content-range' | 'content-length' | 'body';
  /** An image's type and intrinsic pixel size, read from its first bytes. */
  image?: ImageFacts;
}

export interface ImageFacts {
  /** The format by its bytes (`jpg`, `png`, `webp`, `avif`, `gif`, `svg`, …), whatever the Content-Type says. */
  type: string;
  /** Pixels as displayed at natural size (after EXIF rotation). */
  width: number;
  height: number;
}

export interface HarEntry {
  pageref?: string;
  startedDateTime: string;
  time: number;
  request: HarRequest;
  response: HarResponse;
  cache?: Record<string, unknown>;
  timings: HarTimings;
  serverIPAddress?: string;
  connection?: string;
  _resourceType?: string;
  _pagegrade?: EntryExtension;
}

export interface TlsFacts {
  protocol: string | null;
  cipher: string | null;
  /** Certificate chain validated against the system's trust store. */
  authorized: boolean;
  authorizationError: string | null;
  validFrom: string | null;
  validTo: string | null;
  subject: string | null;
  issuer: string | null;
  /** DNS names in subjectAltName. */
  altNames: string[];
}

export interface SnapshotExtension {
  /** Version of the snapshot extension. */
  version: 1;
  /** The URL that was asked for, before redirects. */
  requestedUrl: string;
  /** Where the page ended after redirects. */
  finalUrl: string;
  tls: TlsFacts | null;
  /** Limits the fetcher hit, e.g. `document-bytes`, `subresource-count`. */
  limitsHit: string[];
  /**
   * `fetched` for our own captures, `rendered` for our own captures drawn by a browser (then
   * `rendered` holds what it saw), `html` for a bare HTML file, `har` for a foreign capture.
   */
  source: 'fetched' | 'rendered' | 'html' | 'har';
  /**
   * When the page was captured, for a saved HTML file (its modification time), or null when that
   * is unknown: date checks then do not judge "in the future". Absent: the document entry's
   * `startedDateTime` is the capture time.
   */
  capturedAt?: string | null;
  /** For a saved HTML file graded under a web address: where that address came from. */
  saved?: SavedPage;
  /** What the browser saw, for a rendered snapshot (source `rendered`); see docs/rendering.md. */
  rendered?: RenderedFacts;
}

/**
 * A rendered snapshot's record of the page as Chromium drew it. The document entry of the HAR
 * holds the DOM after load, serialised; the HTML as served is kept here. Everything a check may
 * read is stored, so re-analysing the snapshot offline gives the same result.
 */
export interface RenderedFacts {
  /** The browser's product and version, e.g. `Chromium/156.0.8078.108`. */
  browser: string;
  /** The device, network and CPU profile the page was drawn with. */
  profile: RenderProfile;
  /** The document's HTML as the server sent it (after redirects), before any script ran. */
  servedHtml: string;
  /** The DOM after load: its element count, and whether the serialised copy was cut at the DOM limit. */
  dom: { elements: number; truncated: boolean };
  /** The CSS properties recorded for each element in `elements`, in this order. */
  styleProperties: string[];
  /** Elements with their computed style and layout box, in document order, bounded in count. */
  elements: RenderedElement[];
  screenshots: { viewport: Screenshot | null; fullPage: Screenshot | null };
  cookies: RenderedCookie[];
  /** Console errors and uncaught exceptions, bounded in count and length. */
  console: ConsoleEntry[];
  /** Requests the guard refused (private addresses, forbidden ports and schemes, limits). */
  refused: RefusedRequest[];
  /** Lab figures measured in the page. */
  metrics: RenderMetrics;
  /** What the page tried and the browser refused or undid. */
  blockedActions: { dialogs: number; popups: number; downloads: number };
  /**
   * When the rendering watched the page after it settled (render option `watchTextMs`): how long,
   * and the elements whose text changed meanwhile without any input, with how many times (at most
   * 100 elements, the most changed first). Absent when the page was not watched.
   */
  textChanges?: { watchedMs: number; elements: Array<{ selector: string; changes: number }> };
}

export interface RenderProfile {
  viewport: { width: number; height: number };
  deviceScaleFactor: number;
  mobile: boolean;
  userAgent: string;
  /**
   * `simulated`: the page loaded unthrottled and the lab metrics were computed for `network` and
   * `cpuSlowdown` by simulation, as Lighthouse does by default. Absent in snapshots made before
   * (DevTools throttling was applied to the load itself).
   */
  throttling?: 'simulated';
  /** Round trip in ms, throughput in kbit/s. */
  network: { latencyMs: number; downloadKbps: number; uploadKbps: number };
  /** How much slower the page's main thread is taken to be (1 = the machine's speed). */
  cpuSlowdown: number;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface RenderedElement {
  /** Position among the DOM's elements in document order (0 is `<html>`). */
  index: number;
  /** A selector that finds it in the serialised DOM (`html>body>main:nth-child(2)>h1`). */
  selector: string;
  tag: string;
  /** Its border box in CSS pixels, relative to the top of the page; null when it has none. */
  box: Box | null;
  /** Computed values, one per `styleProperties` entry, in the same order. */
  style: string[];
  /**
   * For a box whose overflow is not `visible` (it clips or scrolls): the size of its content
   * (`scrollWidth`, `scrollHeight`) and the room inside it (`clientWidth`, `clientHeight`), in CSS
   * pixels. Absent for other elements and in snapshots made before it was recorded.
   */
  scroll?: { width: number; height: number; clientWidth: number; clientHeight: number };
}

export interface Screenshot {
  /** `image/jpeg`. */
  mimeType: string;
  width: number;
  height: number;
  /** The image, base64-encoded. */
  data: string;
}

export interface RenderedCookie {
  name: string;
  domain: string;
  path: string;
  /** Seconds since the epoch, or -1 for a session cookie. */
  expires: number;
  httpOnly: boolean;
  secure: boolean;
  sameSite: string;
  /** Bytes of the value (the value itself is not kept). */
  valueBytes: number;
}

export interface ConsoleEntry {
  /** `error` for console.error, `exception` for an uncaught exception. */
  type: 'error' | 'exception';
  text: string;
  url: string | null;
}

export interface RefusedRequest {
  /** The address asked for (`host:port` for a tunnel). */
  url: string;
  /** The error code and message, e.g. `blocked_host: 127.0.0.1 is in a loopback range.` */
  reason: string;
}

export interface RenderMetrics {
  /**
   * Milliseconds from navigation start, as Lighthouse computes them for its default mobile run:
   * simulated for the profile's throttling from the unthrottled load's trace (Lantern). Null when
   * the page never painted, or when the simulation failed (`simulationError` says why).
   */
  firstContentfulPaint: number | null;
  largestContentfulPaint: number | null;
  /** The LCP element's selector in the serialised DOM, when it is still in it. */
  largestContentfulPaintElement: string | null;
  /** Layout shifts without recent input, summed in the largest session window (as web-vitals does); measured, not simulated. */
  cumulativeLayoutShift: number;
  layoutShifts: Array<{ startTime: number; value: number; sources: string[] }>;
  /** The main thread's tasks of 50 ms or more as the simulation placed them (start and duration in ms), in time order. */
  longTasks: Array<{ startTime: number; duration: number }>;
  /** Simulated Total Blocking Time: the long tasks' time over 50 ms between FCP and Time to Interactive; 0 without a simulation. */
  totalBlockingTime: number;
  /**
   * Simulated Speed Index (ms), as Lighthouse computes it: Lantern from the trace, starting from
   * the Speed Index observed in the load's screenshots. Null when it could not be measured
   * (`speedIndexError` says why); absent in older snapshots.
   */
  speedIndex?: number | null;
  speedIndexError?: string;
  /** As the browser measured them on the unthrottled load. */
  domContentLoaded: number | null;
  load: number | null;
  /**
   * What the browser measured itself on the unthrottled load (PerformanceObserver): the machine's
   * speed, not the profile's, so not comparable with Lighthouse. Absent in older snapshots.
   */
  observed?: { firstContentfulPaint: number | null; largestContentfulPaint: number | null; totalBlockingTime: number };
  /** Why FCP, LCP or TBT could not be simulated, when one of them could not. */
  simulationError?: string;
}

/** A saved page graded under the address it was served from. */
export interface SavedPage {
  /** The file it was read from (a `file:` URL). */
  file: string;
  /** `given` by the user, or read from the page's `<link rel=canonical>` or `og:url`. */
  addressFrom: 'given' | 'canonical' | 'og:url';
}

export interface HarLog {
  version: string;
  creator: { name: string; version: string; comment?: string };
  browser?: { name: string; version: string };
  pages?: Array<{ startedDateTime: string; id: string; title: string; pageTimings?: Record<string, number> }>;
  entries: HarEntry[];
  comment?: string;
  _pagegrade?: SnapshotExtension;
}

export interface PageSnapshot {
  log: HarLog;
}
