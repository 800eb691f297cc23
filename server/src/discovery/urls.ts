import type { Config } from '../config.ts';

/**
 * Every public address the service prints, derived from one configuration (public URL, sandbox
 * and MCP hosts), so the discovery files, the API index, the tool servers and the pages can never
 * disagree with each other or with the running service.
 */
export interface ServiceUrls {
  base: string;
  /** security.txt Contact: configured, else security@ the public host. */
  securityContact: string;
  /** The published source code of this deployment, when configured. */
  source: string | null;
  api: string;
  openapi: string;
  checks: string;
  leaderboardApi: string;
  /** Liveness of the API (the RFC 9727 status link). */
  health: string;
  /** The API reference as markdown, generated from the operation tables. */
  apiDocs: string;
  /** The human pages. */
  home: string;
  leaderboardPage: string;
  checksDocs: string;
  privacy: string;
  /** The website's own files: crawler and security policies, the app manifest, icons, the stylesheet. */
  robotsTxt: string;
  sitemap: string;
  securityTxt: string;
  /** Global Privacy Control support statement. */
  gpcJson: string;
  webManifest: string;
  faviconSvg: string;
  faviconIco: string;
  appleTouchIcon: string;
  icon192: string;
  icon512: string;
  iconMaskable: string;
  socialImage: string;
  stylesheet: string;
  /** Where browsers send Content-Security-Policy violation reports. */
  cspReports: string;
  /** docs/scoring.md as a page (the answers of /ask link to its sections), and as markdown. */
  scoringDocs: string;
  scoringMd: string;
  /** The API reference as a page (the same text as `apiDocs`). */
  apiPage: string;
  /** What each error code means; the error body's `documentation` links to its anchor. */
  errorDocs: string;
  /** agents.md as a page. */
  agentsPage: string;
  /** Agent tool server (MCP) endpoints. */
  mcp: string;
  wellKnownMcp: string;
  /** The MCP host's root endpoint, or null when no MCP host is configured. */
  mcpHost: string | null;
  mcpDocs: string;
  /** The documentation server again, at a path ending in /mcp (MCP Inspector rewrites others). */
  mcpDocsMcp: string;
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
  /** The RFC 9728 metadata of the MCP host's root endpoint, or null when no MCP host is configured. */
  mcpHostProtectedResourceMetadata: string | null;
  authorizationServerMetadata: string;
  oauthRegister: string;
  oauthToken: string;
  /** The authorization endpoint, which answers every request with an RFC 6749 error (no grant uses it). */
  oauthAuthorize: string;
  oauthRevoke: string;
  oauthIdentity: string;
  /** The JWK set of the key that signs access tokens. */
  oauthJwks: string;
}

/** The origin of `base` with another host name, keeping its scheme and port. */
function onHost(base: string, host: string | null): string | null {
  if (!host) return null;
  const u = new URL(base);
  u.hostname = host;
  return u.origin;
}

export function serviceUrls(config: Pick<Config, 'publicUrl' | 'sandboxHost' | 'mcpHost'> & Partial<Pick<Config, 'securityContact' | 'sourceUrl'>>): ServiceUrls {
  const base = config.publicUrl;
  const api = `${base}/api/v1`;
  return {
    base,
    securityContact: config.securityContact ?? `mailto:security@${new URL(base).hostname}`,
    source: config.sourceUrl ?? null,
    api,
    openapi: `${base}/openapi.json`,
    checks: `${api}/checks`,
    leaderboardApi: `${api}/leaderboard`,
    health: `${api}/health`,
    apiDocs: `${base}/docs/api.md`,
    home: `${base}/`,
    leaderboardPage: `${base}/leaderboard`,
    checksDocs: `${base}/docs/checks`,
    privacy: `${base}/privacy`,
    robotsTxt: `${base}/robots.txt`,
    sitemap: `${base}/sitemap.xml`,
    securityTxt: `${base}/.well-known/security.txt`,
    gpcJson: `${base}/.well-known/gpc.json`,
    webManifest: `${base}/site.webmanifest`,
    faviconSvg: `${base}/favicon.svg`,
    faviconIco: `${base}/favicon.ico`,
    appleTouchIcon: `${base}/apple-touch-icon.png`,
    icon192: `${base}/icons/icon-192.png`,
    icon512: `${base}/icons/icon-512.png`,
    iconMaskable: `${base}/icons/maskable-512.png`,
    socialImage: `${base}/icons/social-card.png`,
    stylesheet: `${base}/assets/site.css`,
    cspReports: `${base}/csp-reports`,
    scoringDocs: `${base}/docs/scoring`,
    scoringMd: `${base}/docs/scoring.md`,
    apiPage: `${base}/docs/api`,
    errorDocs: `${base}/docs/errors`,
    agentsPage: `${base}/docs/agents`,
    mcp: `${api}/mcp`,
    wellKnownMcp: `${base}/.well-known/mcp`,
    mcpHost: onHost(base, config.mcpHost) && `${onHost(base, config.mcpHost)}/`,
    mcpDocs: `${base}/mcp/docs`,
    mcpDocsMcp: `${base}/mcp/docs/mcp`,
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
    mcpHostProtectedResourceMetadata: onHost(base, config.mcpHost) && `${onHost(base, config.mcpHost)}/.well-known/oauth-protected-resource`,
    authorizationServerMetadata: `${base}/.well-known/oauth-authorization-server`,
    oauthRegister: `${api}/oauth/register`,
    oauthToken: `${api}/oauth/token`,
    oauthAuthorize: `${api}/oauth/authorize`,
    oauthRevoke: `${api}/oauth/revoke`,
    oauthIdentity: `${api}/oauth/identity`,
    oauthJwks: `${api}/oauth/jwks`,
  };
}
