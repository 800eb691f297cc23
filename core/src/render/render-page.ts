import { performance } from 'node:perf_hooks';
import type { BrowserContext, CDPSession, Request, Response } from 'playwright-core';
import { PagegradeError, isPagegradeError } from '../errors.ts';
import { checkUrl } from '../fetch/guard.ts';
import { assertAnalyzable } from '../fetch/analyzable.ts';
import { fetchSnapshot } from '../fetch/fetch-page.ts';
import { makeEntry, makeSnapshot } from '../snapshot/build.ts';
import { imageFacts } from '../snapshot/image-facts.ts';
import { SITE_FILE_ROLES, type ConsoleEntry, type HarEntry, type PageSnapshot, type RenderedFacts, type RenderProfile, type ResourceRole, type Screenshot } from '../snapshot/har.ts';
import { GuardedProxy } from './proxy.ts';
import { sharedRenderer, type BrowserLease } from './renderer.ts';
import { collectScript, INSTALL_VITALS, NODE_SELECTOR, RENDERED_STYLE_PROPERTIES, UNSTYLED_TAGS, type Collected } from './in-page.ts';
import { DEFAULT_RENDER_LIMITS, renderProfileFor, type RenderLimits, type RenderOptions } from './options.ts';
import { TraceRecorder, type TraceEvent } from './lab/trace.ts';
import { READ_TEXT_CHANGES, WATCH_TEXT } from './watch-text.ts';
import { simulateLab, type SimulatedLab } from './lab/simulate.ts';
import { sessionWindowCls, type TracedShift } from './lab/shifts.ts';

const TEXT_TYPES = /^(text\/|application\/(json|xml|ld\+json|manifest\+json|javascript|ecmascript|x-javascript|xhtml\+xml|rss\+xml|atom\+xml)|image\/svg\+xml)/i;

/** One request the page made, as it went. */
interface Seen {
  request: Request;
  started: string;
  response: Response | null;
  failure: string | null;
  finished: boolean;
  body: Buffer | null;
  bodyTruncated: boolean;
  transferSize: number | null;
  /**
   * The response's headers as received, repeated ones (Set-Cookie) included: `response.headers()`
   * leaves cookie headers out, and the cookie checks need them.
   */
  headers: Array<{ name: string; value: string }> | null;
}

/** Rejects when a bound trips; every wait of the rendering races it. */
class Tripwire {
  private rejectFn!: (err: PagegradeError) => void;
  readonly promise: Promise<never>;
  tripped: PagegradeError | null = null;
  constructor() {
    this.promise = new Promise<never>((_, reject) => (this.rejectFn = reject));
    this.promise.catch(() => undefined);
  }
  trip(err: PagegradeError): void {
    if (this.tripped) return;
    this.tripped = err;
    this.rejectFn(err);
  }
  race<T>(p: Promise<T>): Promise<T> {
    return Promise.race([p, this.promise]);
  }
}

/** How long the network records' bodies, sizes and raw headers are waited for after the page is read. */
const RECORDS_WAIT_MS = 5_000;

/**
 * Loads a page in Chromium and records what it drew as a snapshot (source `rendered`): the HAR of
 * every request the page made, the DOM after load as the document's body (the served HTML is in
 * `log._pagegrade.rendered.servedHtml`), computed styles and boxes, screenshots, cookies, console
 * errors, refused requests and lab metrics. Every request goes through the guarded proxy.
 *
 * Throws `invalid_url` / `blocked_host` for a URL the guard refuses, `fetch_failed` when the page
 * cannot be loaded (unreachable, an error status, not HTML, too many navigations),
 * `render_timeout` past the time limits, `render_memory_exceeded` when the page's renderer ran
 * out of memory, and `rendering_unavailable` when no browser can be started.
 */
