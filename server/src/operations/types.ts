type Json = Record<string, unknown>;

/** One HTTP operation as the OpenAPI document and GET /api/v1 describe it. */
export interface Operation {
  method: 'get' | 'post' | 'head' | 'delete';
  path: string;
  operationId: string;
  summary: string;
  /** The rest of the OpenAPI operation object (parameters, requestBody, responses, tags…). */
  spec: Json;
}
