import { Agent, request } from 'undici';
import zlib from 'node:zlib';
import { performance } from 'node:perf_hooks';
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { PagegradeError, isPagegradeError } from '../errors.ts';
import { makeEntry, makeSnapshot } from '../snapshot/build.ts';
import type { HarEntry, PageSnapshot, ResourceRole } from '../snapshot/har.ts';
import { checkUrl, type AllowList } from './guard.ts';
import { guardedConnector, type ConnectionFacts, type Resolver } from './connector.ts';
import { DEFAULT_LIMITS, type FetchLimits } from './limits.ts';
import { discoverSubresources, type Discovered } from './discover.ts';
import { assertAnalyzable } from './analyzable.ts';
import { imageFacts } from '../snapshot/image-facts.ts';

export interface FetchOptions {
  limits?: Partial<FetchLimits>;
  /** Test-only: private addresses that may be reached (e.g. `127.0.0.1`). Unsafe; off by default. */
  allowHosts?: AllowList;
  /** DNS resolution; the system resolver by default. Tests inject answers. */
  resolver?: Resolver;
  userAgent?: string;
  /** Aborts the whole fetch (the caller's deadline). */
  signal?: AbortSignal;
  /**
   * Finds the subresources in the fetched HTML; `discoverSubresources` in this thread by default.
   * The server passes one that runs on its analysis pool, so a page that is slow to read cannot
   * hold up the thread that answers requests.
   */
  discover?: (html: string, pageUrl: string) => Discovered | Promise<Discovered>;
}

export const DEFAULT_USER_AGENT = 'Mozilla/5.0 (compatible; pagegrade/0.1; +https://github.com/pagegrade/pagegrade)';

interface Body {
  buffer: Buffer;
  wireBytes: number;
  truncated: boolean;
}

interface RawResponse {
  url: string;
  status: number;
  headers: Record<string, string | string[]>;
  body: Body | null;
  started: string;
  httpVersion: string;
  timings: { send: number; wait: number; receive: number; blocked: number; dns: number; connect: number; ssl: number };
  serverIPAddress?: string;
  /** For a probed resource: its whole size, when the response told it, and how. */
  fullSize?: { bytes: number; from: 'content-range' | 'content-length' | 'body' };
}

/**
 * The page's time limit, stopped while the page's HTML is read for subresources: that read may wait
 * for a busy analysis pool, and waiting is not the page's slowness.
 */
class Deadline {
  private readonly controller = new AbortController();
  private timer: NodeJS.Timeout | undefined;
  private left: number;
  private since = 0;
  readonly signal = this.controller.signal;

  constructor(ms: number) {
    this.left = ms;
    this.resume();
  }

  pause(): void {
    clearTimeout(this.timer);
    this.left -= performance.now() - this.since;
  }

  resume(): void {
    this.since = performance.now();
    this.timer = setTimeout(() => this.controller.abort(new DOMException('The page time limit passed.', 'TimeoutError')), Math.max(0, this.left));
    // As AbortSignal.timeout's timer: it never keeps the process alive by itself.
    this.timer.unref();
  }

  stop(): void {
    clearTimeout(this.timer);
  }
}

class Budget {
  used = 0;
  constructor(readonly total: number) {}
  remaining(): number {
    return Math.max(0, this.total - this.used);
  }
}

