import { RATE_HEADERS, error, rateLimited, ref } from './api.ts';
import type { Operation } from './types.ts';
import { schemas } from '../schemas.ts';

const DESCRIPTION =
  'Answers a question about the service in natural language (NLWeb): what a check does, how a dimension is scored, ' +
  'what score a site got, which sites score best. Retrieval is deterministic (no language model): the same question ' +
  'and the same stored analyses give the same bytes. Results carry schema.org objects: DefinedTerm (checks), ' +
  'TechArticle (documentation), WebSite with aggregateRating (analysed sites) and ItemList (the leaderboard). ' +
  'With streaming=true the answer is server-sent events: api_version, one or more result_batch, summary (summarize/generate; its text in message, where NLWeb clients read it), complete; a failure after the stream started is an error event. The last event carries id "ended": an EventSource reconnecting with Last-Event-ID: ended is answered 204, which makes it stop.';

const PARAMETER_DOCS: Record<string, string> = {
  query: 'The question, e.g. "how is accessibility scored?" or "what is the score of example.com?". Required, not empty.',
  site: 'A site (host or URL) the question is about when the question does not name one.',
  prev: 'Earlier questions, oldest first, comma-separated: used only to complete a follow-up such as "and its accessibility?".',
  query_id: 'Echoed back; when absent it is derived from the parameters.',
  mode: 'list (default), summarize (adds summary) or generate (the same as summarize: no language model is used).',
  streaming: 'true or 1 answers with text/event-stream.',
  limit: 'Most results, 1-50 (default 10).',
};

const responses = {
  '200': {
    description: 'The answer. An empty results array with a message when, for example, a site was never analysed.',
    headers: RATE_HEADERS,
    content: {
      'application/json': { schema: ref('AskResponse') },
      // With streaming=true: one `data: <AskEvent JSON>` line pair per event.
      'text/event-stream': { schema: ref('AskEvent') },
    },
  },
  '204': { description: 'The request carries Last-Event-ID: ended (an EventSource reconnecting after the stream ended): no content, so it stops reconnecting.' },
  '400': error('query missing or empty, or another parameter invalid (invalid_request); sent before any event.'),
  '429': rateLimited(),
  '500': error('Unexpected server error (internal_error).'),
};

/** The query string's parameters are AskRequest's, as the body's are: one schema for both. */
const askProperties = (schemas['AskRequest']!['properties'] ?? {}) as Record<string, Record<string, unknown>>;
const queryParameters = Object.entries(PARAMETER_DOCS).map(([name, description]) => {
  const { description: _, ...schema } = askProperties[name] ?? {};
  return { name, in: 'query', required: name === 'query', description, schema };
});

/** /ask, for the OpenAPI document and GET /api/v1. */
export const ASK_OPERATIONS: Operation[] = [
  {
    method: 'get',
    path: '/ask',
    operationId: 'ask',
    summary: 'Ask a question in natural language (NLWeb); answers from the check catalogue, the scoring docs, analysed sites and the leaderboard.',
    spec: { description: DESCRIPTION, tags: ['ask'], parameters: queryParameters, responses },
  },
  {
    method: 'post',
    path: '/ask',
    operationId: 'askPost',
    summary: 'The same question as GET /ask, with the parameters in a JSON or form body.',
    spec: {
      description: `${DESCRIPTION} Query-string parameters are read as well; the body wins.`,
      tags: ['ask'],
      // Not required: the parameters may all be in the query string.
      requestBody: {
        required: false,
        content: {
          'application/json': { schema: ref('AskRequest') },
          'application/x-www-form-urlencoded': { schema: ref('AskRequest') },
        },
      },
      responses: {
        ...responses,
        '413': error('The body is too large (payload_too_large).'),
        '415': error('The body is neither JSON nor a form (unsupported_media_type).'),
      },
    },
  },
  {
    method: 'get',
    path: '/docs/scoring',
    operationId: 'getScoringDocs',
    summary: 'How scores are computed (docs/scoring.md); the documentation results of /ask link to its sections.',
    spec: { tags: ['ask'], responses: { '200': { description: 'The scoring documentation.', content: { 'text/markdown': { schema: { type: 'string' } } } } } },
  },
];
