import { defineRule } from '@pagegrade/core';
import { discoveryJson, isVerdict, obj, str } from '../lib/json-resource.ts';

/** Where draft server cards put the endpoint: transports[].url, transport.url/endpoint, endpoint, url, remotes[].url. */
function endpointOf(card: Record<string, unknown>): string | null {
  for (const key of ['transports', 'remotes', 'endpoints']) {
    const list = card[key];
    if (Array.isArray(list)) for (const t of list) {
      const u = str(obj(t)?.['url']) ?? str(obj(t)?.['endpoint']) ?? str(t);
      if (u) return u;
    }
  }
  const t = obj(card['transport']);
  return str(t?.['url']) ?? str(t?.['endpoint']) ?? str(card['endpoint']) ?? str(card['url']);
}

export default defineRule({
  id: 'geo/mcp-server-card',
  dimension: 'geo',
  title: 'The site publishes a valid MCP server card',
  failureTitle: 'The MCP server card is missing or incomplete',
  description:
    'Checks /.well-known/mcp, the MCP Server Card (SEP-1649, draft): it must be a JSON object with a server name (`name` or `serverInfo.name`, fail) and a transport endpoint (`transports[].url`, `transport.url`, `endpoint` or `remotes[].url`, fail); a missing `version` warns. A 404 is a warning of minor weight: most sites have no MCP server.',
  why: 'A server card lets agents discover and connect to the site\'s Model Context Protocol server (its tools, resources and prompts) without manual configuration or a full handshake.',
  fix: 'If the site runs an MCP server, serve `/.well-known/mcp` as JSON such as `{"name":"example-oak","version":"1.2.0","transports":[{"type":"streamable-http","url":"https://example.com/mcp"}]}`.',
  impact: 'minor',
  tags: ['best-practice'],
  needs: ['mcp'],
  references: ['https://github.com/modelcontextprotocol/modelcontextprotocol/issues/1649'],
  check(ctx) {
    const json = discoveryJson(ctx, 'mcp', 'no MCP server card');
    if (isVerdict(json)) return json;
    const card = obj(json.data);
    if (!card) return ctx.fail(`${json.url} is not a JSON object.`);
    const info = obj(card['serverInfo']);
    const name = str(card['name']) ?? str(info?.['name']);
    if (!name) ctx.report(null, `${json.url} gives no server name.`);
    const endpoint = endpointOf(card);
    if (!endpoint) ctx.report(null, `${json.url} gives no transport endpoint URL.`);
    else if (!ctx.page.resolveUrl(endpoint)) ctx.report(null, `The endpoint "${endpoint}" in ${json.url} is not a valid URL.`);
    if (!str(card['version']) && !str(info?.['version'])) ctx.warn(null, `${json.url} gives no server version.`);
    return undefined;
  },
});