export async function renderSnapshot(url: string, options: RenderOptions = {}): Promise<PageSnapshot> {
  const limits: RenderLimits = { ...DEFAULT_RENDER_LIMITS, ...options.limits };
  const profile = renderProfileFor(options);
  const withLab = options.labMetrics !== false;
  const start = checkUrl(url, { allowHosts: options.allowHosts });
  const renderer = options.renderer ?? sharedRenderer();
  if (!renderer.available()) {
    throw new PagegradeError('rendering_unavailable', `No browser to render with: ${renderer.options.executablePath} does not exist (install Debian's chromium, or set PAGEGRADE_CHROMIUM).`);
  }
  const wire = new Tripwire();
  // What the rendering waits for, named in the timeout's message: a page that hangs says where.
  let phase = 'a browser';
  const timer = setTimeout(() => wire.trip(new PagegradeError('render_timeout', `Rendering ${start.href} took longer than ${limits.timeoutMs} ms (waiting for ${phase}).`)), limits.timeoutMs);
  timer.unref();
  const onAbort = () => wire.trip(new PagegradeError('render_timeout', `Rendering ${start.href} was stopped: ${String((options.signal?.reason as Error | undefined)?.message ?? 'the time limit passed')}.`));
  if (options.signal?.aborted) onAbort();
  options.signal?.addEventListener('abort', onAbort, { once: true });

  // The site's own files, fetched by the static fetcher meanwhile (its own guard, its own limits),
  // from the page's `load` on: started earlier, its requests would compete with the page's while
  // the trace the lab figures are simulated from is recorded.
  let staticSide: Promise<PageSnapshot | null> | null = null;
  const startStatic = () =>
    options.wellKnown === false
      ? null
      : fetchSnapshot(start.href, {
          allowHosts: options.allowHosts,
          resolver: options.resolver,
          signal: AbortSignal.timeout(limits.timeoutMs),
          ...(options.fetchLimits ? { limits: options.fetchLimits } : {}),
          ...(options.discover ? { discover: options.discover } : {}),
        }).catch(() => null);

  const proxy = await GuardedProxy.start({ allowHosts: options.allowHosts, resolver: options.resolver, maxRequests: limits.maxRequests, totalBytes: limits.totalBytes });
  let lease: BrowserLease | null = null;
  let context: BrowserContext | null = null;
  let broken = false;
  // Started here and raced against the bounds: one that completes after a bound tripped is undone in `finally`.
  let acquiring: Promise<BrowserLease> | null = null;
  // This analysis's turn to trace in the browser, kept until its trace is in (or it failed).
  let turn: Promise<() => void> | null = null;
  let endTurn: (() => void) | null = null;
  let creating: Promise<BrowserContext> | null = null;
  try {
    acquiring = renderer.acquire();
    lease = await wire.race(acquiring);
    const l = lease;
    creating = l.browser.newContext({
        proxy: { server: `http://127.0.0.1:${proxy.port}`, bypass: '<-loopback>' },
        viewport: profile.viewport,
        screen: profile.viewport,
        deviceScaleFactor: profile.deviceScaleFactor,
        isMobile: profile.mobile,
        hasTouch: true,
        userAgent: profile.userAgent,
        locale: 'en-US',
        timezoneId: 'UTC',
        serviceWorkers: 'block',
        acceptDownloads: false,
        permissions: [],
      // An invalid certificate is a finding about the page (the static fetcher records it), not a reason not to draw it.
      ignoreHTTPSErrors: true,
    });
    phase = 'a browser context';
    context = await wire.race(creating);
    const ctx = context;
    const blockedActions = { dialogs: 0, popups: 0, downloads: 0 };
    const page = await wire.race(ctx.newPage());
    // --block-new-web-contents already stops window.open; anything that still opens is closed.
    ctx.on('page', (p) => {
      if (p === page) return;
      blockedActions.popups++;
      p.close().catch(() => undefined);
    });
    const consoleEntries: ConsoleEntry[] = [];
    const pushConsole = (e: ConsoleEntry) => {
      if (consoleEntries.length < limits.maxConsoleEntries) consoleEntries.push({ ...e, text: e.text.slice(0, 1000) });
    };
    page.on('console', (m) => {
      if (m.type() === 'error') pushConsole({ type: 'error', text: m.text(), url: m.location().url || null });
    });
    page.on('pageerror', (e) => pushConsole({ type: 'exception', text: `${e.name}: ${e.message}`, url: null }));
    page.on('dialog', (d) => {
      blockedActions.dialogs++;
      d.dismiss().catch(() => undefined);
    });
    page.on('download', (d) => {
      blockedActions.downloads++;
      d.cancel().catch(() => undefined);
    });
    page.on('crash', () => {
      wire.trip(new PagegradeError('render_memory_exceeded', `The page's renderer was stopped while drawing ${start.href}: it used more than its memory (${renderer.options.rendererHeapMb} MB of script heap) or crashed.`));
    });
    l.browser.once('disconnected', () => {
      broken = true;
      wire.trip(
        l.memoryExceeded()
          ? new PagegradeError('render_memory_exceeded', `The browser grew past ${renderer.options.maxBrowserMemoryMb} MB while drawing ${start.href} and was stopped.`)
          : new PagegradeError('rendering_unavailable', 'The browser stopped while drawing the page.'),
      );
    });

    // Every request, in the order it was made, and how many are still in flight.
    const seen: Seen[] = [];
    const byRequest = new Map<Request, Seen>();
    const pending: Promise<void>[] = [];
    let inFlight = 0;
    let lastActivity = performance.now();
    let bodyBudget = limits.totalBytes;
    // Bodies are read once the traced load is over (null from then on): each read is a round trip
    // to the browser carrying the body, and made while the page loads it would take this process's
    // time from the proxy serving the page's requests, and so delay them in the trace the lab
    // figures are simulated from.
    let bodyReads: Array<() => Promise<void>> | null = [];
    page.on('request', (request) => {
      const u = request.url();
      if (!/^https?:/i.test(u)) return;
      inFlight++;
      lastActivity = performance.now();
      if (seen.length >= limits.maxRequests * 2) return;
      const s: Seen = { request, started: new Date().toISOString(), response: null, failure: null, finished: false, body: null, bodyTruncated: false, transferSize: null, headers: null };
      seen.push(s);
      byRequest.set(request, s);
    });
    const settle = (request: Request) => {
      if (!/^https?:/i.test(request.url())) return;
      inFlight = Math.max(0, inFlight - 1);
      lastActivity = performance.now();
    };
    page.on('requestfinished', (request) => {
      settle(request);
      const s = byRequest.get(request);
      if (!s) return;
      s.finished = true;
      pending.push(
        (async () => {
          const response = await request.response();
          s.response = response;
          if (!response) return;
          const sizes = await request.sizes().catch(() => null);
          if (sizes) s.transferSize = sizes.responseBodySize + Math.max(0, sizes.responseHeadersSize);
          const status = response.status();
          if (status >= 300 && status < 400) return;
          const mime = (response.headers()['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
          const type = request.resourceType();
          const wanted = TEXT_TYPES.test(mime) || type === 'document' || type === 'image' || type === 'stylesheet' || type === 'script';
          if (!wanted) return;
          const read = async () => {
            if (bodyBudget <= 0) return;
            const body = await response.body().catch(() => null);
            if (!body) return;
            bodyBudget -= body.length;
            if (body.length > limits.resourceBytes) {
              s.body = body.subarray(0, limits.resourceBytes);
              s.bodyTruncated = true;
            } else s.body = body;
          };
          if (bodyReads) bodyReads.push(read);
          else await read();
        })().catch(() => undefined),
      );
    });
    page.on('requestfailed', (request) => {
      settle(request);
      const s = byRequest.get(request);
      if (s) s.failure = request.failure()?.errorText ?? 'failed';
    });
    page.on('response', (response) => {
      const s = byRequest.get(response.request());
      if (!s) return;
      s.response = response;
      pending.push(
        response.headersArray().then(
          (h) => void (s.headers = h),
          () => undefined,
        ),
      );
    });

    // Top-level navigations: HTTP redirects are Chromium's (at most 20, then an error); a script
    // that keeps changing `location` is stopped here.
    let navigations = 0;
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame()) return;
      navigations++;
      if (navigations > limits.maxNavigations) {
        wire.trip(new PagegradeError('fetch_failed', `${start.href} navigated more than ${limits.maxNavigations} times (a redirect loop by script?); only pages that settle can be analyzed.`));
      }
    });

    const cdp: CDPSession = await wire.race(ctx.newCDPSession(page));
    // Our code in the page runs in a world of its own: the page's scripts cannot see it or change
    // the built-ins it calls, so what it reads and how much it returns are ours to bound.
    // Sent together: the session applies them in order, and the page loads only after all are in.
    // No Network domain on this session: the driver's own has it, and a second would send each
    // request's events twice to this process, which also runs the proxy, while the page loads.
    await wire.race(Promise.all([cdp.send('Page.enable'), cdp.send('Page.addScriptToEvaluateOnNewDocument', { source: INSTALL_VITALS, worldName: WORLD })]));
    // No throttling is applied: the page loads at the machine's speed while a trace records it,
    // and the lab figures are simulated from that trace for Lighthouse's mobile throttling
    // (lab/simulate.ts), as Lighthouse itself does by default.
    const trace = new TraceRecorder(cdp, limits.maxTraceEvents);
    // A browser that would not record (a trace left running by an analysis whose page would not
    // close) costs the figures, not the analysis (`traceError`). Without lab figures there is no
    // trace, and no turn to wait for; stopping a trace that never started hands back no events.
    let traceError: string | null = null;
    if (withLab) {
      turn = l.traceTurn();
      phase = "the browser's trace";
      const granted = await wire.race(turn);
      endTurn = () => {
        endTurn = null;
        granted();
      };
      traceError = await wire.race(trace.start().then(() => null, (err: Error) => err.message.split('\n')[0]!));
    }

    phase = "the page's load event";
    const t0 = performance.now();
    let mainResponse: Response | null;
    try {
      mainResponse = await wire.race(page.goto(start.href, { waitUntil: 'load', timeout: limits.loadTimeoutMs }));
    } catch (err) {
      throw navigationError(err, start.href, proxy, limits);
    }
    staticSide = startStatic();
    // Quiet network for quietMs, or settleMs at most; navigations meanwhile are waited for too.
    phase = 'the network to go quiet';
    const settleUntil = performance.now() + limits.settleMs;
    while (performance.now() < settleUntil) {
      if (inFlight === 0 && performance.now() - lastActivity >= limits.quietMs) break;
      await wire.race(new Promise((r) => setTimeout(r, 50)));
    }
    await wire.race(page.waitForLoadState('load', { timeout: Math.max(1, limits.loadTimeoutMs - (performance.now() - t0)) })).catch((err: unknown) => {
      if (isPagegradeError(err)) throw err;
      throw new PagegradeError('render_timeout', `${page.url()} did not finish loading within ${limits.loadTimeoutMs} ms.`);
    });

    // Text that changes by itself, watched for as long as asked (no trace records meanwhile: it ends first).
    const watchMs = Math.max(0, Math.min(MAX_WATCH_TEXT_MS, Math.floor(options.watchTextMs ?? 0)));
    let textChanges: RenderedFacts['textChanges'];
    if (watchMs > 0) {
      await wire.race(trace.stop().finally(() => endTurn?.()));
      await wire.race(evaluateIsolated(cdp, WATCH_TEXT, 'Watching'));
      await wire.race(new Promise((r) => setTimeout(r, watchMs)));
      const changed = (await wire.race(evaluateIsolated(cdp, READ_TEXT_CHANGES, 'Watching'))) as Array<{ selector: string; changes: number }>;
      textChanges = { watchedMs: watchMs, elements: changed.map((c) => ({ selector: String(c.selector).slice(0, 2000), changes: Number(c.changes) })) };
    }

    // The trace ends with the load; it is sent while the page is read.
    const traceDone = trace.stop().finally(() => endTurn?.());
    const reads = bodyReads;
    bodyReads = null;
    pending.push(...reads.map((read) => read().catch(() => undefined)));
    traceDone.catch(() => undefined);
    phase = "the page's content and styles";
    const collected = (await wire.race(
      evaluateIsolated(
        cdp,
        collectScript({
          properties: RENDERED_STYLE_PROPERTIES,
          skipTags: UNSTYLED_TAGS,
          maxElements: limits.maxDomElements,
          maxStyled: limits.maxStyledElements,
          maxChars: limits.maxDomChars,
        }),
        'Reading',
      ),
    )) as Collected;
    phase = 'the screenshots';
    const screenshots = await wire.race(takeScreenshots(cdp, collected, limits, profile));
    phase = 'the trace';
    const events = await wire.race(traceDone);
    const lab = !withLab
      ? { figures: null, error: 'Lab figures were not asked for (render option labMetrics off): no trace was recorded.' }
      : traceError === null
        ? await wire.race(labFigures(events, trace.cut, limits))
        : { figures: null, error: `The browser could not record the page's trace (${traceError}), so its lab figures could not be simulated.` };
    phase = 'the cookies';
    const cookies = await wire.race(ctx.cookies());
    phase = 'the response bodies';
    // Bounded: the driver answers some reads only once the browser reports a request's raw headers
    // or sizes, which it never does for a few (an <object> whose data failed, for one). What came
    // in by then is recorded; the rest falls back to the headers the response event carried.
    await wire.race(Promise.race([Promise.all(pending), new Promise((r) => setTimeout(r, RECORDS_WAIT_MS).unref())]));
    phase = 'the document and the static fetch';
    const finalUrl = page.url();

    // The document: the last top-level navigation's chain of requests.
    const mainFrame = page.mainFrame();
    let docRequest = mainResponse?.request() ?? null;
    for (let i = seen.length - 1; i >= 0; i--) {
      const s = seen[i]!;
      if (s.request.isNavigationRequest() && safeFrame(s.request) === mainFrame && s.response && !(s.response.status() >= 300 && s.response.status() < 400)) {
        docRequest = s.request;
        break;
      }
    }
    if (!docRequest) throw new PagegradeError('fetch_failed', `${start.href} gave no document.`);
    const chain: Request[] = [];
    for (let r: Request | null = docRequest; r; r = r.redirectedFrom()) chain.unshift(r);
    // A hop of the page's own chain that the proxy refused is the page being refused (as the fetcher would).
    for (const hop of chain) {
      const refusal = proxy.refused.find((r) => r.url === hop.url());
      if (refusal) throw refusalError(refusal.reason);
    }
    const docSeen = byRequest.get(docRequest);
    const docResponse = docSeen?.response ?? (await docRequest.response());
    if (!docResponse) throw new PagegradeError('fetch_failed', `${start.href} gave no response.`);
    const docType = docResponse.headers()['content-type'] ?? '';
    const servedHtml = docSeen?.body ? decode(docSeen.body, docType) : '';
    assertAnalyzable(finalUrl, docResponse.status(), docType, servedHtml);

    const refusedUrls = new Map(proxy.refused.map((r) => [r.url, r.reason]));
    const addressOf = (u: string): string | undefined => {
      try {
        const host = new URL(u).hostname.replace(/^\[|\]$/g, '');
        return proxy.connections.find((c) => c.origin.replace(/^https?:\/\//, '').replace(/:\d+$/, '').replace(/^\[|\]$/g, '') === host)?.address;
      } catch {
        return undefined;
      }
    };
    const inChain = new Set(chain);
    const entries: HarEntry[] = [];
    for (const s of seen) {
      const role: ResourceRole = inChain.has(s.request) ? (s.request === docRequest ? 'document' : 'redirect') : roleOf(s.request.resourceType());
      const entry = toEntry(s, role, refusedUrls.get(s.request.url()), addressOf(s.request.url()));
      if (s.request === docRequest) {
        // The page as drawn is what the checks read; the bytes as served stay in the extension.
        entry.response.content.text = collected.html;
        entry.response.content.size = Buffer.byteLength(collected.html);
        if (collected.truncated) entry._pagegrade!.truncated = true;
        else delete entry._pagegrade!.truncated;
      }
      entries.push(entry);
    }

    const limitsHit = new Set<string>(proxy.limitsHit);
    if (collected.truncated) limitsHit.add('dom-size');
    if (screenshots.cut) limitsHit.add('screenshot-bytes');
    if (seen.length >= limits.maxRequests * 2) limitsHit.add('request-count');

    let tls = null;
    const fetched = staticSide ? await wire.race(staticSide) : null;
    if (fetched) {
      const ext = fetched.log._pagegrade;
      if (ext && new URL(ext.finalUrl).origin === new URL(finalUrl).origin) {
        entries.push(...fetched.log.entries.filter((e) => e._pagegrade && SITE_FILE_ROLES.has(e._pagegrade.role)));
        tls = ext.tls;
      }
    }

    const shifts = lab.figures
      ? await wire.race(withSources(cdp, lab.figures.layoutShifts.slice(0, 500)))
      : collected.vitals.shifts.slice(0, 500).map((s) => ({ startTime: round(s.startTime), value: Math.round(s.value * 1e4) / 1e4, sources: s.sources }));
    const observedFcp = collected.vitals.fcp;
    const observedTbt = collected.vitals.longTasks.filter((t) => observedFcp === null || t.startTime >= observedFcp).reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
    const rendered: RenderedFacts = {
      browser: l.version,
      profile,
      servedHtml,
      dom: { elements: collected.elements, truncated: collected.truncated },
      styleProperties: [...RENDERED_STYLE_PROPERTIES],
      elements: collected.styled.slice(0, limits.maxStyledElements).map((e) => ({
        index: e.index,
        selector: String(e.selector).slice(0, 2000),
        tag: String(e.tag).slice(0, 100),
        box: e.box ? { x: e.box[0], y: e.box[1], width: e.box[2], height: e.box[3] } : null,
        style: e.style.slice(0, RENDERED_STYLE_PROPERTIES.length).map((v) => String(v).slice(0, 500)),
        ...(e.scroll ? { scroll: { width: e.scroll[0], height: e.scroll[1], clientWidth: e.scroll[2], clientHeight: e.scroll[3] } } : {}),
      })),
      screenshots: { viewport: screenshots.viewport, fullPage: screenshots.fullPage },
      cookies: cookies.slice(0, 200).map((c) => ({ name: c.name.slice(0, 200), domain: c.domain, path: c.path, expires: c.expires, httpOnly: c.httpOnly, secure: c.secure, sameSite: c.sameSite, valueBytes: Buffer.byteLength(c.value) })),
      console: consoleEntries,
      refused: proxy.refused,
      metrics: {
        firstContentfulPaint: roundOrNull(lab.figures?.firstContentfulPaint ?? null),
        largestContentfulPaint: roundOrNull(lab.figures?.largestContentfulPaint ?? null),
        largestContentfulPaintElement: collected.vitals.lcpElement,
        cumulativeLayoutShift: sessionWindowCls(shifts),
        layoutShifts: shifts,
        longTasks: (lab.figures?.longTasks ?? []).map((t) => ({ startTime: round(t.startTime), duration: round(t.duration) })),
        totalBlockingTime: round(lab.figures?.totalBlockingTime ?? 0),
        speedIndex: roundOrNull(lab.figures?.speedIndex ?? null),
        ...(lab.figures?.speedIndexError ? { speedIndexError: lab.figures.speedIndexError } : {}),
        domContentLoaded: roundOrNull(collected.vitals.domContentLoaded),
        load: roundOrNull(collected.vitals.load),
        observed: {
          firstContentfulPaint: roundOrNull(observedFcp),
          largestContentfulPaint: roundOrNull(collected.vitals.lcp),
          totalBlockingTime: round(observedTbt),
        },
        ...(lab.error ? { simulationError: lab.error } : {}),
      },
      blockedActions,
      ...(textChanges ? { textChanges } : {}),
    };
    return makeSnapshot(entries, {
      requestedUrl: start.href,
      finalUrl,
      tls,
      limitsHit: [...limitsHit].sort(),
      source: 'rendered',
      rendered,
    });
  } catch (err) {
    // The first bound that tripped is the reason, whatever the driver threw after it.
    if (wire.tripped) throw wire.tripped;
    if (lease?.memoryExceeded()) {
      throw new PagegradeError('render_memory_exceeded', `The browser grew past ${renderer.options.maxBrowserMemoryMb} MB while drawing ${start.href} and was stopped.`);
    }
    if (isPagegradeError(err)) throw err;
    throw new PagegradeError('fetch_failed', `Rendering ${start.href} failed: ${(err as Error).message.split('\n')[0]}`, { cause: err });
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
    if (!lease && acquiring) void acquiring.then((late) => late.release(), () => undefined);
    if (!context && creating) {
      const late = creating.then((c) => c.close(), () => undefined);
      // The lease is given back once the late context is closed.
      if (lease) await Promise.race([late, new Promise((r) => setTimeout(r, 5_000).unref())]);
    }
    // A turn granted after this analysis gave up waiting is handed on.
    if (turn && !endTurn) void turn.then((end) => end());
    if (context) {
      // Chromium ends a trace only once every process it records has answered: a page closed while
      // another analysis traces makes that trace's end wait seconds for the gone renderer. So a page
      // is closed between traces — in a turn of its own, unless this analysis still holds its
      // tracing turn (its own trace then ends with the page). Waited for 10 s at most.
      let endClose: (() => void) | null = null;
      if (lease && !endTurn) {
        const closeTurn = lease.traceTurn();
        endClose = await Promise.race([closeTurn, new Promise<null>((r) => setTimeout(() => r(null), 10_000).unref())]);
        if (!endClose) void closeTurn.then((end) => end());
      }
      const closed = await Promise.race([context.close().then(() => true, () => false), new Promise<boolean>((r) => setTimeout(() => r(false), 5_000).unref())]);
      // A context that will not close leaves a renderer we cannot vouch for: the browser goes.
      if (!closed) broken = true;
      endClose?.();
    }
    // With its context closed, a trace still recording has ended (Chromium ends it with the page's session): the next analysis may trace.
    endTurn?.();
    await lease?.release(broken || wire.tripped?.code === 'render_memory_exceeded');
    await proxy.close();
  }
}

/** The name of the isolated world our in-page code runs in. */
const WORLD = 'pagegrade';

/** Nodes of the trace's shifts whose selectors are looked up, at most. */
const MAX_SHIFT_NODES = 200;

/**
 * The trace's layout shifts with the elements they moved as selectors in the serialised DOM (at
 * most 5 a shift), looked up by their node ids in our isolated world; a node that left the
 * document is left out.
 */
async function withSources(cdp: CDPSession, shifts: TracedShift[]): Promise<Array<{ startTime: number; value: number; sources: string[] }>> {
  const ids = [...new Set(shifts.flatMap((s) => s.nodeIds.slice(0, 5)))].slice(0, MAX_SHIFT_NODES);
  const selectors = new Map<number, string>();
  if (ids.length > 0) {
    const { frameTree } = await cdp.send('Page.getFrameTree');
    const { executionContextId } = await cdp.send('Page.createIsolatedWorld', { frameId: frameTree.frame.id, worldName: WORLD, grantUniveralAccess: false });
    await Promise.all(
      ids.map(async (backendNodeId) => {
        const node = await cdp.send('DOM.resolveNode', { backendNodeId, executionContextId }).catch(() => null);
        if (!node?.object.objectId) return;
        const res = await cdp.send('Runtime.callFunctionOn', { objectId: node.object.objectId, functionDeclaration: NODE_SELECTOR, returnByValue: true }).catch(() => null);
        if (typeof res?.result.value === 'string') selectors.set(backendNodeId, res.result.value.slice(0, 2000));
      }),
    );
  }
  return shifts.map((s) => ({
    startTime: round(s.startTime),
    value: Math.round(s.value * 1e4) / 1e4,
    sources: [...new Set(s.nodeIds.slice(0, 5).flatMap((id) => selectors.get(id) ?? []))],
  }));
}

/** The longest the render option `watchTextMs` may ask for. */
const MAX_WATCH_TEXT_MS = 10_000;

/**
 * Evaluates an expression in our isolated world of the top frame and returns its value; a throw
 * in the page fails with `what` ("Reading", "Watching") and the page's error.
 */
async function evaluateIsolated(cdp: CDPSession, expression: string, what: string): Promise<unknown> {
  const { frameTree } = await cdp.send('Page.getFrameTree');
  const { executionContextId } = await cdp.send('Page.createIsolatedWorld', { frameId: frameTree.frame.id, worldName: WORLD, grantUniveralAccess: false });
  const res = await cdp.send('Runtime.evaluate', { expression, contextId: executionContextId, returnByValue: true, awaitPromise: false });
  if (res.exceptionDetails) throw new Error(`${what} the drawn page failed: ${res.exceptionDetails.exception?.description ?? res.exceptionDetails.text}`);
  return res.result.value;
}

function safeFrame(request: Request): unknown {
  try {
    return request.frame();
  } catch {
    return null;
  }
}

function roleOf(resourceType: string): ResourceRole {
  switch (resourceType) {
    case 'stylesheet':
      return 'stylesheet';
    case 'script':
      return 'script';
    case 'image':
      return 'image';
    case 'font':
      return 'font';
    case 'manifest':
      return 'manifest';
    default:
      return 'other';
  }
}

function toEntry(s: Seen, role: ResourceRole, refused: string | undefined, address: string | undefined): HarEntry {
  const request = s.request;
  const response = s.response;
  const url = request.url();
  if (!response || refused) {
    const entry = makeEntry({ url, role, error: refused ?? (s.failure ? `fetch_failed: ${s.failure}` : 'fetch_failed: no response before the page was captured'), startedDateTime: s.started });
    entry.request.method = request.method();
    entry._resourceType = request.resourceType();
    return entry;
  }
  const timing = request.timing();
  const span = (a: number, b: number) => (a >= 0 && b >= a ? round(b - a) : -1);
  const headers = s.headers ?? Object.entries(response.headers()).map(([name, value]) => ({ name, value }));
  const contentType = headers.find((h) => h.name.toLowerCase() === 'content-type')?.value ?? '';
  const mime = contentType.split(';')[0]!.trim().toLowerCase();
  const textual = s.body && (TEXT_TYPES.test(mime) || mime === '' || role === 'document');
  const entry = makeEntry({
    url,
    role,
    status: response.status(),
    statusText: response.statusText(),
    headers,
    ...(textual ? { body: decode(s.body!, contentType) } : {}),
    mimeType: mime,
    truncated: s.bodyTruncated,
    ...(s.transferSize !== null ? { transferSize: s.transferSize } : {}),
    timings: {
      blocked: -1,
      dns: span(timing.domainLookupStart, timing.domainLookupEnd),
      connect: span(timing.connectStart, timing.connectEnd),
      ssl: span(timing.secureConnectionStart, timing.connectEnd),
      send: 0,
      wait: span(timing.requestStart, timing.responseStart),
      receive: span(timing.responseStart, timing.responseEnd),
    },
    startedDateTime: timing.startTime > 0 ? new Date(timing.startTime).toISOString() : s.started,
    ...(address ? { serverIPAddress: address } : {}),
  });
  entry.request.method = request.method();
  entry._resourceType = request.resourceType();
  if (s.body && !textual) entry.response.content.size = s.body.length;
  if (s.body && role === 'image') {
    const facts = imageFacts(s.body);
    if (facts) entry._pagegrade!.image = facts;
  }
  return entry;
}

function decode(buf: Buffer, contentType: string): string {
  const charset = /charset\s*=\s*"?([\w.:-]+)/i.exec(contentType)?.[1];
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(buf);
  } catch {
    return new TextDecoder('utf-8').decode(buf);
  }
}

