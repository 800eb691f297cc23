import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { PagegradeError, isPagegradeError } from '../errors.ts';
import { checkUrl, type AllowList } from '../fetch/guard.ts';
import { guardedConnector, type ConnectionFacts, type Resolver } from '../fetch/connector.ts';
import type { RefusedRequest } from '../snapshot/har.ts';

export interface ProxyOptions {
  allowHosts?: AllowList;
  resolver?: Resolver;
  /** Refuse every request (the browser-wide fence behind the per-analysis proxies). */
  refuseAll?: boolean;
  /** Requests (and tunnels) served at most; later ones are refused. */
  maxRequests?: number;
  /** Bytes received from servers at most, all connections together; then every connection is cut. */
  totalBytes?: number;
  connectTimeoutMs?: number;
  /** Refusals kept at most (the count goes on). */
  maxRecorded?: number;
}

/** Headers that belong to one hop (the browser's connection to the proxy, or the proxy's to the server), not relayed. */
const REQUEST_HOP_HEADERS = new Set(['proxy-connection', 'proxy-authorization', 'connection', 'keep-alive']);
const RESPONSE_HOP_HEADERS = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding']);

/** Raw headers as the next hop gets them: names as written, repeats kept in order, hop headers left out. */
function relayedHeaders(raw: readonly string[], hop: ReadonlySet<string>): http.OutgoingHttpHeaders {
  const out: http.OutgoingHttpHeaders = {};
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i]!;
    if (hop.has(name.toLowerCase())) continue;
    const prev = out[name];
    out[name] = prev === undefined ? raw[i + 1]! : ([] as string[]).concat(prev as string | string[], raw[i + 1]!);
  }
  return out;
}

/** An idle connection to a server is closed after this long: before most servers close theirs (5 s and more). */
const IDLE_UPSTREAM_MS = 2_000;

/**
 * The only way a rendering browser reaches the network: an HTTP proxy on 127.0.0.1 that checks
 * every target as the static fetcher does (`checkUrl` for scheme, host name and port, then the
 * guarded connector, which resolves the name itself, refuses any non-public address and connects
 * to the address it checked). Plain HTTP is forwarded; HTTPS and WebSockets arrive as CONNECT
 * tunnels, checked the same way before a byte is relayed. Chromium never resolves a page's host
 * names: through an HTTP proxy, the proxy does.
 */
export class GuardedProxy {
  readonly refused: RefusedRequest[] = [];
  requests = 0;
  bytes = 0;
  /** Limits reached: `request-count`, `total-bytes`. */
  readonly limitsHit = new Set<string>();
  readonly connections: ConnectionFacts[] = [];
  private readonly sockets = new Set<Duplex>();
  /**
   * Plain-HTTP requests reuse the proxy's connections to a server, as the browser reuses its own
   * to the proxy: a new connection per request would cost each one a handshake (a round trip to
   * a remote server) that a direct load does not pay, and the lab figures, simulated from the
   * observed load, would count it as the server's time. Each connection is still opened by the
   * guarded connector to the address it checked; requests only ride on connections to the same
   * host and port.
   */
  private readonly upstream: http.Agent;
  /** Errors of connections that could not be made (the guard's refusals among them): the request is refused, as before a byte was relayed. */
  private readonly connectFailures = new WeakSet<Error>();

  private constructor(
    private readonly server: http.Server,
    readonly port: number,
    private readonly options: ProxyOptions,
  ) {
    const agent = new http.Agent({ keepAlive: true, scheduling: 'lifo', timeout: IDLE_UPSTREAM_MS });
    // Node's agent lets `createConnection` hand over its socket later, through the callback.
    (agent as unknown as { createConnection: (o: { host?: string; port?: number | string }, done: (err: Error | null, s?: Duplex) => void) => undefined }).createConnection = (o, done) => {
      this.connect(String(o.host ?? ''), Number(o.port)).then(
        (socket) => {
          this.track(socket);
          done(null, socket);
        },
        (err: Error) => {
          this.connectFailures.add(err);
          done(err);
        },
      );
      return undefined;
    };
    this.upstream = agent;
  }

  static async start(options: ProxyOptions = {}): Promise<GuardedProxy> {
    const server = http.createServer();
    // Only the browser talks to it; headers time out so a stuck client frees its socket.
    server.headersTimeout = 30_000;
    server.requestTimeout = 0;
    server.keepAliveTimeout = 5_000;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    const proxy = new GuardedProxy(server, (server.address() as AddressInfo).port, options);
    server.on('request', (req, res) => proxy.forward(req, res));
    server.on('connect', (req, socket, head) => proxy.tunnel(req, socket, head));
    server.on('connection', (s) => proxy.track(s));
    server.on('clientError', (_err, socket) => socket.destroy());
    return proxy;
  }

