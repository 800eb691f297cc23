/** Stable machine-readable error codes shared by the fetcher, the engine, the CLI and the API. */
export type ErrorCode =
  | 'invalid_request'
  | 'invalid_url'
  | 'blocked_host'
  | 'fetch_failed'
  | 'analysis_timeout'
  | 'rendering_unavailable'
  | 'render_timeout'
  | 'render_memory_exceeded'
  | 'rate_limited'
  | 'not_found'
  | 'method_not_allowed'
  | 'unsupported_media_type'
  | 'payload_too_large'
  | 'idempotency_conflict'
  | 'invalid_token'
  | 'internal_error'
  | 'service_unavailable';

/** HTTP status for each code; the API repeats it in the error body. */
export const ERROR_STATUS: Record<ErrorCode, number> = {
  invalid_request: 400,
  invalid_url: 422,
  blocked_host: 422,
  fetch_failed: 422,
  analysis_timeout: 422,
  rendering_unavailable: 503,
  render_timeout: 422,
  render_memory_exceeded: 422,
  rate_limited: 429,
  not_found: 404,
  method_not_allowed: 405,
  unsupported_media_type: 415,
  payload_too_large: 413,
  idempotency_conflict: 422,
  invalid_token: 401,
  internal_error: 500,
  service_unavailable: 503,
};

export class PagegradeError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  constructor(code: ErrorCode, message: string, options?: { cause?: unknown; status?: number }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'PagegradeError';
    this.code = code;
    this.status = options?.status ?? ERROR_STATUS[code];
  }
}

export function isPagegradeError(err: unknown): err is PagegradeError {
  return err instanceof PagegradeError || (typeof err === 'object' && err !== null && (err as { name?: unknown }).name === 'PagegradeError' && typeof (err as { code?: unknown }).code === 'string');
}
