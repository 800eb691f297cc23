import type { ServiceFacts } from './facts.ts';
import type { Document } from './document.ts';
import type { ServiceUrls } from './urls.ts';

export const SKILLS_SCHEMA = 'https://schemas.agentskills.io/discovery/0.2.0/schema.json';
export const SKILL_DESCRIPTION =
  'Grade a public web page 0-100 (A+ to F) overall and in eight dimensions (SEO, AI readiness, performance, accessibility, code quality, UX, data and tracking, security) with pagegrade, over REST or MCP, and explain the result.';

/** The skill's name is the directory its SKILL.md is served from, as the Agent Skills format requires. */
export function skillName(facts: Pick<ServiceFacts, 'urls'>): string {
  const parts = new URL(facts.urls.skillMd).pathname.split('/');
  return parts[parts.length - 2]!;
}

/** The Link header value that announces the API catalog (RFC 9727 §3). */
export function apiCatalogLink(urls: Pick<ServiceUrls, 'apiCatalog'>): string {
  return `<${urls.apiCatalog}>; rel="api-catalog"`;
}

/** RFC 9727 catalog (an RFC 9264 linkset): the REST API, and the MCP endpoint as a second API. */
export function apiCatalog(facts: ServiceFacts): object {
  const u = facts.urls;
  return {
    linkset: [
      {
        anchor: u.api,
        'service-desc': [{ href: u.openapi, type: 'application/openapi+json', title: 'OpenAPI 3.1 description' }],
        'service-doc': [
          { href: u.apiDocs, type: 'text/markdown', title: 'API reference' },
          { href: u.checksDocs, type: 'text/html', title: 'What every check tests and how to fix it' },
        ],
        'service-meta': [
          { href: u.authMd, type: 'text/markdown', title: 'Authentication' },
          { href: u.pricingMd, type: 'text/markdown', title: 'Pricing and quotas' },
          { href: u.deprecationPolicy, type: 'text/markdown', title: 'Versioning and deprecation policy' },
        ],
        status: [{ href: u.health, type: 'application/json', title: 'Health' }],
        license: [{ href: u.licenseXml, type: 'application/rsl+xml', title: 'Content license (RSL 1.0)' }],
      },
      {
        anchor: u.mcp,
        'service-desc': [{ href: u.wellKnownMcp, type: 'application/mcp-server-card+json', title: 'MCP server card' }],
        'service-doc': [{ href: u.skillMd, type: 'text/markdown', title: 'Agent skill: analyzing a page' }],
        status: [{ href: u.health, type: 'application/json', title: 'Health' }],
      },
    ],
  };
}

/**
 * The AI catalog (served as ai-catalog.json and ard.json). `type` says what the resource is and
 * therefore how a client talks to it: documents are fetched, `mcp` is a Streamable HTTP endpoint
 * (POST JSON-RPC), `nlweb` takes a `query` parameter.
 */
export function aiCatalog(facts: ServiceFacts): object {
  const u = facts.urls;
  return {
    specVersion: '1.0',
    entries: [
      { identifier: 'pagegrade-api', displayName: 'pagegrade REST API', type: 'openapi', mediaType: 'application/openapi+json', url: u.openapi, description: `Analyze a public web page (${facts.checks} checks, eight dimensions), poll jobs, read the leaderboard. Anonymous; ${facts.limits.analysesPerDay} analyses a day per IP.` },
      { identifier: 'pagegrade-mcp', displayName: 'pagegrade MCP server', type: 'mcp-server-card', mediaType: 'application/mcp-server-card+json', url: u.wellKnownMcp, description: 'Server card of the analysis tool server (Streamable HTTP): analyze_website, get_leaderboard, get_analysis. Shares the API quota.' },
      { identifier: 'pagegrade-docs-mcp', displayName: 'pagegrade documentation MCP server', type: 'mcp', mediaType: 'application/json', url: u.mcpDocs, description: `Streamable HTTP tool server that answers questions about the checks and how scoring works, also at ${u.mcpDocsMcp} (a path ending in /mcp). Anonymous; spends no analysis quota.` },
      { identifier: 'pagegrade-skills', displayName: 'pagegrade agent skills', type: 'agent-skills-index', mediaType: 'application/json', url: u.skillsIndex, description: 'Agent Skills discovery index listing the pagegrade skill and its digest.' },
      { identifier: 'pagegrade-ask', displayName: 'pagegrade natural-language questions', type: 'nlweb', mediaType: 'application/json', url: u.ask, description: 'NLWeb /ask: questions about checks, scoring, analyzed sites and the leaderboard, answered with schema.org objects.' },
      { identifier: 'pagegrade-api-catalog', displayName: 'pagegrade API catalog', type: 'api-catalog', mediaType: 'application/linkset+json', url: u.apiCatalog, description: 'RFC 9727 API catalog.' },
      { identifier: 'pagegrade-llms-txt', displayName: 'pagegrade llms.txt', type: 'llms-txt', mediaType: 'text/plain', url: u.llmsTxt, description: 'Summary of the service and links for language models.' },
    ],
  };
}

/** The Agent Skills index; the digest is of the exact bytes served for the SKILL.md. */
export function skillsIndex(facts: ServiceFacts, skill: Document): object {
  return {
    $schema: SKILLS_SCHEMA,
    skills: [{ name: skillName(facts), type: 'skill-md', description: SKILL_DESCRIPTION, url: facts.urls.skillMd, digest: skill.digest }],
  };
}