/** Reads a body, decompressing as it goes, stopping at `limit` decoded bytes (bombs included). */
async function readBody(stream: Readable, encoding: string, limit: number): Promise<Body> {
  const enc = encoding.trim().toLowerCase();
  let decoder: zlib.Gunzip | zlib.Inflate | zlib.BrotliDecompress | null = null;
  if (enc === 'gzip' || enc === 'x-gzip') decoder = zlib.createGunzip();
  else if (enc === 'deflate') decoder = zlib.createUnzip();
  else if (enc === 'br') decoder = zlib.createBrotliDecompress();
  const chunks: Buffer[] = [];
  let size = 0;
  let wire = 0;
  let truncated = false;
  await new Promise<void>((resolve, reject) => {
    const out: Readable = decoder ?? stream;
    const stop = () => {
      truncated = true;
      const ignore = () => undefined;
      stream.on('error', ignore);
      decoder?.on('error', ignore);
      stream.destroy();
      decoder?.destroy();
      resolve();
    };
    stream.on('data', (c: Buffer) => {
      wire += c.length;
    });
    out.on('data', (c: Buffer) => {
      if (truncated) return;
      const room = limit - size;
      if (c.length >= room) {
        if (room > 0) chunks.push(c.subarray(0, room));
        size = limit;
        stop();
        return;
      }
      chunks.push(c);
      size += c.length;
    });
    out.once('end', () => resolve());
    out.once('error', (err) => (truncated ? resolve() : reject(err)));
    if (decoder) {
      stream.once('error', (err) => (truncated ? resolve() : reject(err)));
      stream.pipe(decoder);
    }
  });
  return { buffer: Buffer.concat(chunks), wireBytes: wire, truncated };
}

function headerValue(h: Record<string, string | string[] | undefined>, name: string): string {
  const v = h[name];
  return Array.isArray(v) ? (v[0] ?? '') : (v ?? '');
}

/** Decodes text by the charset of Content-Type, else a `<meta charset>` in the first 1024 bytes, else UTF-8. */
export function decodeText(buf: Buffer, contentType: string): string {
  let charset = /charset\s*=\s*"?([\w.:-]+)/i.exec(contentType)?.[1];
  if (!charset && /html/i.test(contentType)) {
    const head = buf.subarray(0, 1024).toString('latin1');
    charset = /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(head)?.[1];
  }
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(buf);
  } catch {
    return new TextDecoder('utf-8').decode(buf);
  }
}

const TEXT_TYPES = /^(text\/|application\/(json|xml|ld\+json|manifest\+json|javascript|ecmascript|x-javascript|xhtml\+xml|rss\+xml|atom\+xml)|image\/svg\+xml)/i;

interface Session {
  agent: Agent;
  limits: FetchLimits;
  options: FetchOptions;
  budget: Budget;
  connections: ConnectionFacts[];
  signal: AbortSignal;
  limitsHit: Set<string>;
}

/** One request through the guarded agent, without following redirects. */
async function fetchOnce(s: Session, url: URL, byteLimit: number, kind: string, probe = false): Promise<RawResponse> {
  const started = new Date().toISOString();
  const t0 = performance.now();
  // Our own timers rather than undici's coarse ones, so the reason reported is the real one.
  const controller = new AbortController();
  const firstByte = setTimeout(() => controller.abort(new PagegradeError('fetch_failed', `${url.href} could not be fetched: no response within ${s.limits.firstByteTimeoutMs} ms.`)), s.limits.firstByteTimeoutMs);
  const whole = setTimeout(() => controller.abort(new PagegradeError('fetch_failed', `${url.href} could not be fetched: the response did not complete within ${s.limits.requestTimeoutMs} ms.`)), s.limits.requestTimeoutMs);
  const signal = AbortSignal.any([s.signal, controller.signal]);
  try {
    return await fetchWithSignal(s, url, byteLimit, kind, signal, started, t0, () => clearTimeout(firstByte), probe);
  } catch (err) {
    if (controller.signal.aborted && !s.signal.aborted) throw controller.signal.reason as PagegradeError;
    throw asFetchError(err, url, s);
  } finally {
    clearTimeout(firstByte);
    clearTimeout(whole);
  }
}

