/** Referrer-Policy tokens (W3C Referrer Policy) plus the legacy meta keywords browsers still map. */
const VALID = new Set(['no-referrer', 'no-referrer-when-downgrade', 'same-origin', 'origin', 'strict-origin', 'origin-when-cross-origin', 'strict-origin-when-cross-origin', 'unsafe-url']);
const LEGACY: Record<string, string> = { never: 'no-referrer', always: 'unsafe-url', default: 'no-referrer-when-downgrade', 'origin-when-crossorigin': 'origin-when-cross-origin' };

/** The effective policy of a header value: the last recognised token wins (unknown ones are ignored). */
export function policyFromHeader(value: string): string | null {
  let out: string | null = null;
  for (const t of value.slice(0, 2000).split(',')) {
    const v = t.trim().toLowerCase();
    if (VALID.has(v)) out = v;
  }
  return out;
}

/** A meta or attribute value, with the legacy keywords meta accepts. */
export function policyFromToken(value: string, allowLegacy: boolean): string | null {
  const v = value.trim().toLowerCase();
  if (VALID.has(v)) return v;
  return allowLegacy ? (LEGACY[v] ?? null) : null;
}

/** Policies that send the full URL (path and query) to other origins. */
export function leaksFullUrl(policy: string): 'fail' | 'warn' | null {
  if (policy === 'unsafe-url') return 'fail';
  if (policy === 'no-referrer-when-downgrade') return 'warn';
  return null;
}
