import { perPage, type Page } from '../engine/page.ts';

/** One Set-Cookie header field, parsed after RFC 6265 §5.2. */
export interface SetCookie {
  name: string;
  value: string;
  /** Attribute names lower-case → value as written ('' for flags); the last occurrence wins. */
  attrs: Map<string, string>;
  secure: boolean;
  httpOnly: boolean;
  /** SameSite as written, or null when absent. */
  sameSite: string | null;
  domain: string | null;
  /** Seconds the cookie lives from the fetch (Max-Age wins over Expires, §5.3); null for a session cookie. */
  lifetime: number | null;
  /** The response that set it: the document URL or a redirect hop's. */
  setBy: string;
  raw: string;
}

const MAX_LINE = 8192;
const MAX_COOKIES = 500;

function lifetimeOf(attrs: Map<string, string>, now: Date | null): number | null {
  const maxAge = attrs.get('max-age');
  if (maxAge !== undefined && /^-?\d+$/.test(maxAge.trim())) return Number(maxAge.trim());
  const expires = attrs.get('expires');
  if (expires !== undefined && now) {
    const t = Date.parse(expires);
    if (!Number.isNaN(t)) return Math.round((t - now.getTime()) / 1000);
  }
  return null;
}

/** Parses one Set-Cookie value; `now` (the fetch time) turns Expires into a lifetime. */
export function parseSetCookie(line: string, setBy: string, now: Date | null): SetCookie | null {
  const raw = line.length > MAX_LINE ? line.slice(0, MAX_LINE) : line;
  const parts = raw.split(';');
  const pair = parts[0] ?? '';
  const eq = pair.indexOf('=');
  // Without "=" the whole pair is the value of a nameless cookie (RFC 6265bis §5.6).
  const name = (eq < 0 ? '' : pair.slice(0, eq)).trim();
  const value = (eq < 0 ? pair : pair.slice(eq + 1)).trim();
  if (name === '' && value === '') return null;
  const attrs = new Map<string, string>();
  for (let i = 1; i < parts.length; i++) {
    const a = parts[i]!;
    const k = a.indexOf('=');
    const key = (k < 0 ? a : a.slice(0, k)).trim().toLowerCase();
    if (key) attrs.set(key, k < 0 ? '' : a.slice(k + 1).trim());
  }
  return {
    name,
    value,
    attrs,
    secure: attrs.has('secure'),
    httpOnly: attrs.has('httponly'),
    sameSite: attrs.has('samesite') ? attrs.get('samesite')! : null,
    domain: attrs.get('domain') ?? null,
    lifetime: lifetimeOf(attrs, now),
    setBy,
    raw,
  };
}

/**
 * Cookies set by the document response and by the redirects before it. Only the first response
 * is visible: cookies set later by scripts or third parties are not in a static snapshot. A
 * foreign HAR may fold several Set-Cookie fields into one value separated by newlines; both
 * forms are read.
 */
export const responseCookies = perPage((page: Page): SetCookie[] => {
  const out: SetCookie[] = [];
  if (page.headersKnown) {
    const sources: Array<[string[], string]> = [...page.redirects.map((r) => [r.headers.all('set-cookie'), r.url] as [string[], string]), [page.headers.all('set-cookie'), page.url]];
    for (const [values, setBy] of sources) {
      for (const v of values) {
        for (const line of v.split('\n')) {
          if (out.length >= MAX_COOKIES || line.trim() === '') continue;
          const c = parseSetCookie(line, setBy, page.fetchedAt);
          if (c) out.push(c);
        }
      }
    }
  }
  return out;
});
