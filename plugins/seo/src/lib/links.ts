import type { AnyNode, Element } from 'domhandler';
import { dom, registrableDomain, type Page } from '@pagegrade/core';

export interface PageLink {
  element: Element;
  href: string;
  /** The href resolved against the base URL (any scheme), or null when it does not parse. */
  resolved: string | null;
  /** Absolute http(s) URL, or null for other schemes or unresolvable hrefs. */
  url: string | null;
  /** The parsed URL when it is http(s). */
  parsed: URL | null;
  /** Same registrable domain as the page. */
  internal: boolean;
  /** Points to the same document (only the fragment differs, or empty href). */
  samePage: boolean;
}

const cache = new WeakMap<Page, PageLink[]>();

/** Every <a href> and <area href> of the page, resolved once and cached per page. */
export function linksOf(page: Page): PageLink[] {
  const hit = cache.get(page);
  if (hit) return hit;
  const out: PageLink[] = [];
  const pageDomain = page.location ? registrableDomain(page.location.hostname) : null;
  const here = page.location ? page.url.split('#')[0] : null;
  const domainCache = new Map<string, string | null>();
  for (const tag of ['a', 'area']) {
    for (const el of page.index.byTag.get(tag) ?? []) {
      const href = dom.attr(el, 'href');
      if (href === null) continue;
      const abs = page.resolveUrl(href);
      let url: string | null = null;
      let parsed: URL | null = null;
      let internal = false;
      if (abs) {
        try {
          const u = new URL(abs);
          if (u.protocol === 'http:' || u.protocol === 'https:') {
            url = u.href;
            parsed = u;
            let d = domainCache.get(u.hostname);
            if (d === undefined) domainCache.set(u.hostname, (d = registrableDomain(u.hostname)));
            internal = pageDomain !== null && d === pageDomain;
          }
        } catch {
          url = null;
        }
      }
      const samePage = url !== null && here !== null && url.split('#')[0] === here;
      out.push({ element: el, href, resolved: abs, url, parsed, internal, samePage });
    }
  }
  cache.set(page, out);
  return out;
}

/**
 * Link text as crawlers read it: text plus image alts, whitespace collapsed. Bounded: stops after
 * `maxChars` characters or `maxNodes` nodes, so deeply nested or huge links cost a constant.
 */
export function linkText(el: Element, maxChars = 300, maxNodes = 500): string {
  let s = '';
  let seen = 0;
  const stack: AnyNode[] = [];
  for (let i = el.children.length - 1; i >= 0; i--) stack.push(el.children[i]!);
  while (stack.length && seen++ < maxNodes && s.length < maxChars) {
    const n = stack.pop()!;
    if (dom.isText(n)) s += n.data;
    else if (dom.isElement(n)) {
      if (n.name === 'script' || n.name === 'style' || n.name === 'template') continue;
      if (n.name === 'img') s += ` ${dom.attr(n, 'alt') ?? ''} `;
      for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]!);
    }
  }
  return dom.normalizeSpace(s);
}
