import type { ServiceUrls } from '../discovery/urls.ts';
import { MCP_RESOURCE_PATHS, protectedResourcePath } from './paths.ts';

/** A protected resource (RFC 9728) and the address of its metadata. */
export interface ProtectedResource {
  /** The resource identifier: what `resource` in its metadata says and what a client asks a token for. */
  resource: string;
  /** Where its metadata is served. */
  metadataUrl: string;
}

/**
 * The resource identifiers of the service. The whole service is one resource server: the public
 * base URL is the resource, and each tool server endpoint (and the MCP host's root) is a resource
 * of its own too, because MCP clients take the identifier of the endpoint they connect to and
 * check that the metadata names it. A token asked for any of them is accepted by all.
 */
export class Resources {
  readonly main: ProtectedResource;
  /** The tool server endpoints on the main host, by path. */
  readonly mcpEndpoints: ReadonlyMap<string, ProtectedResource>;
  /** The MCP host's root endpoint, when an MCP host is configured. */
  readonly mcpHost: ProtectedResource | null;
  private readonly origins: ReadonlySet<string>;

  constructor(urls: Pick<ServiceUrls, 'base' | 'protectedResourceMetadata' | 'mcpHost' | 'mcpHostProtectedResourceMetadata' | 'sandboxHost'>) {
    this.main = { resource: urls.base, metadataUrl: urls.protectedResourceMetadata };
    this.mcpEndpoints = new Map(MCP_RESOURCE_PATHS.map((path) => [path, { resource: `${urls.base}${path}`, metadataUrl: `${urls.base}${protectedResourcePath(path)}` }]));
    this.mcpHost = urls.mcpHost && urls.mcpHostProtectedResourceMetadata ? { resource: urls.mcpHost, metadataUrl: urls.mcpHostProtectedResourceMetadata } : null;
    this.origins = new Set([urls.base, urls.mcpHost, urls.sandboxHost].filter((u): u is string => u !== null).map((u) => new URL(u).origin));
  }

  /**
   * The resource a request addresses: the MCP host, a tool server endpoint, or the address the
   * client used (path and query), so that the metadata a 401 points at names exactly that
   * address, as RFC 9728 §3.3 has clients check (oauth4webapi compares the `resource` with the
   * URL it requested); the root is the service itself.
   */
  addressed(onMcpHost: boolean, path: string, search = ''): ProtectedResource {
    if (onMcpHost && this.mcpHost) return this.mcpHost;
    const endpoint = this.mcpEndpoints.get(path.replace(/\/+$/, '').toLowerCase());
    if (endpoint) return endpoint;
    return path === '/' && !search ? this.main : this.ofPath(path, search);
  }

  /**
   * The resource of an address of the service (RFC 9728 §3.1): identifier the base URL with the
   * path and query, metadata at the well-known path followed by the same path and query.
   */
  ofPath(path: string, search = ''): ProtectedResource {
    const suffix = `${path}${search}`;
    return { resource: `${this.main.resource}${suffix}`, metadataUrl: `${this.main.resource}${protectedResourcePath(path)}${search}` };
  }

  /**
   * RFC 8707 §2: whether a resource indicator names this service — an absolute URI without a
   * fragment on one of its origins (every path there belongs to the one resource server).
   */
  isOurs(indicator: string): boolean {
    if (indicator.includes('#') || !URL.canParse(indicator)) return false;
    return this.origins.has(new URL(indicator).origin);
  }
}
