import { PagegradeError } from '../errors.ts';
import type { HarEntry, ImageFacts, PageSnapshot, RenderedFacts, ResourceRole, SavedPage, SnapshotExtension, TlsFacts } from './har.ts';
import { EPOCH, inferRole } from './build.ts';
import { imageFacts } from './image-facts.ts';

/** Response headers by lower-case name, every value kept (Set-Cookie repeats). */
export class HeaderMap {
  private readonly map = new Map<string, string[]>();
  constructor(headers: Array<{ name: string; value: string }>) {
    for (const { name, value } of headers) {
      const key = name.toLowerCase();
      // HTTP/2 pseudo-headers in browser captures are not response headers.
      if (key.startsWith(':')) continue;
      const list = this.map.get(key);
      if (list) list.push(value);
      else this.map.set(key, [value]);
    }
  }
  has(name: string): boolean {
    return this.map.has(name.toLowerCase());
  }
  /** The field value as a recipient would combine it (RFC 9110 §5.3). */
  get(name: string): string | null {
    const list = this.map.get(name.toLowerCase());
    return list ? list.join(', ') : null;
  }
  all(name: string): string[] {
    return this.map.get(name.toLowerCase()) ?? [];
  }
  names(): string[] {
    return [...this.map.keys()];
  }
}

export type ResourceState = 'ok' | 'missing' | 'error';

export interface Resource {
  url: string;
  role: ResourceRole;
  status: number;
  /** `ok` 2xx/3xx, `missing` 4xx (except 408/429), `error` unreachable, 408, 429 or 5xx. */
  state: ResourceState;
  error: string | null;
  /**
   * Whether a response arrived at all (any status). False when the request failed — timeout, DNS,
   * refused connection, a limit of the fetcher: then nothing about the resource is known (no
   * protocol, no headers, no size), and `httpVersion` is '' rather than a version it never spoke.
   */
  received: boolean;
  headers: HeaderMap;
  body: string | null;
  mimeType: string;
  /** Decoded body size in bytes. */
  size: number;
  /** Bytes on the wire when known, else the decoded size. */
  transferSize: number;
  truncated: boolean;
  httpVersion: string;
  timings: HarEntry['timings'];
  redirectURL: string;
  /**
   * A raster image's format and natural size in pixels as the browser shows it (EXIF rotation
   * applied): what the fetcher read from the head of its bytes, or read here from the bytes a
   * capture holds (a browser HAR saved with content); null when neither is known.
   */
  image: ImageFacts | null;
}

export interface ResolvedSnapshot {
  source: SnapshotExtension['source'];
  requestedUrl: string;
  finalUrl: string;
  document: Resource;
  redirects: Resource[];
  resources: Resource[];
  tls: TlsFacts | null;
  limitsHit: string[];
  /** When the page was captured, or null when unknown (a saved file whose time was not given). */
  fetchedAt: Date | null;
  /** Whether response headers were captured at all (false for a bare HTML file). */
  headersKnown: boolean;
  /** For a saved file graded under a web address: the file and where the address came from. */
  saved: SavedPage | null;
  /** What the browser saw, for a rendered snapshot (source `rendered`); null otherwise. */
  rendered: RenderedFacts | null;
}

const TEXTUAL = /^(text\/|application\/(json|xml|ld\+json|manifest\+json|javascript|ecmascript|x-javascript|xhtml\+xml|rss\+xml|atom\+xml)|image\/svg\+xml)/;

function decodeBody(entry: HarEntry): string | null {
  const c = entry.response?.content;
  if (!c || typeof c.text !== 'string') return null;
  if (c.encoding === 'base64') {
    if (c.mimeType && !TEXTUAL.test(c.mimeType.toLowerCase()) && c.mimeType !== '') return null;
    return Buffer.from(c.text, 'base64').toString('utf8');
  }
  return c.text;
}

/** A raster image's facts: from our fetcher's record, else from the bytes a capture holds (base64, as HAR stores binary content). */
function imageOf(entry: HarEntry, role: ResourceRole): ImageFacts | null {
  // Our fetcher's record, checked, since a foreign capture may carry anything in the extension.
  const known = entry._pagegrade?.image;
  if (known && typeof known.type === 'string' && known.width > 0 && known.height > 0) return { type: known.type, width: known.width, height: known.height };
  const c = entry.response?.content;
  if (!c || typeof c.text !== 'string' || c.encoding !== 'base64') return null;
  const mime = (c.mimeType ?? '').toLowerCase();
  // SVG is text and has no natural size of its own in pixels.
  if ((role !== 'image' && !mime.startsWith('image/')) || mime.startsWith('image/svg')) return null;
  return imageFacts(Buffer.from(c.text, 'base64'));
}

