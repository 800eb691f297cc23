/**
 * Draws the ACT test cases in Chromium for the rendered run: a fixture server on 127.0.0.1 serves
 * each case at `/testcases/<rule>/<case>.html` (its path in the W3C's own layout, so relative
 * links resolve as they do there) and the `/test-assets/` files the cases load (also under the
 * W3C's `/WAI/content-assets/wcag-act-rules/` prefix) from
 * `test/act/assets/` (their origins in `assets/SOURCE`; a missing one is a 404, as for any page
 * with a broken link). One browser for the run; the guard lets the page reach 127.0.0.1 only, and
 * the resolver resolves no name, so nothing else is ever reached.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { Renderer, renderSnapshot, type PageSnapshot } from '@pagegrade/core';
import { ACT_DIR, type ActCase } from './harness.ts';

export const CHROMIUM = process.env['PAGEGRADE_CHROMIUM'] ?? '/usr/bin/chromium';
const HOST = '127.0.0.1';

/** Why the rendered run cannot happen here, or null when Chromium is installed. */
export function noBrowser(): string | null {
  return existsSync(CHROMIUM) ? null : `Chromium not found at ${CHROMIUM} (apt-get install chromium, or set PAGEGRADE_CHROMIUM): the rendered ACT run is skipped`;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.xhtml': 'application/xhtml+xml',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml',
  '.css': 'text/css',
  '.js': 'text/javascript',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
  '.mp3': 'audio/mpeg',
  '.vtt': 'text/vtt',
};

/** The file a request path names under one of the served folders, or null (outside them, or absent). */
function fileFor(path: string): string | null {
  // The cases name their assets both from the site root and under the W3C's own prefix.
  const decoded = decodeURIComponent(path).replace(/^\/WAI\/content-assets\/wcag-act-rules(?=\/)/, '');
  const [folder, prefix] = decoded.startsWith('/testcases/') ? [join(ACT_DIR, 'cases'), '/testcases/'] : decoded.startsWith('/test-assets/') ? [join(ACT_DIR, 'assets'), '/test-assets/'] : [null, ''];
  if (!folder) return null;
  const file = normalize(join(folder, decoded.slice(prefix.length)));
  if (!file.startsWith(`${folder}/`) || !existsSync(file) || !statSync(file).isFile()) return null;
  return file;
}

/**
 * Rules whose applicability names a viewport size: their cases are drawn at it, not at the
 * rendering profile's. 59br37 judges text at 640 by 512 CSS pixels (1280 by 1024 zoomed to 200 %).
 */
export const CASE_VIEWPORTS: Readonly<Record<string, { width: number; height: number }>> = {
  '59br37': { width: 640, height: 512 },
};

/**
 * Rules about text that changes by itself: their cases are watched this long after they settle
 * (render option watchTextMs). efbfc7 asks whether text changes more than once without input; its
 * cases change theirs every second.
 */
export const CASE_WATCH_MS: Readonly<Record<string, number>> = {
  efbfc7: 2_500,
};

export interface CaseDrawer {
  /** Renders one case and returns its snapshot. */
  draw(c: ActCase): Promise<PageSnapshot>;
  close(): Promise<void>;
}

/** Starts the server and the browser; `close()` stops both. */
export async function startDrawer(options: { pagesPerBrowser?: number } = {}): Promise<CaseDrawer> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((req, res) => {
    const file = fileFor((req.url ?? '/').split(/[?#]/)[0]!);
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not found');
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, HOST, resolve));
  const origin = `http://${HOST}:${(server.address() as AddressInfo).port}`;
  const renderer = new Renderer({ executablePath: CHROMIUM, pagesPerBrowser: options.pagesPerBrowser ?? 200 });
  // The cases are small and served from loopback: a short quiet period is enough for them to
  // settle. The checks read the drawn DOM, styles, boxes and screenshots, not the lab figures: no
  // trace, so the cases draw side by side instead of taking turns at the browser's one trace.
  const limits = { timeoutMs: 60_000, quietMs: 100, settleMs: 1_500 };
  return {
    draw: (c) => {
      const viewport = CASE_VIEWPORTS[c.ruleId];
      return renderSnapshot(`${origin}/testcases/${c.relativePath}`, {
        renderer,
        allowHosts: [HOST],
        resolver: async () => [],
        wellKnown: false,
        labMetrics: false,
        ...(viewport ? { viewport } : {}),
        ...(CASE_WATCH_MS[c.ruleId] ? { watchTextMs: CASE_WATCH_MS[c.ruleId] } : {}),
        limits,
      });
    },
    async close() {
      await renderer.close();
      await new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      });
    },
  };
}
