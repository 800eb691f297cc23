import { SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/sdk/types.js';
import type { ServiceUrls } from '../discovery/urls.ts';
import { VERSION } from '@pagegrade/core';

/** The media type of a server card (modelcontextprotocol/experimental-ext-server-card). */
export const SERVER_CARD_TYPE = 'application/mcp-server-card+json';

const SERVER_CARD_SCHEMA = 'https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json';

export interface ServerCardRemote {
  type: 'streamable-http';
  url: string;
  supportedProtocolVersions: string[];
  authentication: { required: boolean; schemes: string[] };
}

export interface ServerCard {
  $schema: string;
  name: string;
  title: string;
  version: string;
  description: string;
  websiteUrl: string;
  remotes: ServerCardRemote[];
  capabilities: { tools: { listChanged: boolean } };
}

/**
 * The server card of the analysis tool server: what it is and every address it answers at, before
 * any connection. Served at /.well-known/mcp and listed by the discovery files.
 */
export function serverCard(urls: ServiceUrls): ServerCard {
  const endpoints = [urls.mcp, urls.wellKnownMcp, ...(urls.mcpHost ? [urls.mcpHost] : [])];
  return {
    $schema: SERVER_CARD_SCHEMA,
    name: 'pagegrade',
    title: 'pagegrade',
    version: VERSION,
    description:
      'Grades a public web page 0-100 (A+ to F) overall and in eight dimensions from deterministic checks. Tools: analyze_website, get_leaderboard, get_analysis. Anonymous: no key or sign-up; analyses are limited per IP and shared with the API and the website.',
    websiteUrl: urls.home,
    remotes: endpoints.map((url) => ({
      type: 'streamable-http',
      url,
      supportedProtocolVersions: [...SUPPORTED_PROTOCOL_VERSIONS],
      // A bearer token is accepted for clients that insist on one, and grants nothing extra.
      authentication: { required: false, schemes: ['bearer'] },
    })),
    capabilities: { tools: { listChanged: false } },
  };
}