function toResource(entry: HarEntry, role: ResourceRole): Resource {
  const status = Number(entry.response?.status ?? 0);
  const error = entry._pagegrade?.error ?? (status === 0 ? 'no response' : null);
  const body = decodeBody(entry);
  // A 4xx means the resource is not there (RFC 9309 treats robots.txt so); 408 and 429 are
  // the server being slow or busy, and 5xx is a failure: those say nothing about the site.
  const state: ResourceState = error || status >= 500 || status === 408 || status === 429 ? 'error' : status >= 400 ? 'missing' : 'ok';
  const size = body !== null ? Buffer.byteLength(body) : Math.max(0, Number(entry.response?.content?.size ?? 0));
  // A failed request has no response: HAR still wants an httpVersion, and snapshots written before
  // failures were recorded without one say HTTP/1.1 there, which no server ever answered with.
  const received = status > 0 && !entry._pagegrade?.error;
  const wire = entry._pagegrade?.transferSize ?? (entry.response?.bodySize > 0 ? entry.response.bodySize : undefined) ?? (entry as { _transferSize?: number })._transferSize;
  return {
    url: entry.request.url,
    role,
    status,
    state,
    error: error ?? (state === 'error' ? `HTTP ${status}` : null),
    received,
    headers: new HeaderMap(entry.response?.headers ?? []),
    body,
    mimeType: (entry.response?.content?.mimeType ?? '').toLowerCase(),
    size,
    transferSize: typeof wire === 'number' && wire >= 0 ? wire : size,
    truncated: entry._pagegrade?.truncated === true,
    httpVersion: received ? (entry.response?.httpVersion ?? '') : '',
    timings: entry.timings ?? { send: 0, wait: 0, receive: 0 },
    redirectURL: entry.response?.redirectURL ?? '',
    image: imageOf(entry, role),
  };
}


function roleOf(entry: HarEntry): ResourceRole {
  if (entry._pagegrade?.role) return entry._pagegrade.role;
  return inferRole(entry.request.url, entry._resourceType, (entry.response?.content?.mimeType ?? '').toLowerCase());
}

function assertShape(snapshot: unknown): asserts snapshot is PageSnapshot {
  const log = (snapshot as PageSnapshot | null)?.log;
  if (!log || !Array.isArray(log.entries) || log.entries.length === 0) {
    throw new PagegradeError('invalid_request', 'Not a HAR 1.2 capture: expected log.entries with at least one entry.');
  }
  for (const [i, e] of log.entries.entries()) {
    if (!e || typeof e.request?.url !== 'string' || typeof e.response?.status !== 'number') {
      throw new PagegradeError('invalid_request', `HAR entry ${i} has no request.url or response.status.`);
    }
  }
}

function isRedirect(status: number): boolean {
  return status >= 300 && status < 400 && status !== 304;
}

/** Turns our own snapshot or a foreign HAR capture into the document, its redirect chain and its resources. */
export function resolveSnapshot(snapshot: unknown): ResolvedSnapshot {
  assertShape(snapshot);
  const log = snapshot.log;
  const entries = log.entries;
  const roles = entries.map(roleOf);
  const ext = log._pagegrade;

  // The navigation starts at the first document-like entry and follows Location headers.
  let start = roles.findIndex((r) => r === 'redirect' || r === 'document');
  if (start < 0) start = 0;
  const chain: number[] = [start];
  const used = new Set(chain);
  for (let i = start; isRedirect(entries[i]!.response.status); ) {
    const e = entries[i]!;
    const loc = e.response.redirectURL || e.response.headers.find((h) => h.name.toLowerCase() === 'location')?.value || '';
    if (!loc) break;
    let target: string;
    try {
      target = new URL(loc, e.request.url).href;
    } catch {
      break;
    }
    const next = entries.findIndex((x, j) => !used.has(j) && x.request.url === target);
    if (next < 0) break;
    chain.push(next);
    used.add(next);
    i = next;
  }
  const docIndex = chain[chain.length - 1]!;
  const document = toResource(entries[docIndex]!, 'document');
  const redirects = chain.slice(0, -1).map((i) => toResource(entries[i]!, 'redirect'));
  const resources: Resource[] = [];
  entries.forEach((e, i) => {
    if (used.has(i)) return;
    const role = roles[i]!;
    resources.push(toResource(e, role === 'redirect' || role === 'document' ? 'other' : role));
  });
  const source = ext?.source ?? 'har';
  return {
    source,
    requestedUrl: ext?.requestedUrl ?? entries[chain[0]!]!.request.url,
    finalUrl: ext?.finalUrl ?? document.url,
    document,
    redirects,
    resources,
    tls: ext?.tls ?? null,
    limitsHit: ext?.limitsHit ?? [],
    fetchedAt: captureTime(ext, entries[docIndex]!.startedDateTime),
    headersKnown: source !== 'html' && document.headers.names().length > 0,
    saved: ext?.saved ?? null,
    rendered: source === 'rendered' && ext?.rendered ? ext.rendered : null,
  };
}

/**
 * A saved file's time is what its snapshot says, or unknown. Saved-file snapshots made before
 * `capturedAt` existed carry the epoch as a placeholder, which is no capture time either: every
 * date on the page would be "in the future" of it.
 */
function captureTime(ext: SnapshotExtension | undefined, started: string | undefined): Date | null {
  if (ext && 'capturedAt' in ext) return ext.capturedAt ? parseDate(ext.capturedAt) : null;
  if (ext?.source === 'html' && started === EPOCH) return null;
  return parseDate(started);
}

function parseDate(s: string | undefined): Date | null {
  if (!s) return null;
  const d = new Date(s);
  return Number.isNaN(d.getTime()) ? null : d;
}