  /** Stops listening and cuts every connection, the browser's and the servers'. */
  async close(): Promise<void> {
    this.upstream.destroy();
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private track(s: Duplex): void {
    this.sockets.add(s);
    s.once('close', () => this.sockets.delete(s));
    s.on('error', () => undefined);
  }

  private refuse(target: string, err: unknown): void {
    if (this.refused.length < (this.options.maxRecorded ?? 200)) {
      this.refused.push({ url: target.slice(0, 500), reason: isPagegradeError(err) ? `${err.code}: ${err.message}` : String((err as Error)?.message ?? err) });
    }
  }

  /** Counts one request against the limit; throws when it is spent. */
  private admit(): void {
    if (this.options.refuseAll) throw new PagegradeError('blocked_host', 'The browser may not make requests outside a page.');
    this.requests++;
    const max = this.options.maxRequests;
    if (max !== undefined && this.requests > max) {
      this.limitsHit.add('request-count');
      throw new PagegradeError('fetch_failed', `The page made more than ${max} requests.`);
    }
  }

  /** Counts bytes received; past the budget every connection is cut. */
  private received(n: number): void {
    this.bytes += n;
    const max = this.options.totalBytes;
    if (max !== undefined && this.bytes > max && !this.limitsHit.has('total-bytes')) {
      this.limitsHit.add('total-bytes');
      for (const s of this.sockets) s.destroy();
    }
  }

  /** Opens a TCP connection to a checked address of `host`. */
  private connect(host: string, port: number): Promise<net.Socket> {
    const connector = guardedConnector({
      allowHosts: this.options.allowHosts,
      resolver: this.options.resolver,
      connectTimeoutMs: this.options.connectTimeoutMs ?? 5_000,
      onConnection: (c) => {
        if (this.connections.length < 500) this.connections.push(c);
      },
    });
    return new Promise((resolve, reject) => {
      // Plain TCP: TLS, when there is any, is the browser's, end to end through the tunnel.
      connector({ hostname: host, host, protocol: 'http:', port: String(port) } as Parameters<typeof connector>[0], (err, socket) => {
        if (err || !socket) reject(err ?? new Error('no socket'));
        else resolve(socket as net.Socket);
      });
    });
  }

  private isSelf(host: string, port: number): boolean {
    return port === this.port && (host === '127.0.0.1' || host === 'localhost');
  }

  private forward(req: http.IncomingMessage, res: http.ServerResponse): void {
    const target = req.url ?? '';
    let url: URL;
    try {
      // A browser speaking to a proxy sends the absolute URL; anything else is not for us.
      if (!/^http:\/\//i.test(target)) throw new PagegradeError('invalid_url', `Only http URLs are forwarded (https goes through CONNECT), not "${target.slice(0, 80)}".`);
      this.admit();
      url = checkUrl(target, { allowHosts: this.options.allowHosts });
      const port = Number(url.port || 80);
      if (this.isSelf(url.hostname, port)) throw new PagegradeError('blocked_host', 'The proxy does not forward to itself.');
    } catch (err) {
      this.refuse(target, err);
      return refuseResponse(res, err);
    }
    const host = url.hostname.replace(/^\[|\]$/g, '');
    const port = Number(url.port || 80);
    const headers = relayedHeaders(req.rawHeaders, REQUEST_HOP_HEADERS);
    // A request without a body that meets a reused connection the server had just closed is sent
    // once more on a new one, as a browser does.
    const bodiless = (req.method === 'GET' || req.method === 'HEAD') && req.headers['content-length'] === undefined && req.headers['transfer-encoding'] === undefined;
    const send = (retry: boolean) => {
      const upstream = http.request({ method: req.method, host, port, path: `${url.pathname}${url.search}`, headers, agent: this.upstream });
      upstream.on('response', (up) => {
        up.on('data', (c: Buffer) => this.received(c.length));
        res.writeHead(up.statusCode ?? 502, up.statusMessage, relayedHeaders(up.rawHeaders, RESPONSE_HOP_HEADERS));
        up.pipe(res);
        up.on('error', () => res.destroy());
      });
      upstream.on('error', (err) => {
        // The guard's refusal (or a connection that could not be made) is the page's request refused.
        if (this.connectFailures.has(err)) {
          this.refuse(target, err);
          return refuseResponse(res, err);
        }
        if (retry && bodiless && upstream.reusedSocket && !res.headersSent) return send(false);
        if (!res.headersSent) {
          res.writeHead(502, { 'content-type': 'text/plain' });
          res.end('upstream failed');
        } else res.destroy();
      });
      if (bodiless) upstream.end();
      else req.pipe(upstream);
    };
    send(true);
  }

  private tunnel(req: http.IncomingMessage, client: Duplex, head: Buffer): void {
    this.track(client);
    const target = req.url ?? '';
    let host: string;
    let port: number;
    try {
      this.admit();
      // CONNECT names `host:port`; judged as the https URL it stands for (WebSockets too).
      const url = checkUrl(`https://${target}/`, { allowHosts: this.options.allowHosts });
      host = url.hostname.replace(/^\[|\]$/g, '');
      port = Number(url.port || 443);
      if (!/:\d+$/.test(target)) throw new PagegradeError('invalid_url', `CONNECT needs host:port, not "${target.slice(0, 80)}".`);
      if (this.isSelf(host, port)) throw new PagegradeError('blocked_host', 'The proxy does not tunnel to itself.');
    } catch (err) {
      this.refuse(target, err);
      client.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    this.connect(host, port).then(
      (socket) => {
        this.track(socket);
        if (client.destroyed) return socket.destroy();
        client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
        if (head.length) socket.write(head);
        socket.on('data', (c: Buffer) => this.received(c.length));
        socket.pipe(client);
        client.pipe(socket);
        socket.once('close', () => client.destroy());
        client.once('close', () => socket.destroy());
      },
      (err: unknown) => {
        this.refuse(target, err);
        if (!client.destroyed) client.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      },
    );
  }
}

function refuseResponse(res: http.ServerResponse, err: unknown): void {
  if (res.headersSent) return void res.destroy();
  const code = isPagegradeError(err) ? err.code : 'fetch_failed';
  res.writeHead(code === 'fetch_failed' ? 502 : 403, { 'content-type': 'text/plain; charset=utf-8', connection: 'close' });
  res.end(`pagegrade refused this request (${code}).`);
}
