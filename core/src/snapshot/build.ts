import type { EntryExtension, HarEntry, HarHeader, HarLog, ImageFacts, PageSnapshot, ResourceRole, SavedPage, SnapshotExtension, TlsFacts } from './har.ts';

export const CREATOR = { name: 'pagegrade', version: '0.1.0' } as const;

/**
 * A fixed instant for snapshots built without a network, so they stay byte-identical. HAR needs a
 * start time on every entry; on a saved page it stands for "unknown" (see `capturedAt`).
 */
export const EPOCH = '1970-01-01T00:00:00.000Z';
/** The moment fixture snapshots claim to be fetched at, so date rules have a fixed "now". */
export const FIXTURE_TIME = '2026-06-01T00:00:00.000Z';

export interface EntryParts {
  url: string;
  role: ResourceRole;
  status?: number;
  statusText?: string;
  httpVersion?: string;
  headers?: Record<string, string | string[]> | HarHeader[];
  body?: string;
  /** A binary body (an image), stored base64-encoded as HAR does; `body` is then ignored. */
  bytes?: Uint8Array;
  mimeType?: string;
  error?: string;
  truncated?: boolean;
  transferSize?: number;
  timings?: Partial<HarEntry['timings']>;
  startedDateTime?: string;
  serverIPAddress?: string;
  /** The decoded size of a body not kept as text (an image): what `content.size` says. */
  size?: number;
  /** An image's format and pixel size, as the fetcher reads them from its first bytes. */
  image?: ImageFacts;
}

export function toHarHeaders(headers: EntryParts['headers']): HarHeader[] {
  if (!headers) return [];
  if (Array.isArray(headers)) return headers.map((h) => ({ name: h.name, value: h.value }));
  const out: HarHeader[] = [];
  for (const [name, value] of Object.entries(headers)) {
    for (const v of Array.isArray(value) ? value : [value]) out.push({ name, value: v });
  }
  return out;
}

export function makeEntry(parts: EntryParts): HarEntry {
  const headers = toHarHeaders(parts.headers);
  const contentType = headers.find((h) => h.name.toLowerCase() === 'content-type')?.value;
  const binary = parts.bytes ? Buffer.from(parts.bytes) : null;
  const body = binary ? binary.toString('base64') : (parts.body ?? '');
  const hasBody = binary !== null || parts.body !== undefined;
  const size = binary ? binary.length : !hasBody && parts.size !== undefined ? parts.size : Buffer.byteLength(body);
  const status = parts.error ? 0 : (parts.status ?? 200);
  const location = headers.find((h) => h.name.toLowerCase() === 'location')?.value ?? '';
  const ext: EntryExtension = { role: parts.role };
  if (parts.error) ext.error = parts.error;
  if (parts.truncated) ext.truncated = true;
  if (parts.transferSize !== undefined) ext.transferSize = parts.transferSize;
  if (parts.image) ext.image = { ...parts.image };
  const timings = { blocked: -1, dns: -1, connect: -1, ssl: -1, send: 0, wait: 0, receive: 0, ...parts.timings };
  const time = [timings.blocked, timings.dns, timings.connect, timings.send, timings.wait, timings.receive]
    .filter((t): t is number => typeof t === 'number' && t > 0)
    .reduce((a, b) => a + b, 0);
  const entry: HarEntry = {
    startedDateTime: parts.startedDateTime ?? EPOCH,
    time,
    request: { method: 'GET', url: parts.url, httpVersion: parts.httpVersion ?? 'HTTP/1.1', headers: [], headersSize: -1, bodySize: 0 },
    response: {
      status,
      statusText: parts.statusText ?? '',
      // A request that failed got no response and spoke no protocol (HAR: '' when unknown).
      httpVersion: parts.error ? '' : (parts.httpVersion ?? 'HTTP/1.1'),
      headers,
      content: { size, mimeType: parts.mimeType ?? contentType ?? '', ...(hasBody ? { text: body } : {}), ...(binary ? { encoding: 'base64' } : {}) },
      redirectURL: location,
      headersSize: -1,
      bodySize: parts.transferSize ?? (hasBody ? size : -1),
    },
    cache: {},
    timings,
    _resourceType: parts.role,
    _pagegrade: ext,
  };
  if (parts.serverIPAddress) entry.serverIPAddress = parts.serverIPAddress;
  return entry;
}

export function makeSnapshot(entries: HarEntry[], ext: Omit<SnapshotExtension, 'version'>): PageSnapshot {
  const log: HarLog = { version: '1.2', creator: { ...CREATOR }, entries, _pagegrade: { version: 1, ...ext } };
  return { log };
}

export interface SavedHtmlOptions {
  /** When the page was saved (ISO time, e.g. the file's modification time); by default unknown. */
  capturedAt?: string | null;
  /** The file the page was read from, when `url` is the web address it was served from. */
  saved?: SavedPage;
  /** The page's own files read with it (its stylesheets, scripts, images …), as entries. */
  resources?: HarEntry[];
  /** The limits the reading of those files stopped at. */
  limitsHit?: string[];
}

/**
 * A bare HTML file becomes a one-entry snapshot without response headers. The engine knows the
 * headers are unknown (source `html`), so header-based rules report `not-applicable`. `url` is the
 * page's address: the file's own, or the web address it was saved from (then `saved` says so).
 */
export function snapshotFromHtml(html: string, url = 'file:///page.html', options: SavedHtmlOptions = {}): PageSnapshot {
  const capturedAt = options.capturedAt ?? null;
  const entry = makeEntry({ url, role: 'document', status: 200, body: html, mimeType: 'text/html', startedDateTime: capturedAt ?? EPOCH });
  return makeSnapshot([entry, ...(options.resources ?? [])], { requestedUrl: url, finalUrl: url, tls: null, limitsHit: options.limitsHit ?? [], source: 'html', capturedAt, ...(options.saved ? { saved: options.saved } : {}) });
}

