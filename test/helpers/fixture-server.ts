import { after } from 'node:test';
import { createServer, type IncomingMessage, type ServerResponse, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type Handler = (req: IncomingMessage, res: ServerResponse) => void;

export interface FixtureSite {
  url: string;
  origin: string;
  port: number;
  server: Server;
  /** Requests seen, by path. */
  hits: string[];
  close(): Promise<void>;
}

/**
 * A fixture site on 127.0.0.1 (loopback only; `host` may name another loopback address, such as
 * 127.0.0.2), routed by exact path; unknown paths are 404.
 */
export async function startSite(routes: Record<string, Handler | { status?: number; headers?: Record<string, string | string[]>; body?: string | Buffer }>, host = '127.0.0.1'): Promise<FixtureSite> {
  const hits: string[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    hits.push(path);
    const route = routes[path];
    if (!route) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not found');
      return;
    }
    if (typeof route === 'function') return route(req, res);
    res.writeHead(route.status ?? 200, route.headers ?? { 'content-type': 'text/html; charset=utf-8' });
    res.end(route.body ?? '');
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const port = (server.address() as AddressInfo).port;
  const origin = `http://${host}:${port}`;
  return {
    url: `${origin}/`,
    origin,
    port,
    server,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/** The allow-list tests use to reach their fixture sites. */
export const LOOPBACK = ['127.0.0.1'];

/**
 * Fixture sites a test file starts as it goes, all closed after its tests: `const site = sitesClosedAfter();`
 * then `await site(routes)` in each test.
 */
export function sitesClosedAfter(): (routes: Parameters<typeof startSite>[0]) => Promise<FixtureSite> {
  const sites: FixtureSite[] = [];
  after(async () => {
    await Promise.all(sites.map((s) => s.close()));
  });
  return async (routes) => {
    const s = await startSite(routes);
    sites.push(s);
    return s;
  };
}
