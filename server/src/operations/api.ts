import { ID_PATTERN } from '../http/validate.ts';
import type { Operation } from './types.ts';

type Json = Record<string, unknown>;

export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
export const json = (name: string) => ({ 'application/json': { schema: ref(name) } });
export const error = (description: string) => ({ description, content: json('Error') });

export const RATE_HEADERS = {
  'RateLimit-Limit': { description: 'Requests (analyses, for the daily policy) allowed in the window of the policy closest to exhaustion.', schema: { type: 'string' } },
  'RateLimit-Remaining': { description: 'What is left of that policy.', schema: { type: 'string' } },
  'RateLimit-Reset': { description: 'Seconds until that policy’s window resets.', schema: { type: 'string' } },
  'RateLimit-Policy': { description: 'Every policy that applies (draft-ietf-httpapi-ratelimit-headers), e.g. "burst";q=8;w=60, "daily";q=3;w=86400.', schema: { type: 'string' } },
  RateLimit: { description: 'Each policy’s state, e.g. "burst";r=7;t=60, "daily";r=2;t=86000 (r: remaining, t: seconds to reset).', schema: { type: 'string' } },
};

/** A 429: the Error body, the quota that was hit, and when to try again. */
export const rateLimited = (description = 'Rate limit exceeded (rate_limited).') => ({
  description,
  headers: { 'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'string' } }, ...RATE_HEADERS },
  content: json('Error'),
});

/**
 * A 503: while the server shuts down it refuses new requests, whatever the operation, and answers
 * this to requests that could not finish within the shutdown grace; the same status says that a
 * store is out of reach or full (docs/reliability.md).
 */
export const serviceUnavailable = () => ({
  description:
    'Temporarily unable; retry after the seconds in Retry-After. service_unavailable: the server is shutting down, every worker is busy, or the queue is out of reach (analyses only; reads go on). store_unavailable: the database or the queue stayed out of reach past the retries; nothing was done. storage_full: the disk of the database is full; nothing was stored.',
  headers: { 'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'string' } } },
  content: json('Error'),
});

/** A 501: a rendered analysis asked of a deployment without a browser; not a passing state, so no Retry-After. */
export const renderingUnavailable = () =>
  error('mode "rendered" was asked, but this deployment has no browser to render with (rendering_unavailable). It stays so until its operator installs Chromium: do not retry; ask for mode "static", or use a deployment that renders.');

/** The id of an analysis (or of its job) in a path: the API's and the website's. */
export const ANALYSIS_ID = { name: 'id', in: 'path', required: true, description: 'The id of the analysis or of its job.', schema: { type: 'string', pattern: ID_PATTERN } };

/** The signed cursor of the next page of the leaderboard: the API's and the website's. */
export const LEADERBOARD_CURSOR = { name: 'cursor', in: 'query', required: false, description: 'The nextCursor of the previous page.', schema: { type: 'string', minLength: 1, maxLength: 512 } };

/** The optional `mode` of a bare-array batch, which has no object to carry it in. */
export const MODE_QUERY = { name: 'mode', in: 'query', required: false, description: 'The mode of every job of the batch: "static" (when omitted) or "rendered" (see AnalysisMode).', schema: ref('AnalysisMode') };

/**
 * The operations of the analysis API. The OpenAPI document and the endpoint list of GET /api/v1
 * are both built from the tables in this folder, so they cannot disagree.
 */
export const API_OPERATIONS: Operation[] = [
  {
    method: 'get',
    path: '/api/v1',
    operationId: 'getApiIndex',
    summary: 'Describe the API: endpoints, authentication and versioning policy.',
    spec: { responses: { '200': { description: 'The API index.', content: json('ApiIndex') } } },
  },
  {
    method: 'post',
    path: '/api/v1/analyze',
    operationId: 'analyze',
    summary: 'Analyze one public URL synchronously (typically 5-20 s).',
    spec: {
      parameters: [
        {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          description: 'Repeat a request with the same key to replay the first result instead of analyzing again. Keys are remembered per client for a limited time, 24 hours by default; /docs/api.md states the value this deployment uses.',
          schema: ref('IdempotencyKey'),
        },
      ],
      requestBody: { required: true, content: json('AnalyzeRequest') },
      responses: {
        '200': { description: 'The analysis.', headers: RATE_HEADERS, content: json('AnalysisSummary') },
        '400': error('Malformed body (invalid_request).'),
        '415': error('The body is not application/json (unsupported_media_type).'),
        '413': error('The body is too large (payload_too_large).'),
        '422': error('URL invalid (invalid_url), private or internal (blocked_host), unreachable or not an HTML page (fetch_failed), too large or complex to analyze within the time limit (analysis_timeout), or Idempotency-Key reused with another body (idempotency_conflict).'),
        '429': rateLimited(),
        '500': error('Unexpected server error (internal_error).'),
        '501': renderingUnavailable(),
      },
    },
  },
  {
    method: 'post',
    path: '/api/v1/analyses',
    operationId: 'startAnalyses',
    summary: 'Start asynchronous analyses: exactly one of url (one job, with Location) or urls (1-3 jobs). Every URL is checked before anything is queued.',
    spec: {
      requestBody: { required: true, content: json('AnalysesRequest') },
      responses: {
        '202': { description: 'The job (single) or {jobs} (batch).', headers: { Location: { description: 'The status URL of a single job.', schema: { type: 'string', format: 'uri' } }, ...RATE_HEADERS }, content: { 'application/json': { schema: { oneOf: [ref('AnalysisJob'), ref('JobList')] } } } },
        '400': error('Malformed body, or both or neither of url and urls (invalid_request).'),
        '422': error('A URL is invalid (invalid_url) or not public (blocked_host); nothing was queued.'),
        '429': rateLimited(),
        '501': renderingUnavailable(),
      },
    },
  },
  {
    method: 'post',
    path: '/api/v1/analyses/batch',
    operationId: 'startBatch',
    summary: 'Start a batch: a bare JSON array of 1-3 URLs, one job each; ?mode=rendered renders them all.',
    spec: {
      parameters: [MODE_QUERY],
      requestBody: { required: true, content: json('BatchRequest') },
      responses: {
        '202': { description: 'The jobs.', headers: RATE_HEADERS, content: json('JobList') },
        '400': error('Not an array of 1-3 URLs, or a mode other than static or rendered (invalid_request).'),
        '422': error('A URL is invalid or not public; nothing was queued.'),
        '429': rateLimited(),
        '501': renderingUnavailable(),
      },
    },
  },
  {
    method: 'get',
    path: '/api/v1/analyses/{id}',
    operationId: 'getAnalysisJob',
    summary: 'Poll a job until it is complete (with result) or failed (with error); while running, Retry-After says when to poll again. The id of any analysis (the id of an AnalysisSummary, however it was made) reads it again, as a complete job.',
    spec: {
      parameters: [ANALYSIS_ID],
      responses: {
        '200': { description: 'The job in its current state.', headers: { 'Retry-After': { description: 'Seconds before polling again (while running).', schema: { type: 'string' } }, ...RATE_HEADERS }, content: json('AnalysisJob') },
        '404': error('Unknown or expired job or analysis id (not_found).'),
        '429': rateLimited(),
      },
    },
  },
  {
    method: 'get',
    path: '/api/v1/analyses/{id}/screenshot',
    operationId: 'getAnalysisScreenshot',
    summary: 'The first screen of a rendered analysis (mode "rendered") as Chromium drew it: a JPEG at one pixel per CSS pixel (412 px wide), at most 300 KB. Static analyses keep none.',
    spec: {
      parameters: [ANALYSIS_ID],
      responses: {
        '200': {
          description: 'The screenshot. It never changes: Cache-Control allows a day, and the ETag revalidates.',
          headers: { 'Cache-Control': { description: 'public, max-age=86400', schema: { type: 'string' } }, ETag: { description: 'The image\'s validator.', schema: { type: 'string' } }, ...RATE_HEADERS },
          content: { 'image/jpeg': { schema: { type: 'string', contentMediaType: 'image/jpeg' } } },
        },
        '404': error('Unknown analysis id, or an analysis without a screenshot: a static one, or a rendered one whose page the browser could not capture (not_found).'),
        '429': rateLimited(),
      },
    },
  },
  {
    method: 'get',
    path: '/api/v1/leaderboard',
    operationId: 'getLeaderboard',
    summary: 'The best-scoring sites, one entry per site (its best analysis), best first, with keyset paging.',
    spec: {
      parameters: [
        { name: 'limit', in: 'query', required: false, description: 'Entries per page, 1-100.', schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 } },
        LEADERBOARD_CURSOR,
      ],
      responses: {
        '200': { description: 'A page of the leaderboard.', headers: RATE_HEADERS, content: json('Leaderboard') },
        '400': error('Invalid limit or a malformed or altered cursor (invalid_request).'),
        '429': rateLimited(),
      },
    },
  },
  {
    method: 'get',
    path: '/api/v1/sandbox',
    operationId: 'getSandboxIndex',
    summary: 'What the sandbox answers (the links.sandbox of GET /api/v1): its operations and the sample job.',
    spec: { responses: { '200': { description: 'The sandbox index.', content: json('SandboxIndex') } } },
  },
  {
    method: 'post',
    path: '/api/v1/sandbox/analyze',
    operationId: 'sandboxAnalyze',
    summary: 'The fixed sample AnalysisSummary (id "sandbox"); nothing is fetched or stored. Any body is accepted and ignored.',
    spec: { responses: { '200': { description: 'The sample; the RateLimit headers state the analysis quota, which it does not spend.', headers: RATE_HEADERS, content: json('AnalysisSummary') } } },
  },
  {
    method: 'get',
    path: '/api/v1/checks',
    operationId: 'listChecks',
    summary: 'The check catalogue: every check with its dimension, impact, rationale, fix and equivalent checks of other tools.',
    spec: { responses: { '200': { description: 'The catalogue.', content: json('CheckCatalogue') } } },
  },
];