async function fetchWithSignal(
  s: Session,
  url: URL,
  byteLimit: number,
  kind: string,
  signal: AbortSignal,
  started: string,
  t0: number,
  onHeaders: () => void,
  probe: boolean,
): Promise<RawResponse> {
  const res = await request(url, {
    dispatcher: s.agent,
    method: 'GET',
    headers: {
      'user-agent': s.options.userAgent ?? DEFAULT_USER_AGENT,
      accept: ACCEPT[kind] ?? '*/*',
      'accept-encoding': 'gzip, deflate, br',
      'accept-language': 'en;q=0.9, *;q=0.5',
      // Only the head of a probed resource is read; a server that honours ranges sends just that.
      ...(probe ? { range: `bytes=0-${byteLimit - 1}` } : {}),
    },
    signal,
  });
  onHeaders();
  res.body.on('error', () => undefined);
  const tHeaders = performance.now();
  const headers = res.headers as Record<string, string | string[]>;
  let body: Body | null = null;
  const room = Math.min(byteLimit, s.budget.remaining());
  {
    if (res.statusCode >= 300 && res.statusCode < 400 && res.statusCode !== 304) {
      await res.body.dump({ limit: 64 * 1024 }).catch(() => undefined);
    } else if (room <= 0) {
      s.limitsHit.add('total-bytes');
      res.body.destroy();
      body = { buffer: Buffer.alloc(0), wireBytes: 0, truncated: true };
    } else {
      body = await readBody(res.body, headerValue(headers, 'content-encoding'), room);
      s.budget.used += body.buffer.length;
      // A probe stops at its byte limit by design; only the page's total budget is a limit hit.
      if (body.truncated && (!probe || room < byteLimit)) s.limitsHit.add(room < byteLimit ? 'total-bytes' : `${kind === 'document' ? 'document' : 'subresource'}-bytes`);
    }
  }
  const tEnd = performance.now();
  const origin = url.origin;
  const conn = s.connections.find((c) => !c.claimed && (c.origin === origin || c.origin === `${url.protocol}//${url.host}`));
  if (conn) conn.claimed = true;
  const anyConn = conn ?? s.connections.find((c) => c.origin === origin);
  const setup = conn ? conn.dns + Math.max(0, conn.connect) + Math.max(0, conn.ssl) : 0;
  const raw: RawResponse = {
    url: url.href,
    status: res.statusCode,
    headers,
    body,
    started,
    httpVersion: anyConn?.alpn === 'h2' ? 'HTTP/2' : 'HTTP/1.1',
    timings: {
      blocked: -1,
      dns: conn ? conn.dns : -1,
      connect: conn ? conn.connect + Math.max(0, conn.ssl) : -1,
      ssl: conn ? conn.ssl : -1,
      send: 0,
      wait: round(Math.max(0, tHeaders - t0 - setup)),
      receive: round(tEnd - tHeaders),
    },
  };
  if (anyConn) raw.serverIPAddress = anyConn.address;
  if (probe && body) {
    const size = fullSize(res.statusCode, headers, body);
    if (size) raw.fullSize = size;
  }
  return raw;
}

/** What each kind of request accepts: as a current browser sends it, so servers negotiate the same formats. */
const ACCEPT: Record<string, string> = {
  document: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8',
  // A missing page as a person meets it: a browser following a link, which asks for HTML (a
  // server may answer programs with JSON and browsers with a page).
  notFound: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8',
  image: 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8',
};

/**
 * The whole size of a probed resource: the total of a 206's Content-Range, else the Content-Length
 * of an uncompressed 200, else the body when it was read to its end. Unknown otherwise.
 */
function fullSize(status: number, headers: Record<string, string | string[]>, body: Body): RawResponse['fullSize'] | undefined {
  if (status === 206) {
    const total = /\/\s*(\d+)\s*$/.exec(headerValue(headers, 'content-range'))?.[1];
    if (total) return { bytes: Number(total), from: 'content-range' };
    return undefined;
  }
  const encoded = headerValue(headers, 'content-encoding').trim().toLowerCase();
  const length = headerValue(headers, 'content-length').trim();
  if ((encoded === '' || encoded === 'identity') && /^\d+$/.test(length)) return { bytes: Number(length), from: 'content-length' };
  if (!body.truncated) return { bytes: body.buffer.length, from: 'body' };
  return undefined;
}

function round(ms: number): number {
  return Math.round(ms * 10) / 10;
}

