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
  | 'image'
  | 'font'
  | 'other';

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
  /** `fetched` for our own captures, `html` for a bare HTML file, `har` for a foreign capture. */
  source: 'fetched' | 'html' | 'har';
  /**
   * When the page was captured, for a saved HTML file (its modification time), or null when that
   * is unknown: date checks then do not judge "in the future". Absent: the document entry's
   * `startedDateTime` is the capture time.
   */
  capturedAt?: string | null;
  /** For a saved HTML file graded under a web address: where that address came from. */
  saved?: SavedPage;
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
