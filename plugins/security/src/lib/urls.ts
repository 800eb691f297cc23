import type { Page } from '@pagegrade/core';

/** The absolute URL of a reference when it is plain http://, else null. */
export function insecureUrl(page: Page, ref: string | null | undefined): string | null {
  if (!ref) return null;
  const t = ref.trim();
  if (t === '') return null;
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

/**
 * Host name of an http(s) URL as `page.resolveUrl` returns it (the URL parser's serialisation:
 * `scheme://[userinfo@]host[:port]/path…`): the same value as `new URL(href).hostname`, without
 * parsing again a URL that was just serialised. Only for such hrefs, never for raw input.
 */
export function hrefHost(href: string): string {
  const start = href.indexOf('://') + 3;
  let end = start;
  while (end < href.length) {
    const c = href.charCodeAt(end);
    if (c === 47 || c === 63 || c === 35) break; // / ? #
    end++;
  }
  const at = href.lastIndexOf('@', end - 1);
  const from = at >= start ? at + 1 : start;
  if (href.charCodeAt(from) === 91) return href.slice(from, href.indexOf(']', from) + 1); // [IPv6]
  const colon = href.indexOf(':', from);
  return href.slice(from, colon === -1 || colon > end ? end : colon);
}
