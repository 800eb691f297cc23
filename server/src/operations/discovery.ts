import { error, json, ref } from './api.ts';
import type { Operation } from './types.ts';

/**
 * The paths of the discovery files, used by the router and by this table. They agree with
 * `serviceUrls` (discovery/urls.ts); a test walks both.
 */
export const DISCOVERY_PATHS = {
  openapi: '/openapi.json',
  health: '/api/v1/health',
  healthLive: '/api/v1/health/live',
  apiDocs: '/docs/api.md',
  apiCatalog: '/.well-known/api-catalog',
  aiCatalog: '/.well-known/ai-catalog.json',
  ardJson: '/.well-known/ard.json',
  skillsIndex: '/.well-known/agent-skills/index.json',
  skillMd: '/.well-known/agent-skills/pagegrade/SKILL.md',
  llmsTxt: '/llms.txt',
  agentsMd: '/agents.md',
  authMd: '/auth.md',
  pricingMd: '/pricing.md',
  deprecationPolicy: '/deprecation-policy.md',
  licenseXml: '/license.xml',
} as const;

export const LINKSET_PROFILE = 'https://www.rfc-editor.org/info/rfc9727';
export const LINKSET_TYPE = `application/linkset+json; profile="${LINKSET_PROFILE}"`;

const CACHED = {
  'Cache-Control': { description: 'Public; revalidate with the ETag.', schema: { type: 'string' } },
  ETag: { description: 'Strong validator of the bytes; If-None-Match answers 304.', schema: { type: 'string' } },
};
const tags = ['discovery'];

/** A document in another format than JSON: its body is a string of that media type. */
function textFile(path: string, operationId: string, summary: string, mediaType: string): Operation {
  return {
    method: 'get',
    path,
    operationId,
    summary,
    spec: { tags, responses: { '200': { description: summary, headers: CACHED, content: { [mediaType]: { schema: { type: 'string' } } } }, '304': { description: 'Not modified (If-None-Match matched).' } } },
  };
}

function jsonFile(path: string, operationId: string, summary: string, schema: string, mediaType = 'application/json'): Operation {
  return {
    method: 'get',
    path,
    operationId,
    summary,
    spec: { tags, responses: { '200': { description: summary, headers: CACHED, content: { [mediaType]: { schema: ref(schema) } } }, '304': { description: 'Not modified (If-None-Match matched).' } } },
  };
}

const P = DISCOVERY_PATHS;

export const DISCOVERY_OPERATIONS: Operation[] = [
  {
    method: 'get',
    path: P.openapi,
    operationId: 'getOpenApi',
    summary: 'This OpenAPI 3.1 description, generated from the operation tables and the JSON Schemas the server validates with.',
    spec: { tags, responses: { '200': { description: 'The OpenAPI document.', content: { 'application/json': { schema: { type: 'object' } } } } } },
  },
  {
    method: 'get',
    path: P.health,
    operationId: 'getHealth',
    summary: 'Readiness: whether the service can analyse now, with the state and latency of each dependency (database, queue, workers, disk, browser); the status link of the API catalog.',
    spec: {
      tags,
      responses: {
        '200': { description: 'Every required dependency is up.', content: json('Health') },
        '503': {
          ...error('A required dependency is down (or the disk is low): service_unavailable, with Retry-After and the dependencies beside the error.'),
          headers: { 'Retry-After': { description: 'Seconds before asking again.', schema: { type: 'string' } } },
        },
      },
    },
  },
  {
    method: 'get',
    path: P.healthLive,
    operationId: 'getLiveness',
    summary: 'Liveness: 200 while the process runs, whatever its dependencies (and while it shuts down); restart on this, route traffic on the readiness above.',
    spec: { tags, responses: { '200': { description: 'The process is alive.', content: { 'application/json': { schema: { type: 'object', required: ['status'], properties: { status: { const: 'ok' } } } } } } } },
  },
  textFile(P.apiDocs, 'getApiReference', 'The API reference as markdown: every operation, authentication, quotas, errors and versioning.', 'text/markdown'),
  jsonFile(P.apiCatalog, 'getApiCatalog', 'RFC 9727 API catalog: a linkset pointing at the OpenAPI description, the documentation and the status endpoint.', 'ApiCatalog', LINKSET_TYPE),
  {
    method: 'head',
    path: P.apiCatalog,
    operationId: 'headApiCatalog',
    summary: 'RFC 9727: announces the API catalog with Link: <…/.well-known/api-catalog>; rel="api-catalog".',
    spec: { tags, responses: { '200': { description: 'No body; the Link header names the catalog.', headers: { Link: { description: 'rel="api-catalog"', schema: { type: 'string' } } } } } },
  },
  jsonFile(P.aiCatalog, 'getAiCatalog', 'AI catalog: the API, the MCP server card, the documentation MCP server, the agent skills and /ask, each with type and mediaType.', 'AiCatalog'),
  jsonFile(P.ardJson, 'getArd', 'The same bytes as /.well-known/ai-catalog.json, under the name the agent-resource-discovery draft uses.', 'AiCatalog'),
  jsonFile(P.skillsIndex, 'getSkillsIndex', 'Agent Skills discovery index (0.2.0): the pagegrade skill with the SHA-256 digest of its SKILL.md.', 'SkillsIndex'),
  textFile(P.skillMd, 'getSkill', 'The pagegrade agent skill: how to analyze a page over REST or MCP, the quotas and how to read the score.', 'text/markdown'),
  textFile(P.llmsTxt, 'getLlmsTxt', 'llms.txt: a summary of the service and links to the documents an agent needs.', 'text/plain'),
  textFile(P.agentsMd, 'getAgentsMd', 'Guidance for automated clients: which entry point to use, quotas, retries and etiquette.', 'text/markdown'),
  textFile(P.authMd, 'getAuthMd', 'auth.md: anonymous access, and the optional client-credentials flow for clients that need a token.', 'text/markdown'),
  textFile(P.pricingMd, 'getPricingMd', 'Pricing: free, with the per-IP quotas this service is configured with.', 'text/markdown'),
  textFile(P.deprecationPolicy, 'getDeprecationPolicy', 'The versioning and deprecation policy, and the operations deprecated today.', 'text/markdown'),
  textFile(P.licenseXml, 'getLicenseXml', 'RSL 1.0 license of the content: free use for search and AI answers.', 'application/rsl+xml'),
];
