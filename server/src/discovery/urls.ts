import type { Config } from '../config.ts';

/**
 * Every public address the service prints, derived from one configuration (public URL, sandbox
 * and MCP hosts), so the discovery files, the API index, the tool servers and the pages can never
 * disagree with each other or with the running service.
 */
export interface ServiceUrls {
  base: string;
  api: string;
  openapi: string;
  checks: string;
  leaderboardApi: string;
  /** The human pages. */
  home: string;
  leaderboardPage: string;
  checksDocs: string;
  /** Agent tool server (MCP) endpoints. */
  mcp: string;
  wellKnownMcp: string;
  /** The MCP host's root endpoint, or null when no MCP host is configured. */
  mcpHost: string | null;
  mcpDocs: string;
  ask: string;
  /** The sandbox: its host (null when not configured) and its path prefix on the main host. */
  sandboxHost: string | null;
  sandboxPrefix: string;
  /** Discovery files. */
  apiCatalog: string;
  aiCatalog: string;
  ardJson: string;
  skillsIndex: string;
  skillMd: string;
  botAuthDirectory: string;
  llmsTxt: string;
  agentsMd: string;
  authMd: string;
  pricingMd: string;
  licenseXml: string;
  deprecationPolicy: string;
  /** OAuth (optional bearer scheme). */
  protectedResourceMetadata: string;
  authorizationServerMetadata: string;
  oauthRegister: string;
  oauthToken: string;
  oauthRevoke: string;
  oauthIdentity: string;
}

/** The origin of `base` with another host name, keeping its scheme and port. */
function onHost(base: string, host: string | null): string | null {
  if (!host) return null;
  const u = new URL(base);
  u.hostname = host;
  return u.origin;
}

export function serviceUrls(config: Pick<Config, 'publicUrl' | 'sandboxHost' | 'mcpHost'>): ServiceUrls {
  const base = config.publicUrl;
  const api = `${base}/api/v1`;
  return {
    base,
    api,
    openapi: `${base}/openapi.json`,
    checks: `${api}/checks`,
    leaderboardApi: `${api}/leaderboard`,
    home: `${base}/`,
    leaderboardPage: `${base}/leaderboard`,
    checksDocs: `${base}/docs/checks`,
    mcp: `${api}/mcp`,
    wellKnownMcp: `${base}/.well-known/mcp`,
    mcpHost: onHost(base, config.mcpHost) && `${onHost(base, config.mcpHost)}/`,
    mcpDocs: `${base}/mcp/docs`,
    ask: `${base}/ask`,
    sandboxHost: onHost(base, config.sandboxHost),
    sandboxPrefix: `${api}/sandbox`,
    apiCatalog: `${base}/.well-known/api-catalog`,
    aiCatalog: `${base}/.well-known/ai-catalog.json`,
    ardJson: `${base}/.well-known/ard.json`,
    skillsIndex: `${base}/.well-known/agent-skills/index.json`,
    skillMd: `${base}/.well-known/agent-skills/pagegrade/SKILL.md`,
    botAuthDirectory: `${base}/.well-known/http-message-signatures-directory`,
    llmsTxt: `${base}/llms.txt`,
    agentsMd: `${base}/agents.md`,
    authMd: `${base}/auth.md`,
    pricingMd: `${base}/pricing.md`,
    licenseXml: `${base}/license.xml`,
    deprecationPolicy: `${base}/deprecation-policy.md`,
    protectedResourceMetadata: `${base}/.well-known/oauth-protected-resource`,
    authorizationServerMetadata: `${base}/.well-known/oauth-authorization-server`,
    oauthRegister: `${api}/oauth/register`,
    oauthToken: `${api}/oauth/token`,
    oauthRevoke: `${api}/oauth/revoke`,
    oauthIdentity: `${api}/oauth/identity`,
  };
}
