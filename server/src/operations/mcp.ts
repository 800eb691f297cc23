import { SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/sdk/types.js';
import { error, json, ref } from './api.ts';
import type { Operation } from './types.ts';

type Json = Record<string, unknown>;

/**
 * One JSON-RPC 2.0 message, as the MCP specification (and its SDK, which reads them) takes them:
 * a request (id and method), a notification (method, no id), or a response to the server (id
 * with result, or error, whose id may be missing); no other member. The MCP specification
 * defines the methods.
 */
const ID = { type: ['string', 'integer'] };
const PARAMS = { type: 'object' };
const JSON_RPC_MESSAGE: Json = {
  oneOf: [
    { type: 'object', additionalProperties: false, required: ['jsonrpc', 'id', 'method'], properties: { jsonrpc: { const: '2.0' }, id: ID, method: { type: 'string', examples: ['initialize', 'tools/list', 'tools/call'] }, params: PARAMS } },
    { type: 'object', additionalProperties: false, required: ['jsonrpc', 'method'], properties: { jsonrpc: { const: '2.0' }, method: { type: 'string', examples: ['notifications/initialized'] }, params: PARAMS } },
    { type: 'object', additionalProperties: false, required: ['jsonrpc', 'id', 'result'], properties: { jsonrpc: { const: '2.0' }, id: ID, result: { type: 'object' } } },
    {
      type: 'object',
      additionalProperties: false,
      required: ['jsonrpc', 'error'],
      properties: { jsonrpc: { const: '2.0' }, id: ID, error: { type: 'object', required: ['code', 'message'], properties: { code: { type: 'integer' }, message: { type: 'string' } } } },
    },
  ],
};

const JSON_RPC_RESPONSE: Json = {
  type: 'object',
  required: ['jsonrpc'],
  properties: { jsonrpc: { const: '2.0' }, id: { type: ['string', 'integer', 'null'] }, result: { type: 'object' }, error: { type: 'object', required: ['code', 'message'], properties: { code: { type: 'integer' }, message: { type: 'string' } } } },
};

const rpc = (description: string) => ({ description, content: { 'application/json': { schema: JSON_RPC_RESPONSE } } });

/** The OpenAPI shape of a POST to a stateless MCP Streamable HTTP endpoint. */
function mcpPost(tools: string): Json {
  return {
    tags: ['Agent tool servers'],
    description: `MCP over Streamable HTTP (protocol 2025-11-25), stateless: POST one JSON-RPC message with Accept: application/json, text/event-stream. No session id is issued; after initialize send the MCP-Protocol-Version header. ${tools} GET (an event stream) and DELETE are 405.`,
    parameters: [
      { name: 'MCP-Protocol-Version', in: 'header', required: false, description: 'The negotiated protocol version, on every request after initialize; another is refused (400).', schema: { type: 'string', enum: [...SUPPORTED_PROTOCOL_VERSIONS] } },
    ],
    requestBody: { required: true, content: { 'application/json': { schema: { oneOf: [JSON_RPC_MESSAGE, { type: 'array', items: JSON_RPC_MESSAGE }] } } } },
    responses: {
      '200': rpc('The JSON-RPC response. Tool failures are results with isError: true whose text is the Error body.'),
      '202': { description: 'A notification or response was accepted; no body.' },
      '400': rpc('Not a JSON-RPC message (-32700) or an unsupported MCP-Protocol-Version.'),
      '405': error('GET and DELETE: no server-initiated stream and no session (method_not_allowed).'),
      '406': rpc('Accept does not list both application/json and text/event-stream.'),
      '413': error('The body is too large (payload_too_large).'),
      '415': rpc('The body is not application/json.'),
    },
  };
}

/** The agent tool servers (MCP) and the server card. */
export const MCP_OPERATIONS: Operation[] = [
  {
    method: 'post',
    path: '/api/v1/mcp',
    operationId: 'mcp',
    summary: 'Agent tool server (MCP Streamable HTTP, stateless): analyze_website, get_leaderboard, get_analysis. analyze_website spends the same per-IP quota as the API.',
    spec: mcpPost('Tools: analyze_website {url} → AnalysisSummary; get_leaderboard {limit?, cursor?} → Leaderboard; get_analysis {id} → AnalysisJob.'),
  },
  {
    method: 'post',
    path: '/.well-known/mcp',
    operationId: 'mcpWellKnown',
    summary: 'The same agent tool server as /api/v1/mcp at its well-known address.',
    spec: mcpPost('The same tools as /api/v1/mcp.'),
  },
  {
    method: 'get',
    path: '/.well-known/mcp',
    operationId: 'getServerCard',
    summary: 'The MCP server card: name, version and every address of the agent tool server. application/json when the client accepts only that.',
    spec: {
      tags: ['Agent tool servers'],
      responses: {
        '200': { description: 'The server card.', content: { 'application/mcp-server-card+json': { schema: ref('ServerCard') }, ...json('ServerCard') } },
        '405': error('Accept asks for text/event-stream: this server offers no event stream (method_not_allowed).'),
      },
    },
  },
  {
    method: 'post',
    path: '/mcp/docs',
    operationId: 'mcpDocs',
    summary: 'Documentation tool server (MCP Streamable HTTP, stateless, no quota): search_docs, get_check, resources pagegrade://docs/scoring and pagegrade://docs/checks, prompt explain_check.',
    spec: mcpPost('Tools: search_docs {query, limit?} → DocsSearchResult; get_check {id} → CheckDocumentation. Resources: pagegrade://docs/scoring, pagegrade://docs/checks (text/markdown).'),
  },
  {
    method: 'post',
    path: '/mcp/docs/mcp',
    operationId: 'mcpDocsAtMcpPath',
    summary: 'The documentation tool server of /mcp/docs at a path ending in /mcp, for clients (MCP Inspector) that rewrite other paths.',
    spec: mcpPost('The same tools, resources and prompt as /mcp/docs.'),
  },
];
