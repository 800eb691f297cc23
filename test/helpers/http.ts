import assert from 'node:assert/strict';
import { validator } from '@pagegrade/server';

export interface JsonResponse {
  status: number;
  headers: Headers;
  /** Parsed JSON, or the text when the body is not JSON. */
  data: any;
  text: string;
}

/** A request to a test server; `json` is sent as an application/json body. */
export async function call(base: string, path: string, init: RequestInit & { json?: unknown } = {}): Promise<JsonResponse> {
  const headers = new Headers(init.headers);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(init.json);
  }
  const res = await fetch(`${base}${path}`, { ...init, headers, body: body ?? null });
  const text = await res.text();
  let data: any = null;
  try {
    data = JSON.parse(text);
  } catch {
    data = text;
  }
  return { status: res.status, headers: res.headers, data, text };
}

/** Asserts a value matches one of the schemas in schemas/. */
export function assertSchema(name: string, data: unknown): void {
  const v = validator(name);
  assert.ok(v(structuredClone(data)), `${name}: ${JSON.stringify(v.errors)}`);
}
