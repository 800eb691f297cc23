import { isPageOrSiteFile, perPage, type Page, type Resource } from '@pagegrade/core';

export const KiB = 1024;
export const MiB = 1024 * 1024;

/** Human-readable byte count: `512 B`, `14.2 KiB`, `3.10 MiB`. */
export function bytes(n: number): string {
  if (n < KiB) return `${n} B`;
  if (n < MiB) return `${(n / KiB).toFixed(1)} KiB`;
  return `${(n / MiB).toFixed(2)} MiB`;
}

/** A URL short enough for a finding; data: URIs are abbreviated. */
export function shortUrl(url: string, max = 100): string {
  if (url.startsWith('data:')) return `${url.slice(0, Math.min(30, url.indexOf(',') + 1 || 30))}…`;
  return url.length > max ? `${url.slice(0, max - 1)}…` : url;
}

/** The URL without its fragment, for comparing references. */
export function stripHash(url: string): string {
  const i = url.indexOf('#');
  return i === -1 ? url : url.slice(0, i);
}

export function originOf(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
}

/** Subresources of the page in the snapshot (scripts, stylesheets, images, fonts, other), whatever their state. */
export const subresources = perPage((page: Page): Resource[] => page.resources.filter((r) => !isPageOrSiteFile(r.role)));

/** Subresources that were fetched successfully. */
export const fetchedSubresources = perPage((page: Page): Resource[] => subresources(page).filter((r) => r.state === 'ok'));

/** Whether response headers were captured for this resource at all. */
export function headersCaptured(res: Resource): boolean {
  return res.headers.names().length > 0;
}

/** Whether a fetch URL is something the browser downloads over the network. */
export function isNetworkUrl(url: string | null): url is string {
  return !!url && (url.startsWith('https:') || url.startsWith('http:'));
}

/** Note appended when the fetcher stopped early, so totals are lower bounds. */
export function limitsNote(page: Page): string {
  return page.limitsHit.length ? ` The fetcher hit limits (${page.limitsHit.join(', ')}), so this is a lower bound.` : '';
}

/** Lower-case file extension of a URL's path, without the dot, or ''. */
export function extensionOf(url: string): string {
  let end = url.length;
  const q = url.indexOf('?');
  if (q !== -1) end = q;
  const h = url.indexOf('#');
  if (h !== -1 && h < end) end = h;
  // Searched backwards from the end of the path in place, without copying the path out first.
  if (end === 0) return '';
  const slash = url.lastIndexOf('/', end - 1);
  const dot = url.lastIndexOf('.', end - 1);
  return dot > slash ? url.slice(dot + 1, end).toLowerCase() : '';
}
