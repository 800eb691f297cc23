import cors from '@koa/cors';
import type { Context, Next } from 'koa';
import type { RouteDeps } from '../deps.ts';
import { DISCOVERY_PATHS } from '../operations/discovery.ts';
import { hostName } from './bearer.ts';

/**
 * What a browser-based client must be able to send: the MCP transport's headers (protocol
 * version, session id, last event id), a bearer token, conditional requests and idempotency keys.
 */
const ALLOW_HEADERS = ['Accept', 'Authorization', 'Content-Type', 'Idempotency-Key', 'If-None-Match', 'Last-Event-ID', 'Mcp-Protocol-Version', 'Mcp-Session-Id'];

/**
 * What it must be able to read: the quota, retry and deprecation headers, where a job lives, the
 * challenge of a refused token (its resource metadata), the MCP session id (never sent by this
 * stateless server, but the transport specification names it) and the validator.
 */
const EXPOSE_HEADERS = [
  'Deprecation',
  'ETag',
  'Idempotent-Replayed',
  'Link',
  'Location',
  'Mcp-Session-Id',
  'RateLimit',
  'RateLimit-Limit',
  'RateLimit-Policy',
  'RateLimit-Remaining',
  'RateLimit-Reset',
  'Retry-After',
  'Sunset',
  'WWW-Authenticate',
  'X-Request-Id',
];

/** Paths of the machine interface on the main host: the API, the tool servers, /ask and the discovery files. */
function machinePath(path: string): boolean {
  const p = path.toLowerCase();
  return p === '/api' || p.startsWith('/api/') || p.startsWith('/.well-known/') || p === '/mcp' || p.startsWith('/mcp/') || p === '/ask' || DISCOVERY_PATHS_SET.has(p);
}

const DISCOVERY_PATHS_SET: ReadonlySet<string> = new Set(Object.values(DISCOVERY_PATHS));

/**
 * CORS for browser-based clients (agents in a web page, the MCP inspector): every answer of the
 * machine interface, and everything on the sandbox and MCP hosts, may be read from any origin,
 * and preflights are answered before the routes. Nothing here uses cookies or other ambient
 * credentials, so `*` exposes nothing a script could not fetch itself; a bearer token is sent
 * explicitly. This is also why the MCP endpoints accept every Origin: the DNS-rebinding check the
 * transport specification asks for protects servers on a private network, which a public,
 * anonymous service is not. The HTML pages and the form stay same-origin.
 */
export function corsHeaders(deps: Pick<RouteDeps, 'config'>) {
  const allow = cors({
    origin: '*',
    allowMethods: ['GET', 'HEAD', 'POST', 'DELETE', 'OPTIONS'],
    allowHeaders: ALLOW_HEADERS,
    exposeHeaders: EXPOSE_HEADERS,
    maxAge: 86_400,
  });
  const otherHosts = new Set([deps.config.sandboxHost, deps.config.mcpHost].filter((h): h is string => h !== null));
  return async function setCors(ctx: Context, next: Next): Promise<void> {
    if (!otherHosts.has(hostName(ctx)) && !machinePath(ctx.path)) return next();
    await allow(ctx as never, next);
  };
}
