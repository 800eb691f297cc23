import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  ErrorCode,
  GetPromptRequestSchema,
  ListPromptsRequestSchema,
  ListResourcesRequestSchema,
  ReadResourceRequestSchema,
  type GetPromptResult,
  type Prompt,
  type Resource,
} from '@modelcontextprotocol/sdk/types.js';
import { PagegradeError, VERSION, catalogue, formerIdMap, type CatalogueEntry, type Rule } from '@pagegrade/core';
import type { RouteDeps } from '../deps.ts';
import { registerTools, type ToolContext, type ToolSpec } from './tools.ts';
import { ProtocolError } from './protocol-error.ts';

/** MCP's code for a resource URI the server does not have. */
const RESOURCE_NOT_FOUND = -32002;

type DocsDeps = Pick<RouteDeps, 'rules' | 'knowledge' | 'urls'>;

const RESOURCES: ReadonlyArray<Resource & { document: 'scoring' | 'checks' }> = [
  {
    uri: 'pagegrade://docs/scoring',
    name: 'scoring',
    title: 'How pagegrade scores a page',
    description: 'Weights, the curve (70 is a good site), caps, grades and top issues.',
    mimeType: 'text/markdown',
    document: 'scoring',
  },
  {
    uri: 'pagegrade://docs/checks',
    name: 'checks',
    title: 'Every pagegrade check',
    description: 'Each check by dimension: what it tests, why it matters and how to fix it.',
    mimeType: 'text/markdown',
    document: 'checks',
  },
];

const EXPLAIN_CHECK: Prompt = {
  name: 'explain_check',
  title: 'Explain a check and how to fix it',
  description: 'Asks for an explanation of one pagegrade check and how to fix a failure of it, with the check documentation attached.',
  arguments: [{ name: 'id', description: 'The check id, e.g. seo/canonical-present.', required: true }],
};

const indexes = new WeakMap<readonly Rule[], ReadonlyMap<string, CatalogueEntry>>();

/**
 * The catalogue entries by check id, built once per rule set. A former id (of a check merged into
 * another) leads to the check that answers for it now: stored analyses and clients may still name it.
 */
function checkIndex(rules: readonly Rule[]): ReadonlyMap<string, CatalogueEntry> {
  let index = indexes.get(rules);
  if (!index) {
    const byId = new Map(catalogue(rules).map((e) => [e.id, e]));
    for (const [former, id] of formerIdMap(rules)) byId.set(former, byId.get(id)!);
    index = byId;
    indexes.set(rules, index);
  }
  return index;
}

/** The check's catalogue entry and documentation, or not_found; a former id answers with its successor's. */
function checkDocumentation(deps: DocsDeps, id: string): { id: string; check: CatalogueEntry; markdown: string } {
  const check = checkIndex(deps.rules).get(id);
  const markdown = check ? deps.knowledge.checkMarkdown(check.id) : null;
  if (!check || markdown === null) throw new PagegradeError('not_found', `No check with the id "${id}"; search_docs finds checks by topic.`);
  return { id: check.id, check, markdown };
}

/** The documentation tools; they spend no quota and depend on no request. */
export function docsTools(deps: DocsDeps): ToolSpec[] {
  return [
    {
      name: 'search_docs',
      title: 'Search the pagegrade documentation',
      description: 'Find the checks and sections of the scoring documentation that answer a question or match words, best first. Pass a check id from the hits to get_check.',
      input: 'SearchDocsInput',
      output: 'DocsSearchResult',
      annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
      run: async (args) => {
        const query = args['query'] as string;
        const hits = deps.knowledge.searchDocs(query, args['limit'] as number);
        return { query, hits: hits.map(({ kind, id, title, url, text, score }) => ({ kind, id, title, url, text, score })) };
      },
    },
    {
      name: 'get_check',
      title: 'Documentation of one check',
      description: 'One check by id (as issues and the catalogue name it, e.g. seo/canonical-present): its dimension, impact, caps, the other dimensions that count it, why it matters and how to fix it, plus its documentation as markdown. The former id of a check merged into another answers with that check (the result\'s id is its current one).',
      input: 'GetCheckInput',
      output: 'CheckDocumentation',
      annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
      run: async (args) => checkDocumentation(deps, args['id'] as string),
    },
  ];
}

function docsInstructions(deps: DocsDeps): string {
  return [
    `Answers how pagegrade works: the ${deps.rules.length} checks and the scoring (weights, the curve on which 70 is a good site, caps and grades). Anonymous; nothing here spends the analysis quota.`,
    'search_docs finds checks and documentation sections for a question; get_check returns one check with how to fix it; the resources pagegrade://docs/scoring and pagegrade://docs/checks hold the full documents.',
    `To analyze a page, use the analysis server at ${deps.urls.mcp}.`,
  ].join('\n\n');
}

/** A fresh documentation server for one HTTP request, serving the tools built once by docsTools. */
export function docsServer(deps: DocsDeps, tools: readonly ToolSpec[], context: ToolContext): Server {
  const server = new Server(
    { name: 'pagegrade-docs', title: 'pagegrade documentation', version: VERSION, websiteUrl: deps.urls.home },
    { capabilities: { tools: { listChanged: false }, resources: { listChanged: false }, prompts: { listChanged: false } }, instructions: docsInstructions(deps) },
  );
  registerTools(server, tools, context);
  server.setRequestHandler(ListResourcesRequestSchema, () => ({ resources: RESOURCES.map(({ document: _document, ...resource }) => resource) }));
  server.setRequestHandler(ReadResourceRequestSchema, (request) => {
    const resource = RESOURCES.find((r) => r.uri === request.params.uri);
    if (!resource) throw new ProtocolError(RESOURCE_NOT_FOUND, `No resource ${request.params.uri}; resources/list names them.`, { uri: request.params.uri });
    return { contents: [{ uri: resource.uri, mimeType: 'text/markdown', text: deps.knowledge.document(resource.document) }] };
  });
  server.setRequestHandler(ListPromptsRequestSchema, () => ({ prompts: [EXPLAIN_CHECK] }));
  server.setRequestHandler(GetPromptRequestSchema, (request): GetPromptResult => {
    if (request.params.name !== EXPLAIN_CHECK.name) throw new ProtocolError(ErrorCode.InvalidParams, `Unknown prompt "${request.params.name}".`);
    const id = request.params.arguments?.['id'] ?? '';
    let doc: ReturnType<typeof checkDocumentation>;
    try {
      doc = checkDocumentation(deps, id);
    } catch (err) {
      throw new ProtocolError(ErrorCode.InvalidParams, err instanceof Error ? err.message : String(err));
    }
    return {
      description: `Explain the check ${id} and how to fix it`,
      messages: [
        {
          role: 'user',
          content: {
            type: 'text',
            text: `Explain the pagegrade check ${doc.id} (${doc.check.title}): what it tests, why it matters for the ${doc.check.dimension} score, and how to fix a failure on my page, step by step.\n\nIts documentation:\n\n${doc.markdown}`,
          },
        },
      ],
    };
  });
  return server;
}
