// Shared by the rendered-mode tests: whether Chromium is here, a browser per test file, canary
// listeners that count every TCP connection they get, and the browser processes still alive.
import { after } from 'node:test';
import { existsSync } from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import { Renderer, taggedProcesses, type BrowserOptions } from '@pagegrade/core';
import { systemResolver, type Resolver } from '@pagegrade/core/fetch';
import { startSite, type FixtureSite } from '../helpers/fixture-server.ts';

export const CHROMIUM = process.env['PAGEGRADE_CHROMIUM'] ?? '/usr/bin/chromium';

/** The `skip` option of every test that needs a browser: a clear reason when there is none. */
export const NO_BROWSER: string | false = existsSync(CHROMIUM) ? false : `Chromium not found at ${CHROMIUM}: apt-get install chromium (bash .ci/run does), or set PAGEGRADE_CHROMIUM`;

/**
 * Fixture pages are served on 127.0.0.2, the one address the tests allow; every canary listens on
 * another loopback address (127.0.0.1, ::1), which the guard must refuse like any private one.
 */
export const PAGE_HOST = '127.0.0.2';
export const ALLOW = [PAGE_HOST];

/** A browser for one test file, closed (and checked to leave no process) after its tests. */
export function rendererForFile(options: BrowserOptions = {}): Renderer {
  const renderer = new Renderer({ executablePath: CHROMIUM, ...options });
  after(async () => {
    await renderer.close();
  });
  return renderer;
}

/** Processes of every browser this renderer ever started that are still running. */
export function strayProcesses(renderer: Renderer): number[] {
  return renderer.tags.flatMap(taggedProcesses);
}

export interface Canary {
  host: string;
  port: number;
  /** TCP connections it received: must stay 0. */
  hits: number;
  close(): Promise<void>;
}

/** A listener no rendered page may reach: it counts connections and answers nothing. */
export async function startCanary(host: string): Promise<Canary> {
  const sockets = new Set<net.Socket>();
  const canary = { host, port: 0, hits: 0, close: async () => undefined } as Canary;
  const server = net.createServer((s) => {
    canary.hits++;
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
    s.end('HTTP/1.1 200 OK\r\ncontent-length: 6\r\n\r\ncanary');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, resolve);
  });
  canary.port = (server.address() as AddressInfo).port;
  canary.close = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server.close(() => resolve());
    });
  after(() => canary.close());
  return canary;
}

/** Answers chosen names with chosen addresses (a public-looking name for a private address), else asks the system. */
export function fixtureResolver(names: Record<string, string[]>): Resolver {
  return async (host) => names[host.toLowerCase()] ?? systemResolver(host);
}

/** A fixture site on the allowed page address, closed after the file's tests. */
export async function pageSite(routes: Parameters<typeof startSite>[0]): Promise<FixtureSite> {
  const site = await startSite(routes, PAGE_HOST);
  after(() => site.close());
  return site;
}
