import { escapeRegExp } from '@pagegrade/core';
import type { Config } from '../config.ts';
import { OPERATIONS, type Deprecation, type Operation } from '../operations/index.ts';

/** The shortest grace period the deprecation policy promises between notice and sunset. */
export const GRACE_MONTHS = 6;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;

function instant(value: unknown, what: string): number {
  const ms = typeof value === 'string' && ISO_DATE.test(value) ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(ms)) throw new Error(`${what} must be an ISO 8601 date such as 2026-01-31, got ${JSON.stringify(value)}.`);
  return ms;
}

/**
 * Refuses a deprecation the policy could not honour: dates that do not parse, a sunset before the
 * deprecation, or a grace period shorter than promised. Called at startup, so a mistake in the
 * tables stops the service instead of sending contradictory headers.
 */
export function checkDeprecation(operationId: string, d: Deprecation): void {
  const since = instant(d.since, `${operationId}: deprecated.since`);
  const sunset = instant(d.sunset, `${operationId}: deprecated.sunset`);
  if (sunset <= since) throw new Error(`${operationId}: the sunset (${d.sunset}) must come after the deprecation (${d.since}).`);
  const earliest = new Date(since);
  earliest.setUTCMonth(earliest.getUTCMonth() + GRACE_MONTHS);
  if (sunset < earliest.getTime()) throw new Error(`${operationId}: the sunset (${d.sunset}) must be at least ${GRACE_MONTHS} months after the deprecation (${d.since}).`);
  if (d.link !== undefined) {
    try {
      new URL(d.link);
    } catch {
      throw new Error(`${operationId}: deprecated.link must be an absolute URL, got ${JSON.stringify(d.link)}.`);
    }
  }
}

function parseOverrides(raw: string, known: ReadonlySet<string>): Map<string, Deprecation> {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new Error('PAGEGRADE_TEST_DEPRECATIONS must be a JSON object of operationId → {since, sunset, link?}.');
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error('PAGEGRADE_TEST_DEPRECATIONS must be a JSON object of operationId → {since, sunset, link?}.');
  const out = new Map<string, Deprecation>();
  for (const [id, d] of Object.entries(value)) {
    if (!known.has(id)) throw new Error(`PAGEGRADE_TEST_DEPRECATIONS names an unknown operation "${id}".`);
    const { since, sunset, link, ...rest } = (d ?? {}) as Record<string, unknown>;
    if (Object.keys(rest).length) throw new Error(`PAGEGRADE_TEST_DEPRECATIONS: ${id} has unknown fields ${Object.keys(rest).join(', ')}.`);
    out.set(id, { since: since as string, sunset: sunset as string, ...(link === undefined ? {} : { link: link as string }) });
  }
  return out;
}

/**
 * The operations as this configuration serves them: the tables, with the test-only overrides
 * applied, every deprecation checked. Throws on a deprecation the policy forbids.
 */
export function lifecycleOperations(config: Pick<Config, 'testDeprecations'>, operations: readonly Operation[] = OPERATIONS): Operation[] {
  const overrides = config.testDeprecations ? parseOverrides(config.testDeprecations, new Set(operations.map((o) => o.operationId))) : new Map<string, Deprecation>();
  return operations.map((op) => {
    const deprecated = overrides.get(op.operationId) ?? op.deprecated;
    if (!deprecated) return op;
    checkDeprecation(op.operationId, deprecated);
    return { ...op, deprecated };
  });
}

/** `Deprecation` (RFC 9745: `@` and Unix seconds) and `Sunset` (RFC 8594: an IMF-fixdate). */
export function lifecycleHeaderValues(d: Deprecation): { deprecation: string; sunset: string } {
  return { deprecation: `@${Math.floor(Date.parse(d.since) / 1000)}`, sunset: new Date(Date.parse(d.sunset)).toUTCString() };
}

/**
 * Finds the operation a request is for, by method and path template (`{id}` matches one path
 * segment). A literal path wins over a template that also matches; HEAD is answered by GET.
 */
export function operationMatcher(operations: readonly Operation[]): (method: string, path: string) => Operation | undefined {
  const compiled = operations
    .map((op) => {
      const parts = op.path.split(/(\{[^}/]+\})/);
      const templated = parts.filter((p) => /^\{.*\}$/.test(p)).length;
      const pattern = parts.map((p) => (/^\{.*\}$/.test(p) ? '[^/]+' : escapeRegExp(p))).join('');
      return { op, templated, re: new RegExp(`^${pattern}/?$`) };
    })
    .sort((a, b) => a.templated - b.templated);
  return (method, path) => {
    const m = method.toLowerCase();
    const methods = m === 'head' ? ['head', 'get'] : [m];
    for (const candidate of methods) {
      const hit = compiled.find((c) => c.op.method === candidate && c.re.test(path));
      if (hit) return hit.op;
    }
    return undefined;
  };
}
