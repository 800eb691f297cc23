type Json = Record<string, unknown>;

/**
 * The lifecycle marker of a deprecated operation. Setting it on an operation's entry is the one
 * place an operation is deprecated: the response headers, the OpenAPI document, GET /api/v1 and
 * deprecation-policy.md all read it from there.
 */
export interface Deprecation {
  /** When the operation was (or will be) deprecated: an ISO 8601 date or date-time. */
  since: string;
  /** When it stops being served: an ISO 8601 date or date-time, at least six months after `since`. */
  sunset: string;
  /** A page about this deprecation (migration notes), when there is more to say than the policy. */
  link?: string;
}

/** One HTTP operation as the OpenAPI document and GET /api/v1 describe it. */
export interface Operation {
  method: 'get' | 'post' | 'head' | 'delete';
  path: string;
  operationId: string;
  summary: string;
  /** The rest of the OpenAPI operation object (parameters, requestBody, responses, tags…). */
  spec: Json;
  /** Present when the operation is deprecated. */
  deprecated?: Deprecation;
}
