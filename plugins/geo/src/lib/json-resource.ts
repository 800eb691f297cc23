import { perPage, type Page } from '@pagegrade/core';
import type { ResourceRole } from '@pagegrade/core';

export interface JsonResource {
  url: string;
  data: unknown;
  error: string | null;
  mimeType: string;
}

/** Discovery files are small; refuse to parse more than this. */
const MAX_BYTES = 1_000_000;
const byRole = perPage((): Map<ResourceRole, JsonResource | null> => new Map());

/** A fetched JSON resource (ok state only), parsed once per page and role. */
export function jsonResource(page: Page, role: ResourceRole): JsonResource | null {
  const map = byRole(page);
  if (map.has(role)) return map.get(role)!;
  const res = page.resource(role);
  let out: JsonResource | null = null;
  if (res && res.state === 'ok' && res.body !== null) {
    if (res.body.length > MAX_BYTES) out = { url: res.url, data: undefined, error: `the file is larger than ${MAX_BYTES} bytes`, mimeType: res.mimeType };
    else {
      try {
        out = { url: res.url, data: JSON.parse(res.body), error: null, mimeType: res.mimeType };
      } catch (err) {
        out = { url: res.url, data: undefined, error: (err as Error).message, mimeType: res.mimeType };
      }
    }
  }
  map.set(role, out);
  return out;
}

export function obj(v: unknown): Record<string, unknown> | null {
  return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
}

export function str(v: unknown): string | null {
  return typeof v === 'string' && v.trim() ? v.trim() : null;
}