/** The error a proxy refusal stands for (`blocked_host: …` → blocked_host). */
function refusalError(reason: string): PagegradeError {
  const code = reason.split(':')[0]!;
  return new PagegradeError(code === 'blocked_host' || code === 'invalid_url' ? code : 'fetch_failed', reason.slice(code.length + 2) || reason);
}

function navigationError(err: unknown, url: string, proxy: GuardedProxy, limits: RenderLimits): PagegradeError {
  if (isPagegradeError(err)) return err;
  const message = (err as Error).message ?? String(err);
  const refused = proxy.refused.find((r) => r.url === url || url.startsWith(`https://${r.url}`) || r.url.includes(new URL(url).host));
  if (refused) return refusalError(refused.reason);
  if ((err as Error).name === 'TimeoutError' || /Timeout .* exceeded/i.test(message)) {
    return new PagegradeError('render_timeout', `${url} did not finish loading within ${limits.loadTimeoutMs} ms.`);
  }
  const net = /net::(ERR_[A-Z_]+)/.exec(message)?.[1];
  if (net === 'ERR_TOO_MANY_REDIRECTS') return new PagegradeError('fetch_failed', `Too many redirects starting at ${url}.`);
  return new PagegradeError('fetch_failed', `${url} could not be loaded${net ? ` (${net})` : `: ${message.split('\n')[0]}`}.`);
}

