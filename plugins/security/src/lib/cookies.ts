import type { Page } from '@pagegrade/core';

export interface Cookie {
  name: string;
  /** Attribute names lower-case; value as written ('' for flags). Last occurrence wins. */
  attrs: Map<string, string>;
  secure: boolean;
  httpOnly: boolean;
  /** SameSite value as written, or null when absent. */
  sameSite: string | null;
  /** Where it was set: the document or a redirect hop URL. */
  setBy: string;
}

const MAX_COOKIES = 200;
const MAX_LINE = 8192;
const cache = new WeakMap<Page, Cookie[]>();

export function parseSetCookie(line: string, setBy: string): Cookie | null {
  const text = line.length > MAX_LINE ? line.slice(0, MAX_LINE) : line;
  const parts = text.split(';');
  const pair = parts[0] ?? '';
  const eq = pair.indexOf('=');
  // RFC 6265 §5.2: a nameless pair is ignored by most browsers; keep a name for messages.
  const name = (eq < 0 ? pair : pair.slice(0, eq)).trim();
  if (name === '' && eq < 0) return null;
  const attrs = new Map<string, string>();
  for (let i = 1; i < parts.length; i++) {
    const a = parts[i]!;
    const k = a.indexOf('=');
    const key = (k < 0 ? a : a.slice(0, k)).trim().toLowerCase();
    if (key === '') continue;
    attrs.set(key, k < 0 ? '' : a.slice(k + 1).trim());
  }
  return {
    name,
    attrs,
    secure: attrs.has('secure'),
    httpOnly: attrs.has('httponly'),
    sameSite: attrs.has('samesite') ? attrs.get('samesite')! : null,
    setBy,
  };
}

/**
 * Cookies set by the document response and by redirect hops on the way to it. A foreign HAR may
 * fold several Set-Cookie headers into one value separated by newlines; both forms are read.
 */
export function cookiesOf(page: Page): Cookie[] {
  const hit = cache.get(page);
  if (hit) return hit;
  const out: Cookie[] = [];
  const add = (values: string[], setBy: string) => {
    for (const v of values)
      for (const line of v.split('\n')) {
        if (out.length >= MAX_COOKIES || line.trim() === '') continue;
        const c = parseSetCookie(line, setBy);
        if (c) out.push(c);
      }
  };
  if (page.headersKnown) {
    for (const r of page.redirects) add(r.headers.all('set-cookie'), r.url);
    add(page.headers.all('set-cookie'), page.url);
  }
  cache.set(page, out);
  return out;
}

/** Names frameworks and sites give to session and authentication cookies. */
const SESSION_NAME = /sess|^sid$|[_.-]sid$|^sid[_.-]|token|auth|jwt|login|logged|remember|^user_?id$|^uid$|jsessionid|connect\.sid|identity/i;
/** Anti-CSRF tokens are meant to be read by scripts (double-submit pattern). */
const CSRF_NAME = /csrf|xsrf/i;

export function isSessionLike(c: Cookie): boolean {
  return SESSION_NAME.test(c.name) && !CSRF_NAME.test(c.name);
}

/** A Set-Cookie that deletes the cookie (Max-Age ≤ 0 or Expires before the fetch) carries no value worth protecting. */
export function isDeletion(c: Cookie, now: Date | null): boolean {
  const maxAge = c.attrs.get('max-age');
  if (maxAge !== undefined && /^-?\d+$/.test(maxAge.trim())) return Number(maxAge) <= 0;
  const expires = c.attrs.get('expires');
  if (expires !== undefined && now) {
    const t = Date.parse(expires);
    if (!Number.isNaN(t)) return t < now.getTime();
  }
  return false;
}

export function cookieLabel(c: Cookie): string {
  return `Cookie "${c.name.slice(0, 60)}"`;
}
