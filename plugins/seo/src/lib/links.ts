import type { AnyNode, Element } from 'domhandler';
import { dom, hrefHost, registrableDomain, type Page } from '@pagegrade/core';

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

/** Where a link points, shared by the links of a page with the same resolved URL. */
class Target {
  private parsedUrl: URL | null | undefined;

  constructor(
    /** The serialized http(s) URL, or null. */
    readonly url: string | null,
    readonly internal: boolean,
    readonly samePage: boolean,
  ) {}

  /** Parsed on first use: few rules need more than the URL text and the host. */
  get parsed(): URL | null {
    if (this.parsedUrl === undefined) this.parsedUrl = this.url === null ? null : new URL(this.url);
    return this.parsedUrl;
  }
}

const NOT_HTTP = new Target(null, false, false);

class Link implements PageLink {
  constructor(
    readonly element: Element,
    readonly href: string,
    readonly resolved: string | null,
    private readonly target: Target,
  ) {}

  get url(): string | null {
    return this.target.url;
  }

  get parsed(): URL | null {
    return this.target.parsed;
  }

  get internal(): boolean {
    return this.target.internal;
  }

  get samePage(): boolean {
    return this.target.samePage;
  }
}

/** Whether `url` without its fragment is `here`. */
function sameDocument(url: string, here: string): boolean {
  const hash = url.indexOf('#');
  return (hash === -1 ? url.length : hash) === here.length && url.startsWith(here);
}

/**
 * Every <a href> and <area href> of the page, resolved once and cached per page. Resolved
 * references are already serialized URLs, so the scheme and host are read from the text instead
 * of parsing each again; pages repeat hrefs, so each distinct URL is classified once.
 */
export function linksOf(page: Page): PageLink[] {
  const hit = cache.get(page);
  if (hit) return hit;
  const out: PageLink[] = [];
  const pageDomain = page.location ? registrableDomain(page.location.hostname) : null;
  const here = page.location ? page.url.split('#')[0]! : null;
  const domainCache = new Map<string, boolean>();
  /**
   * Whether the host has the page's registrable domain. That domain is always a substring of the
   * host (a serialized host is lower-case; the public-suffix lookup only drops labels, brackets
   * and trailing dots), so hosts that do not contain it need no lookup: most links to other
   * sites are ruled out by one string search.
   */
  const sameDomain = (host: string): boolean => {
    if (!host.includes(pageDomain!)) return false;
    let same = domainCache.get(host);
    if (same === undefined) domainCache.set(host, (same = registrableDomain(host) === pageDomain));
    return same;
  };
  const targets = new Map<string, Target>();
  const targetOf = (abs: string): Target => {
    if (!abs.startsWith('http:') && !abs.startsWith('https:')) return NOT_HTTP;
    let t = targets.get(abs);
    if (t) return t;
    t = new Target(abs, pageDomain !== null && sameDomain(hrefHost(abs)), here !== null && sameDocument(abs, here));
    targets.set(abs, t);
    return t;
  };
  for (const tag of ['a', 'area']) {
    for (const el of page.index.byTag.get(tag) ?? []) {
      const href = dom.attr(el, 'href');
      if (href === null) continue;
      const abs = page.resolveUrl(href);
      out.push(new Link(el, href, abs, abs ? targetOf(abs) : NOT_HTTP));
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
  // Most links hold one text node: its text, with no walk (the walk would take all of it too).
  const only = el.children.length === 1 ? el.children[0]! : null;
  if (only !== null && dom.isText(only) && maxChars > 0 && maxNodes > 0) return dom.normalizeSpace(only.data);
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
