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
