import type { Resource } from '@pagegrade/core';

/** Cache-Control directives, lower-case names; values without quotes ('' for bare directives). */
export function cacheControl(value: string | null): Map<string, string> {
  const map = new Map<string, string>();
  if (!value) return map;
  for (const part of value.slice(0, 2000).split(',')) {
    const eq = part.indexOf('=');
    const name = (eq === -1 ? part : part.slice(0, eq)).trim().toLowerCase();
    if (!name) continue;
    const v = eq === -1 ? '' : part.slice(eq + 1).trim().replace(/^"|"$/g, '');
    if (!map.has(name)) map.set(name, v);
  }
  return map;
}

/**
 * How long a browser may reuse a response without asking the server, in seconds: 0 for no-store,
 * no-cache or max-age=0; max-age otherwise; else Expires minus Date (or minus the fetch time);
 * null when the response states nothing (the browser then guesses heuristically).
 */
export function freshnessLifetime(res: Resource, fetchedAt: Date | null): number | null {
  const cc = cacheControl(res.headers.get('cache-control'));
  if (cc.has('no-store') || cc.has('no-cache')) return 0;
  const maxAge = cc.get('max-age');
  if (maxAge !== undefined && /^\d+$/.test(maxAge)) return Number(maxAge);
  const expires = res.headers.get('expires');
  if (expires !== null) {
    const exp = Date.parse(expires);
    if (Number.isNaN(exp)) return 0;
    const dateHeader = res.headers.get('date');
    const base = dateHeader !== null && !Number.isNaN(Date.parse(dateHeader)) ? Date.parse(dateHeader) : fetchedAt?.getTime();
    if (base === undefined) return null;
    return Math.max(0, Math.round((exp - base) / 1000));
  }
  return null;
}

/** A duration in seconds in words: `2 h`, `30 days`. */
export function duration(seconds: number): string {
  if (seconds < 120) return `${seconds} s`;
  if (seconds < 7200) return `${Math.round(seconds / 60)} min`;
  if (seconds < 2 * 86400) return `${Math.round(seconds / 3600)} h`;
  return `${Math.round(seconds / 86400)} days`;
}