async function takeScreenshots(cdp: CDPSession, collected: Collected, limits: RenderLimits, profile: RenderProfile): Promise<{ viewport: Screenshot | null; fullPage: Screenshot | null; cut: boolean }> {
  let cut = false;
  // Straight over the DevTools protocol, at one pixel per CSS pixel and beyond the viewport: the
  // driver's own full-page screenshot resizes the viewport (a relayout) and injects styles to stop
  // animations and carets, which costs more than the capture itself.
  const shoot = async (width: number, height: number): Promise<Screenshot | null> => {
    for (const quality of [60, 35, 15]) {
      const shot = await cdp
        .send('Page.captureScreenshot', { format: 'jpeg', quality, clip: { x: 0, y: 0, width, height, scale: 1 }, captureBeyondViewport: height > profile.viewport.height, optimizeForSpeed: true })
        .catch(() => null);
      if (!shot) return null;
      if ((shot.data.length * 3) / 4 <= limits.maxScreenshotBytes) return { mimeType: 'image/jpeg', width, height, data: shot.data };
    }
    cut = true;
    return null;
  };
  const viewport = await shoot(profile.viewport.width, profile.viewport.height);
  const pageHeight = Math.max(profile.viewport.height, Math.min(collected.scroll.height, limits.maxScreenshotHeight));
  if (collected.scroll.height > limits.maxScreenshotHeight) cut = true;
  // A page no taller than the screen is its viewport screenshot.
  const fullPage = pageHeight <= profile.viewport.height ? viewport : await shoot(profile.viewport.width, pageHeight);
  return { viewport, fullPage, cut };
}

/**
 * The simulated lab figures of the recorded load, or why there are none: a trace cut at its bound,
 * or one the simulation could not use.
 */
async function labFigures(events: TraceEvent[], cut: boolean, limits: RenderLimits): Promise<{ figures: SimulatedLab | null; error: string | null }> {
  if (cut) return { figures: null, error: `The page's trace passed ${limits.maxTraceEvents} events and was cut, so its lab figures could not be simulated.` };
  try {
    const figures = await simulateLab(events);
    if (figures.firstContentfulPaint === null) return { figures, error: 'The page painted no content while it loaded, so no lab figure could be simulated.' };
    if (figures.totalBlockingTime === null) return { figures, error: 'The page reported no largest contentful paint, which the simulation of Total Blocking Time needs (Lighthouse reports none either).' };
    return { figures, error: null };
  } catch (err) {
    return { figures: null, error: `The lab figures could not be simulated from the page's trace: ${String((err as Error).message ?? err).split('\n')[0]!.slice(0, 300)}.` };
  }
}

function roundOrNull(ms: number | null): number | null {
  return ms === null ? null : round(ms);
}

function round(ms: number): number {
  return Math.round(ms * 10) / 10;
}
