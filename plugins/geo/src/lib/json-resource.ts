import { perPage, type Page, type RuleContext, type Verdict } from '@pagegrade/core';
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
function jsonResource(page: Page, role: ResourceRole): JsonResource | null {
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

/**
 * The parsed JSON of a discovery file a check needs (its `needs` holds the role), or the check's
 * verdict when there is none to judge: a warning when the site answers 4xx (`absent` says what is
 * then missing), an error without a body, a failure when it is not JSON.
 */
export function discoveryJson(ctx: RuleContext, role: ResourceRole, absent: string): JsonResource | Verdict {
  const res = ctx.page.resource(role)!;
  if (res.state === 'missing') return ctx.warning(`${res.url} answers ${res.status}: ${absent}.`);
  const json = jsonResource(ctx.page, role);
  if (!json) return ctx.error(`${res.url} has no body.`);
  if (json.error) return ctx.fail(`${json.url} is not valid JSON: ${json.error}`);
  return json;
}

/** Whether a value is a verdict rather than what was asked for. */
export function isVerdict(v: object): v is Verdict {
  return 'outcome' in v;
}

export function obj(v: unknown): Record<string, unknown> | null {
  return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
}

export function str(v: unknown): string | null {
  return typeof v === 'string' && v.trim() ? v.trim() : null;
}
