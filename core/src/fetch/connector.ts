import { lookup as dnsLookup } from 'node:dns/promises';
import net from 'node:net';
import tls from 'node:tls';
import { performance } from 'node:perf_hooks';
import type { buildConnector } from 'undici';
import { PagegradeError } from '../errors.ts';
import type { TlsFacts } from '../snapshot/har.ts';
import { blockedReason, type AllowList } from './guard.ts';

export type Resolver = (hostname: string) => Promise<string[]>;

export const systemResolver: Resolver = async (hostname) => {
  const answers = await dnsLookup(hostname, { all: true, verbatim: true });
  return answers.map((a) => a.address);
};

/** What opening one connection cost and revealed; the first request on it carries the timings. */
export interface ConnectionFacts {
  origin: string;
  address: string;
  dns: number;
  connect: number;
  ssl: number;
  tls: TlsFacts | null;
  /** The protocol agreed by ALPN (`h2`, `http/1.1`), or null without TLS. */
  alpn: string | null;
  /** Whether a request has already been given these timings. */
  claimed: boolean;
}

export interface ConnectorOptions {
  allowHosts?: AllowList;
  resolver?: Resolver;
  connectTimeoutMs: number;
  onConnection(facts: ConnectionFacts): void;
}

/**
 * The one way out: resolves the host, refuses the connection unless every address is public,
 * then connects to the checked address itself, so a second DNS answer can never redirect the
 * socket (no re-resolution between check and use). TLS certificates are not enforced here — an
 * invalid certificate is a finding about the page, recorded in the facts — but SNI and the host
 * name check are computed against the real host.
 */
export function guardedConnector(options: ConnectorOptions): buildConnector.connector {
  const resolver = options.resolver ?? systemResolver;
  return (opts, callback) => {
    const host = opts.hostname.replace(/^\[|\]$/g, '');
    const port = Number(opts.port) || (opts.protocol === 'https:' ? 443 : 80);
    const origin = `${opts.protocol}//${opts.hostname}${opts.port ? `:${opts.port}` : ''}`;
    const t0 = performance.now();
    const addresses: Promise<string[]> = net.isIP(host) ? Promise.resolve([host]) : resolver(host);
    addresses.then(
      (list) => {
        const dns = performance.now() - t0;
        if (list.length === 0) return callback(new PagegradeError('fetch_failed', `${host} has no address.`), null);
        for (const address of list) {
          const reason = blockedReason(address, options.allowHosts);
          if (reason) return callback(new PagegradeError('blocked_host', `${host} resolves to a non-public address: ${reason}.`), null);
        }
        const address = list[0]!;
        const t1 = performance.now();
        let tConnected = t1;
        const isTls = opts.protocol === 'https:';
        const socket: net.Socket = isTls
          ? tls.connect({
              host: address,
              port,
              servername: net.isIP(host) ? undefined : host,
              // Offer HTTP/2 like a browser would, so the snapshot records what the site really speaks.
              ALPNProtocols: ['h2', 'http/1.1'],
              rejectUnauthorized: false,
            })
          : net.connect({ host: address, port });
        socket.setNoDelay(true);
        const timer = setTimeout(() => {
          socket.destroy(new PagegradeError('fetch_failed', `Connecting to ${host} timed out after ${options.connectTimeoutMs} ms.`));
        }, options.connectTimeoutMs);
        let done = false;
        const finish = (err: Error | null) => {
          if (done) return;
          done = true;
          clearTimeout(timer);
          socket.removeListener('error', onError);
          if (err) {
            socket.destroy();
            callback(err, null);
            return;
          }
          const now = performance.now();
          options.onConnection({
            origin,
            address,
            dns: round(dns),
            connect: round((isTls ? tConnected : now) - t1),
            ssl: isTls ? round(now - tConnected) : -1,
            tls: isTls ? tlsFacts(socket as tls.TLSSocket, host) : null,
            alpn: isTls ? ((socket as tls.TLSSocket).alpnProtocol || null) : null,
            claimed: false,
          });
          callback(null, socket);
        };
        const onError = (err: Error) => finish(err);
        socket.once('error', onError);
        socket.once('connect', () => {
          tConnected = performance.now();
          if (!isTls) finish(null);
        });
        if (isTls) socket.once('secureConnect', () => finish(null));
      },
      (err: NodeJS.ErrnoException) => {
        const reason = err.code === 'ENOTFOUND' || err.code === 'EAI_NONAME' ? `${host} does not resolve (DNS: ${err.code}).` : `DNS lookup of ${host} failed: ${err.code ?? err.message}.`;
        callback(new PagegradeError('fetch_failed', reason), null);
      },
    );
  };
}

function round(ms: number): number {
  return Math.round(ms * 10) / 10;
}

function tlsFacts(socket: tls.TLSSocket, host: string): TlsFacts {
  const cert = socket.getPeerCertificate(false);
  const hasCert = cert && Object.keys(cert).length > 0;
  let authorizationError: string | null = socket.authorized ? null : String(socket.authorizationError ?? 'certificate not trusted');
  if (hasCert && !authorizationError && !net.isIP(host)) {
    const mismatch = tls.checkServerIdentity(host, cert);
    if (mismatch) authorizationError = mismatch.message;
  }
  const altNames = hasCert && cert.subjectaltname ? cert.subjectaltname.split(/,\s*/).filter((s) => s.startsWith('DNS:')).map((s) => s.slice(4)) : [];
  return {
    protocol: socket.getProtocol() ?? null,
    cipher: socket.getCipher()?.name ?? null,
    authorized: authorizationError === null,
    authorizationError,
    validFrom: hasCert && cert.valid_from ? new Date(cert.valid_from).toISOString() : null,
    validTo: hasCert && cert.valid_to ? new Date(cert.valid_to).toISOString() : null,
    subject: hasCert ? first(cert.subject?.CN) : null,
    issuer: hasCert ? (first(cert.issuer?.O) ?? first(cert.issuer?.CN)) : null,
    altNames,
  };
}

function first(v: string | string[] | undefined): string | null {
  return (Array.isArray(v) ? v[0] : v) ?? null;
}