function asFetchError(err: unknown, url: URL, s: Session): PagegradeError {
  if (isPagegradeError(err)) return err;
  const e = err as { code?: string; name?: string; message?: string; cause?: unknown };
  if (e.cause && isPagegradeError(e.cause)) return e.cause;
  if (s.signal.aborted) {
    s.limitsHit.add('page-time');
    return new PagegradeError('fetch_failed', `The page took longer than ${s.limits.pageTimeoutMs} ms to fetch.`);
  }
  const code = e.code ?? e.name ?? '';
  const reason =
    code === 'UND_ERR_HEADERS_TIMEOUT'
      ? `no response within ${s.limits.firstByteTimeoutMs} ms`
      : code === 'UND_ERR_BODY_TIMEOUT' || code === 'TimeoutError' || code === 'AbortError'
        ? `the response did not complete within ${s.limits.requestTimeoutMs} ms`
        : code === 'ECONNREFUSED'
          ? 'connection refused'
          : code === 'ECONNRESET' || code === 'UND_ERR_SOCKET'
            ? 'connection reset by the server'
            : code === 'Z_DATA_ERROR' || code === 'ERR_PADDING_1' || /incorrect header|invalid/i.test(e.message ?? '')
              ? 'the response could not be decompressed'
              : (e.message ?? String(err));
  return new PagegradeError('fetch_failed', `${url.href} could not be fetched: ${reason}.`);
}

interface Chain {
  hops: RawResponse[];
  final: RawResponse;
}

/** Follows redirects itself, checking every hop against the guard before connecting. */
async function fetchFollowing(s: Session, start: URL, byteLimit: number, kind: string, probe = false): Promise<Chain> {
  const hops: RawResponse[] = [];
  let url = start;
  for (;;) {
    const res = await fetchOnce(s, url, byteLimit, kind, probe);
    const location = headerValue(res.headers, 'location');
    if (res.status >= 300 && res.status < 400 && res.status !== 304 && location) {
      hops.push(res);
      if (hops.length > s.limits.maxRedirects) {
        s.limitsHit.add('redirects');
        throw new PagegradeError('fetch_failed', `More than ${s.limits.maxRedirects} redirects starting at ${start.href}.`);
      }
      let next: URL;
      try {
        next = new URL(location, url);
      } catch {
        throw new PagegradeError('fetch_failed', `${url.href} redirects to an invalid location "${location.slice(0, 100)}".`);
      }
      url = checkUrl(next.href, { allowHosts: s.options.allowHosts });
      continue;
    }
    return { hops, final: res };
  }
}

function toEntry(raw: RawResponse, role: ResourceRole): HarEntry {
  const contentType = headerValue(raw.headers, 'content-type');
  const text = raw.body && (TEXT_TYPES.test(contentType) || contentType === '' || role === 'document') ? decodeText(raw.body.buffer, contentType) : undefined;
  const entry = makeEntry({
    url: raw.url,
    role,
    status: raw.status,
    headers: Object.entries(raw.headers).flatMap(([name, v]) => (Array.isArray(v) ? v : [v]).map((value) => ({ name, value: String(value) }))),
    ...(text !== undefined ? { body: text } : {}),
    mimeType: contentType.split(';')[0]!.trim(),
    truncated: raw.body?.truncated ?? false,
    httpVersion: raw.httpVersion,
    ...(raw.body ? { transferSize: raw.body.wireBytes } : {}),
    timings: raw.timings,
    startedDateTime: raw.started,
    ...(raw.serverIPAddress ? { serverIPAddress: raw.serverIPAddress } : {}),
  });
  if (raw.body && text === undefined) entry.response.content.size = raw.body.buffer.length;
  if (raw.fullSize) {
    // The resource as a browser would download it whole, not the head that was read of it.
    entry.response.content.size = raw.fullSize.bytes;
    entry.response.bodySize = raw.fullSize.bytes;
    entry._pagegrade!.transferSize = raw.fullSize.bytes;
    entry._pagegrade!.sizeFrom = raw.fullSize.from;
    if (raw.fullSize.from !== 'body') delete entry._pagegrade!.truncated;
  }
  if (raw.body && role === 'image') {
    const facts = imageFacts(raw.body.buffer);
    if (facts) entry._pagegrade!.image = facts;
  }
  return entry;
}

