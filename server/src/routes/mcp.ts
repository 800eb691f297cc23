import Router from '@koa/router';
import type { RouteDeps } from '../deps.ts';
import type { Auth } from '../auth/index.ts';
import { OAUTH_PATHS } from '../auth/paths.ts';
import { protectedResourceMetadata } from './oauth.ts';
import { analysisServer } from '../mcp/analysis-server.ts';
import { serverCard } from '../mcp/card.ts';
import { docsServer, docsTools } from '../mcp/docs-server.ts';
import { mcpEndpoint } from '../mcp/http.ts';
import type { ToolContext } from '../mcp/tools.ts';

function toolContext(deps: RouteDeps): ToolContext {
  return { documentation: (code) => `${deps.urls.errorDocs}#${code}`, log: deps.log };
}

/** The analysis tool server; `withCard` makes a plain GET answer with the server card. */
function analysisEndpoint(deps: RouteDeps, withCard: boolean) {
  const context = toolContext(deps);
  const card = serverCard(deps.urls);
  return mcpEndpoint({
    server: (ctx) => analysisServer(deps, ctx, context),
    ...(withCard ? { card: () => card } : {}),
    maxBodyBytes: deps.config.maxBodyBytes,
    log: deps.log,
  });
}

/** Serves the agent tool servers (MCP) at /api/v1/mcp, /.well-known/mcp, /mcp/docs (and /mcp/docs/mcp). */
export function mcpRouter(deps: RouteDeps): Router {
  const router = new Router();
  const context = toolContext(deps);
  const tools = docsTools(deps);
  router.all('/api/v1/mcp', analysisEndpoint(deps, false));
  router.all('/.well-known/mcp', analysisEndpoint(deps, true));
  const docs = mcpEndpoint({ server: () => docsServer(deps, tools, context), maxBodyBytes: deps.config.maxBodyBytes, log: deps.log });
  router.all('/mcp/docs', docs);
  // MCP Inspector rewrites an address whose path does not end in /mcp; this one does.
  router.all('/mcp/docs/mcp', docs);
  return router;
}

/**
 * The same tool server at the root path of the configured MCP host, where GET / reads the card,
 * and the RFC 9728 metadata of that endpoint, where an MCP client connecting to the host looks.
 */
export function mcpHostRouter(deps: RouteDeps, auth: Pick<Auth, 'issuer' | 'resources'>): Router {
  const router = new Router();
  const endpoint = analysisEndpoint(deps, true);
  router.all('/', endpoint);
  router.all('/.well-known/mcp', endpoint);
  const resource = auth.resources.mcpHost;
  if (resource) {
    const metadata = protectedResourceMetadata(deps, auth, resource);
    router.get(OAUTH_PATHS.protectedResource, (ctx) => {
      ctx.set('Cache-Control', 'public, max-age=300');
      ctx.body = metadata;
    });
  }
  return router;
}