export interface ResourceParts {
  status?: number;
  headers?: Record<string, string | string[]>;
  body?: string;
  /** A binary body, such as an image's bytes. */
  bytes?: Uint8Array;
  error?: string;
  role?: ResourceRole;
  /** The decoded size of a body given without text (an image). */
  size?: number;
  /** An image's format and pixel size, as the fetcher records them. */
  image?: ImageFacts;
  /** The protocol it was served over; by default the document's. */
  httpVersion?: string;
}

export interface SnapshotParts {
  url?: string;
  status?: number;
  headers?: Record<string, string | string[]>;
  html?: string;
  /** Earlier hops, in order: each a URL and status; the `Location` is the next hop. */
  redirects?: Array<{ url: string; status: number; headers?: Record<string, string | string[]> }>;
  /** Subresources by URL or by path on the page's origin (`/robots.txt`). */
  resources?: Record<string, ResourceParts>;
  tls?: Partial<TlsFacts> | null;
  limitsHit?: string[];
  timings?: Partial<HarEntry['timings']>;
  httpVersion?: string;
  /** ISO time the document was fetched (default 2026-06-01T00:00:00Z, fixed for reproducibility). */
  fetchedAt?: string;
}

/** Infers why a foreign capture fetched a URL, from its path and its devtools resource type. */
export function inferRole(url: string, resourceType: string | undefined, mimeType: string): ResourceRole {
  let path = '';
  try {
    path = new URL(url).pathname.toLowerCase();
  } catch {
    return 'other';
  }
  if (path === '/robots.txt') return 'robots';
  if (path === '/llms.txt') return 'llms';
  if (path === '/.well-known/security.txt' || path === '/security.txt') return 'securityTxt';
  if (/sitemap[^/]*\.xml$/.test(path)) return 'sitemap';
  if (path === '/.well-known/gpc.json') return 'gpc';
  if (path === '/.well-known/ai-catalog.json' || path === '/.well-known/ard.json') return 'aiCatalog';
  if (path === '/.well-known/mcp' || path === '/.well-known/mcp.json') return 'mcp';
  if (path === '/.well-known/agent-skills/index.json') return 'agentSkills';
  if (path === '/apple-touch-icon.png') return 'appleTouchIcon';
  if (path.endsWith('.webmanifest') || path.endsWith('manifest.json') || resourceType === 'manifest') return 'manifest';
  const type = (resourceType ?? '').toLowerCase();
  if (type === 'document') return 'document';
  if (type === 'stylesheet' || mimeType.includes('text/css')) return 'stylesheet';
  if (type === 'script' || /javascript|ecmascript/.test(mimeType)) return 'script';
  if (type === 'image' || mimeType.startsWith('image/')) return 'image';
  if (type === 'font' || mimeType.startsWith('font/')) return 'font';
  if (mimeType.includes('text/html')) return 'document';
  return 'other';
}

const TLS_DEFAULTS: TlsFacts = {
  protocol: 'TLSv1.3',
  cipher: 'TLS_AES_128_GCM_SHA256',
  authorized: true,
  authorizationError: null,
  validFrom: '2026-01-01T00:00:00.000Z',
  validTo: '2027-01-01T00:00:00.000Z',
  subject: null,
  issuer: null,
  altNames: [],
};

/**
 * Builds a fetched-style snapshot from parts, without a network: what fixtures, tests and
 * plugin authors use to describe a page with its headers and subresources.
 */
export function snapshotFromParts(parts: SnapshotParts): PageSnapshot {
  const url = parts.url ?? 'https://example.com/';
  const entries: HarEntry[] = [];
  for (const hop of parts.redirects ?? []) {
    entries.push(makeEntry({ url: hop.url, role: 'redirect', status: hop.status, headers: hop.headers ?? {} }));
  }
  const headers = parts.headers ?? { 'content-type': 'text/html; charset=utf-8' };
  entries.push(
    makeEntry({
      url,
      role: 'document',
      status: parts.status ?? 200,
      headers,
      body: parts.html ?? '',
      startedDateTime: parts.fetchedAt ?? FIXTURE_TIME,
      ...(parts.timings ? { timings: parts.timings } : {}),
      ...(parts.httpVersion ? { httpVersion: parts.httpVersion } : {}),
    }),
  );
  for (const [key, res] of Object.entries(parts.resources ?? {})) {
    const resUrl = new URL(key, url).href;
    const ct = res.headers?.['content-type'];
    const mime = Array.isArray(ct) ? (ct[0] ?? '') : (ct ?? '');
    const role = res.role ?? inferRole(resUrl, undefined, mime);
    entries.push(
      makeEntry({
        url: resUrl,
        role,
        status: res.status ?? 200,
        headers: res.headers ?? {},
        ...(res.body !== undefined ? { body: res.body } : {}),
        ...(res.bytes ? { bytes: res.bytes } : {}),
        ...(res.error ? { error: res.error } : {}),
        ...(res.size !== undefined ? { size: res.size } : {}),
        ...(res.image ? { image: res.image } : {}),
        ...((res.httpVersion ?? parts.httpVersion) ? { httpVersion: res.httpVersion ?? parts.httpVersion } : {}),
      }),
    );
  }
  const isHttps = url.startsWith('https:');
  const tls = parts.tls === null || !isHttps ? null : { ...TLS_DEFAULTS, ...parts.tls };
  return makeSnapshot(entries, {
    requestedUrl: parts.redirects?.[0]?.url ?? url,
    finalUrl: url,
    tls,
    limitsHit: parts.limitsHit ?? [],
    source: 'fetched',
  });
}