function errorEntry(url: string, role: ResourceRole, err: unknown): HarEntry {
  const reason = isPagegradeError(err) ? `${err.code}: ${err.message}` : String(err);
  return makeEntry({ url, role, error: reason, startedDateTime: new Date().toISOString() });
}

function sitemapFromRobots(body: string | undefined, origin: string): string | null {
  if (!body) return null;
  const m = /^[ \t]*sitemap[ \t]*:[ \t]*(\S+)/im.exec(body);
  if (!m) return null;
  try {
    return new URL(m[1]!, origin).href;
  } catch {
    return null;
  }
}

/** A path no site has, the same for every fetch of the same URL (so snapshots are comparable). */
function notFoundPath(pageUrl: string): string {
  return `/pagegrade-missing-${createHash('sha256').update(pageUrl).digest('hex').slice(0, 12)}`;
}

/**
 * Fetches a page and its subresources into a HAR snapshot. Every connection goes through the
 * guard; redirects, bytes (decoded, after decompression) and time are bounded. Throws
 * `invalid_url`, `blocked_host` or `fetch_failed` when the page itself cannot be fetched or is not
 * a page to grade (an error status, not HTML: see assertAnalyzable);
 * a subresource that fails is recorded as a failed entry instead.
 */
export async function fetchSnapshot(input: string, options: FetchOptions = {}): Promise<PageSnapshot> {
  const limits: FetchLimits = { ...DEFAULT_LIMITS, ...options.limits };
  const start = checkUrl(input, { allowHosts: options.allowHosts });
  const connections: ConnectionFacts[] = [];
  const agent = new Agent({
    connect: guardedConnector({
      allowHosts: options.allowHosts,
      resolver: options.resolver,
      connectTimeoutMs: limits.connectTimeoutMs,
      onConnection: (c) => connections.push(c),
    }),
    connections: 4,
    pipelining: 1,
    allowH2: true,
    keepAliveTimeout: 5_000,
    maxResponseSize: -1,
  });
  const deadline = new Deadline(limits.pageTimeoutMs);
  const pageSignal = deadline.signal;
  const session: Session = {
    agent,
    limits,
    options,
    budget: new Budget(limits.totalBytes),
    connections,
    signal: options.signal ? AbortSignal.any([pageSignal, options.signal]) : pageSignal,
    limitsHit: new Set(),
  };
  try {
    const chain = await fetchFollowing(session, start, limits.documentBytes, 'document');
    const entries: HarEntry[] = chain.hops.map((h) => toEntry(h, 'redirect'));
    const docEntry = toEntry(chain.final, 'document');
    entries.push(docEntry);
    const finalUrl = new URL(chain.final.url);
    const html = docEntry.response.content.text ?? '';
    assertAnalyzable(finalUrl.href, chain.final.status, headerValue(chain.final.headers, 'content-type'), html);
    deadline.pause();
    let found: Discovered;
    try {
      found = await (options.discover ?? discoverSubresources)(html, finalUrl.href);
    } finally {
      deadline.resume();
    }
    const origin = finalUrl.origin;

    type Job = { url: string; role: ResourceRole; follow: boolean; probe?: boolean };
    const wellKnown: Job[] = [
      { url: `${origin}/robots.txt`, role: 'robots', follow: true },
      { url: `${origin}/llms.txt`, role: 'llms', follow: true },
      { url: `${origin}/.well-known/security.txt`, role: 'securityTxt', follow: true },
      { url: `${origin}/.well-known/gpc.json`, role: 'gpc', follow: true },
      { url: `${origin}/.well-known/ai-catalog.json`, role: 'aiCatalog', follow: true },
      { url: `${origin}/.well-known/mcp`, role: 'mcp', follow: true },
      { url: `${origin}/.well-known/agent-skills/index.json`, role: 'agentSkills', follow: true },
      { url: `${origin}${notFoundPath(finalUrl.href)}`, role: 'notFound', follow: false },
    ];
    // Safari's fallback when a page names no apple-touch-icon: only its head is read.
    if (!found.appleTouchIcon) wellKnown.push({ url: `${origin}/apple-touch-icon.png`, role: 'appleTouchIcon', follow: true, probe: true });
    if (finalUrl.protocol === 'https:') {
      const http = new URL(finalUrl.href);
      http.protocol = 'http:';
      if (http.port === '443') http.port = '';
      wellKnown.push({ url: http.href, role: 'httpVariant', follow: false });
    }
    if (found.manifest) wellKnown.push({ url: found.manifest, role: 'manifest', follow: true });
    const assets: Job[] = [
      ...found.stylesheets.slice(0, limits.maxStylesheets).map((url) => ({ url, role: 'stylesheet' as const, follow: true })),
      ...found.scripts.slice(0, limits.maxScripts).map((url) => ({ url, role: 'script' as const, follow: true })),
    ];
    // Fonts and images after the stylesheets and scripts: the checks read those whole, and a page
    // with many images must not crowd them out of the count and byte limits.
    const media: Job[] = [
      ...found.fonts.map((url) => ({ url, role: 'font' as const, follow: true })),
      ...found.images.map((url) => ({ url, role: 'image' as const, follow: true, probe: true })),
    ];
    if (media.length > limits.maxImages) session.limitsHit.add('subresource-count');
    assets.push(...media.slice(0, limits.maxImages));
    if (found.stylesheets.length > limits.maxStylesheets || found.scripts.length > limits.maxScripts) session.limitsHit.add('subresource-count');

    const results: HarEntry[][] = [];
    let fetched = 0;
    const runJobs = async (jobs: Job[]) => {
      let next = 0;
      const worker = async () => {
        while (next < jobs.length) {
          const i = next++;
          const job = jobs[i]!;
          if (fetched >= limits.maxSubresources) {
            session.limitsHit.add('subresource-count');
            continue;
          }
          fetched++;
          results[order.indexOf(job)] = await fetchSubresource(session, job.url, job.role, job.follow, job.probe ?? false);
        }
      };
      await Promise.all(Array.from({ length: Math.min(limits.concurrency, jobs.length) }, worker));
    };
    const order: Job[] = [...wellKnown, ...assets];
    await runJobs(wellKnown);
    // The sitemap is named in robots.txt when the site says where it is.
    const robots = results[order.findIndex((j) => j.role === 'robots')];
    const robotsEntry = robots?.at(-1);
    const declared = robotsEntry && robotsEntry.response.status === 200 ? sitemapFromRobots(robotsEntry.response.content.text, origin) : null;
    const sitemapJob: Job = { url: declared ?? `${origin}/sitemap.xml`, role: 'sitemap', follow: true };
    order.push(sitemapJob);
    await runJobs([...assets, sitemapJob]);
    for (const r of results) if (r) entries.push(...r);

    const tlsConn = connections.find((c) => c.origin === origin && c.tls) ?? connections.find((c) => c.tls);
    return makeSnapshot(entries, {
      requestedUrl: start.href,
      finalUrl: finalUrl.href,
      tls: finalUrl.protocol === 'https:' ? (tlsConn?.tls ?? null) : null,
      limitsHit: [...session.limitsHit].sort(),
      source: 'fetched',
    });
  } finally {
    deadline.stop();
    agent.destroy().catch(() => undefined);
  }
}

/** A subresource: its redirect hops (as `other` entries) and final response, or one failed entry. */
async function fetchSubresource(s: Session, rawUrl: string, role: ResourceRole, follow: boolean, probe: boolean): Promise<HarEntry[]> {
  let url: URL;
  try {
    url = checkUrl(rawUrl, { allowHosts: s.options.allowHosts });
  } catch (err) {
    return [errorEntry(rawUrl, role, err)];
  }
  try {
    const limit = probe ? s.limits.imageProbeBytes : s.limits.resourceBytes;
    if (!follow) return [toEntry(await fetchOnce(s, url, limit, role, probe), role)];
    const chain = await fetchFollowing(s, url, limit, role, probe);
    const entry = toEntry(chain.final, role);
    // The resource keeps the URL it was asked for, so the page's references find it.
    if (chain.hops.length) entry.request.url = url.href;
    return [entry];
  } catch (err) {
    return [errorEntry(url.href, role, err)];
  }
}
