import type { Element, Text } from 'domhandler';
import { boundedText, normalizeSpace } from '../dom/index.ts';
import { perPage, type Page } from '../engine/page.ts';
import { hrefHost } from '../web/href.ts';
import { registrableDomain } from '../web/third-party.ts';

/** A hyperlink of the page (`<a href>` or `<area href>`). */
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
  /** The text of the link's only child when that is a text node, as most are; otherwise null. */
  onlyText: string | null;
}

class Link implements PageLink {
  private parsedUrl: URL | null | undefined;
  private isInternal: boolean | undefined;
  private isSamePage: boolean | undefined;

  constructor(
    readonly element: Element,
    readonly href: string,
    readonly resolved: string | null,
    readonly url: string | null,
    readonly onlyText: string | null,
    private readonly site: Site,
  ) {}

  /** Parsed on first use: few rules need more than the URL text and the host. */
  get parsed(): URL | null {
    if (this.parsedUrl === undefined) this.parsedUrl = this.url === null ? null : new URL(this.url);
    return this.parsedUrl;
  }

  // Worked out on first use: some rules (crawlable-anchors) read neither.
  get internal(): boolean {
    if (this.isInternal === undefined) this.isInternal = this.url !== null && this.site.internal(this.url);
    return this.isInternal;
  }

  get samePage(): boolean {
    if (this.isSamePage === undefined) this.isSamePage = this.url !== null && this.site.samePage(this.url);
    return this.isSamePage;
  }
}

/** Whether `url` without its fragment is `here`. */
function sameDocument(url: string, here: string): boolean {
  const hash = url.indexOf('#');
  return (hash === -1 ? url.length : hash) === here.length && url.startsWith(here);
}

/** The base URL's parts that links built on it share. */
interface Resolver {
  /** `scheme://[userinfo@]host[:port]` of an http(s) base URL, or null. */
  origin: string | null;
  /** The base URL without its fragment, or null when the base does not parse. */
  document: string | null;
}

const resolverOf = perPage((page: Page): Resolver => {
  const root = page.resolveUrl('/');
  const doc = page.resolveUrl('#');
  return {
    origin: root !== null && (root.startsWith('https://') || root.startsWith('http://')) ? root.slice(0, -1) : null,
    document: doc === null ? null : doc.slice(0, -1),
  };
});

const isHttp = (abs: string): boolean => abs.startsWith('http:') || abs.startsWith('https:');

/**
 * Whether hosts have the page's registrable domain. That domain is always a substring of the
 * host (a serialized host is lower-case; the public-suffix lookup only drops labels, brackets and
 * trailing dots), so hosts that do not contain it need no lookup: most links to other sites are
 * ruled out by one string search.
 */
class SameDomain {
  private readonly cache = new Map<string, boolean>();

  constructor(private readonly pageDomain: string | null) {}

  test(host: string): boolean {
    if (this.pageDomain === null || !host.includes(this.pageDomain)) return false;
    let same = this.cache.get(host);
    if (same === undefined) this.cache.set(host, (same = registrableDomain(host) === this.pageDomain));
    return same;
  }

  /**
   * test() of an absolute http(s) URL's host. The serialised host is a substring of the URL, so a
   * URL without the domain anywhere in it needs no host read: most links to other sites.
   */
  testUrl(abs: string): boolean {
    if (this.pageDomain === null || !abs.includes(this.pageDomain)) return false;
    return this.test(hrefHost(abs));
  }
}

/**
 * What a page's links share to tell whether they are internal or point to the page itself: URLs
 * built on the base URL share its host, and fragments of the base document its "same page", so
 * only the other URLs are read.
 */
class Site {
  /** The page's URL without its fragment, for a web page. */
  private readonly here: string | null;
  private readonly origin: string | null;
  private readonly document: string | null;
  private readonly domain: SameDomain;
  private readonly originInternal: boolean;
  private readonly documentInternal: boolean;
  private readonly documentHere: boolean;

  constructor(page: Page) {
    const r = resolverOf(page);
    this.here = page.location ? page.url.split('#')[0]! : null;
    this.origin = r.origin;
    this.document = r.document;
    this.domain = new SameDomain(page.location ? registrableDomain(page.location.hostname) : null);
    this.originInternal = r.origin !== null && this.domain.test(hrefHost(r.origin + '/'));
    const documentHttp = r.document !== null && isHttp(r.document);
    this.documentInternal = documentHttp && this.domain.test(hrefHost(r.document!));
    this.documentHere = documentHttp && this.here !== null && r.document === this.here;
  }

  /** Whether an absolute http(s) URL has the page's registrable domain. */
  internal(abs: string): boolean {
    if (this.inDocument(abs)) return this.documentInternal;
    const origin = this.origin;
    if (origin !== null && abs.charCodeAt(origin.length) === 47 && abs.startsWith(origin)) return this.originInternal;
    return this.domain.testUrl(abs);
  }

  /** Whether an absolute http(s) URL is the page itself, but for the fragment. */
  samePage(abs: string): boolean {
    if (this.inDocument(abs)) return this.documentHere;
    return this.here !== null && sameDocument(abs, this.here);
  }

  /** Whether the URL is a fragment of the base document (an http(s) URL implies a base URL). */
  private inDocument(abs: string): boolean {
    const doc = this.document!;
    return abs.charCodeAt(doc.length) === 35 && abs.startsWith(doc);
  }
}

/**
 * Every <a href> and <area href> of the page, in that order, resolved once per page. Resolved
 * references are already serialized URLs, so the scheme and host are read from the text instead
 * of parsing each again, and references built from the base URL's parts share its host.
 */
export const pageLinks = perPage((page: Page): PageLink[] => {
  const out: PageLink[] = [];
  const site = new Site(page);
  for (const tag of ['a', 'area']) {
    for (const el of page.index.byTag.get(tag) ?? []) {
      const href = el.attribs['href'];
      if (href === undefined) continue;
      // Read while the element is at hand: rules that look at link text then need not visit
      // the element and its children again.
      const kids = el.children;
      const onlyText = kids.length === 1 && kids[0]!.type === 'text' ? (kids[0] as Text).data : null;
      const abs = page.resolveUrl(href);
      out.push(new Link(el, href, abs, abs !== null && isHttp(abs) ? abs : null, onlyText, site));
    }
  }
  return out;
});

/**
 * Link text as crawlers read it: text plus image alts, whitespace collapsed. Bounded: stops after
 * `maxChars` characters or `maxNodes` nodes, so deeply nested or huge links cost a constant.
 */
export function linkText(el: Element, maxChars = 300, maxNodes = 500): string {
  return normalizeSpace(boundedText(el, maxChars, maxNodes, { alt: 'always' }));
}
