import type { Element } from 'domhandler';
import { dom, perPage, type Page } from '@pagegrade/core';
import { linksByRel, parseLinkHeader } from './meta.ts';
import { tagRanges } from './ranges.ts';

export interface Canonical {
  href: string;
  /** Absolute URL, or null when it does not resolve to http(s). */
  url: string | null;
  element: Element | null;
  source: 'html' | 'header';
}

function httpUrl(ref: string, base: string): string | null {
  try {
    const u = new URL(ref, base);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.href : null;
  } catch {
    return null;
  }
}

/** rel=canonical from `<link>` elements and from `Link` response headers, in that order. */
export const canonicalsOf = perPage((page: Page): Canonical[] => {
  const out: Canonical[] = [];
  const links = linksByRel(page, 'canonical');
  // Pages carry hundreds of inline SVG icons: their ranges are built only when there is a link to test.
  const foreign = links.length ? tagRanges(page, 'svg', 'template') : null;
  for (const l of links) {
    if (foreign!.contains(l)) continue;
    const href = (dom.attr(l, 'href') ?? '').trim();
    out.push({ href, url: href ? httpUrl(href, page.baseUrl) : null, element: l, source: 'html' });
  }
  if (page.headersKnown) {
    for (const e of parseLinkHeader(page.headers.all('link'))) {
      if (e.rels.includes('canonical')) out.push({ href: e.url, url: e.url ? httpUrl(e.url, page.url) : null, element: null, source: 'header' });
    }
  }
  return out;
});

/** The one canonical URL the page declares, when all declarations agree; null otherwise. */
export function effectiveCanonical(page: Page): string | null {
  const urls = new Set(canonicalsOf(page).map((c) => c.url));
  if (urls.size !== 1) return null;
  const [only] = urls;
  return only ?? null;
}

export function describeCanonical(c: Canonical): string {
  return c.source === 'html' ? `<link rel="canonical" href="${c.href}">` : `Link: <${c.href}>; rel="canonical"`;
}
