import type { Element } from 'domhandler';
import { dom, perPage, type Page } from '@pagegrade/core';
import { parseLinkHeader } from './meta.ts';

export interface Alternate {
  /** The hreflang value as written (trimmed). */
  lang: string;
  /** The href as written. */
  href: string;
  /** Absolute URL, or null when it does not resolve. */
  url: string | null;
  /** The <link> element, or null for a Link header. */
  element: Element | null;
  source: 'html' | 'header';
}

/** Every hreflang alternate of the page: `<link rel="alternate" hreflang>` and `Link` headers with hreflang. */
export const alternatesOf = perPage((page: Page): Alternate[] => {
  const out: Alternate[] = [];
  for (const l of page.index.byTag.get('link') ?? []) {
    if (!dom.tokens(l, 'rel').includes('alternate')) continue;
    const lang = dom.attr(l, 'hreflang');
    if (lang === null) continue;
    const href = (dom.attr(l, 'href') ?? '').trim();
    out.push({ lang: lang.trim(), href, url: href ? page.resolveUrl(href) : null, element: l, source: 'html' });
  }
  if (page.headersKnown) {
    for (const e of parseLinkHeader(page.headers.all('link'))) {
      if (!e.rels.includes('alternate') || e.params['hreflang'] === undefined) continue;
      let url: string | null = null;
      try {
        url = new URL(e.url, page.url).href;
      } catch {
        url = null;
      }
      out.push({ lang: e.params['hreflang']!.trim(), href: e.url, url, element: null, source: 'header' });
    }
  }
  return out;
});

export function describeAlternate(a: Alternate): string {
  return a.source === 'html' ? `hreflang="${a.lang}" → ${a.href || '(empty href)'}` : `Link header hreflang="${a.lang}" → ${a.href}`;
}
