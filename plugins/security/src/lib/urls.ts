import type { Page } from '@pagegrade/core';

/**
 * Whether a trimmed, non-empty reference can only resolve to an http: URL by naming that scheme
 * itself. A resolved URL takes the reference's own scheme, or the base URL's when it has none. With
 * an https: base, a reference whose first character is printable and neither "h" nor "H" has no
 * http scheme (the URL parser strips only leading controls and spaces, and removes tabs and line
 * breaks), and one starting "https:" has another: neither needs resolving, which parses a URL for
 * each distinct image or script source of the page.
 */
function cannotBeHttp(page: Page, t: string): boolean {
  if (!page.baseUrl.startsWith('https:')) return false;
  const c = t.charCodeAt(0);
  if (c <= 32) return false;
  if ((c | 32) !== 104) return true;
  if (t.length < 6 || t.charCodeAt(5) !== 58) return false;
  return (t.charCodeAt(1) | 32) === 116 && (t.charCodeAt(2) | 32) === 116 && (t.charCodeAt(3) | 32) === 112 && (t.charCodeAt(4) | 32) === 115;
}

/** The absolute URL of a reference when it is plain http://, else null. */
export function insecureUrl(page: Page, ref: string | null | undefined): string | null {
  if (!ref) return null;
  const t = ref.trim();
  if (t === '' || cannotBeHttp(page, t)) return null;
  const abs = page.resolveUrl(t);
  return abs !== null && abs.startsWith('http:') ? abs : null;
}

export function originOf(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
}

/** Short form of a URL for messages. */
export function shortUrl(url: string, max = 100): string {
  return url.length > max ? `${url.slice(0, max - 1)}…` : url;
}
