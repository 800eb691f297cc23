import type { Element } from 'domhandler';
import { attr, isElement, tokens } from '../dom/index.ts';
import { perPage, type Page } from '../engine/page.ts';
import { isPageOrSiteFile } from '../snapshot/har.ts';
import type { Resource } from '../snapshot/resolve.ts';
import { hrefHost, hrefPath } from '../web/href.ts';
import { hostIsThirdParty, registrableDomain, thirdPartyEntity, type ThirdPartyEntity } from '../web/third-party.ts';
import { loadableFromSnippet, scriptRequestedUrls } from './script-urls.ts';
import { srcsetCandidates } from './srcset.ts';

/** What a referenced URL is, as far as the page says. */
export type ReferenceKind = 'script' | 'stylesheet' | 'preload' | 'link' | 'image' | 'iframe' | 'embed' | 'media' | 'font' | 'other';

/**
 * How the page names the URL: the element family whose attribute holds it (`script`, `link`,
 * `img`, `iframe` for frames, `embed` for embed and object, `media` for video, audio, source and
 * track, `input` for an image button), `inline-script` for a URL an inline script requests, or
 * `fetched` for a request the snapshot captured.
 */
export type ReferenceInitiator = 'script' | 'link' | 'img' | 'iframe' | 'embed' | 'media' | 'input' | 'inline-script' | 'fetched';

const JS_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module', 'text/ecmascript', 'application/ecmascript', 'text/jscript', 'text/x-javascript', 'application/x-javascript']);

/** Link relations that make the browser fetch or connect to the URL. */
const LOADING_RELS = new Set(['stylesheet', 'preload', 'modulepreload', 'prefetch', 'preconnect', 'dns-prefetch', 'icon', 'apple-touch-icon', 'manifest', 'prerender']);
/** Relations that only resolve a host or open a connection to it, without requesting anything. */
const CONNECT_RELS = new Set(['preconnect', 'dns-prefetch']);

const CAPTURED_KINDS: Record<string, ReferenceKind> = { script: 'script', stylesheet: 'stylesheet', image: 'image', font: 'font', media: 'media' };

/** Whether a script element's type makes it run as JavaScript (no type, a JavaScript MIME type, or module). */
export function isJsScript(el: Element): boolean {
  const type = el.attribs['type'];
  return type === undefined || JS_TYPES.has(type) || JS_TYPES.has(type.trim().toLowerCase());
}

/** isJsScript for a type attribute already trimmed and lower-cased ('' when absent). */
export function isJsType(type: string): boolean {
  return JS_TYPES.has(type);
}

/** Registrable domain of the page, or '' for a file or an address that is not http(s). */
function siteOf(page: Page): string {
  const loc = page.location;
  return loc && (loc.protocol === 'http:' || loc.protocol === 'https:') ? (registrableDomain(loc.hostname) ?? loc.hostname) : '';
}

interface HostFacts {
  domain: string;
  thirdParty: boolean;
  entity: ThirdPartyEntity | null;
}

/** A page's parties: domain, party and entity looked up once per host, as pages name the same few hosts many times. */
class Parties {
  static readonly of = perPage((page: Page): Parties => new Parties(page));

  private readonly byHost = new Map<string, HostFacts>();
  private readonly own: string;

  constructor(private readonly page: Page) {
    this.own = siteOf(page);
  }

  of(url: string, host: string): HostFacts {
    let facts = this.byHost.get(host);
    if (!facts) {
      const domain = registrableDomain(host) ?? host;
      const thirdParty = this.own === '' ? true : domain !== this.own && hostIsThirdParty(this.page, host);
      // third-party-web matches hosts: the entity of a host's first URL is the host's.
      this.byHost.set(host, (facts = { domain, thirdParty, entity: thirdParty ? thirdPartyEntity(url, host) : null }));
    }
    return facts;
  }
}

/**
 * One URL the page names for the browser to fetch (or to connect to). The party, the entity and
 * the path are worked out on first read: most references are the page's own images, which few
 * checks look at by party.
 */
export class Reference {
  private knownPath: string | null;
  private refinedEntity: ThirdPartyEntity | null | undefined;

  constructor(
    private readonly page: Page,
    private readonly parties: Parties,
    /** Absolute http(s) URL, as the URL parser serialises it (fragment kept). */
    readonly url: string,
    /** The host when the URL was parsed, else null (read from the serialised URL when asked for). */
    private knownHost: string | null,
    path: string | null,
    readonly kind: ReferenceKind,
    readonly initiator: ReferenceInitiator,
    /** The element whose attribute names it (null for inline-script and fetched references). */
    readonly element: Element | null,
    /** The attribute that holds it (`src`, `href`, `data`, `poster`, `srcset`), or null. */
    readonly attribute: string | null,
    /**
     * True when it does not load on its own: a script whose type is not JavaScript (the
     * `type="text/plain"` that consent platforms use to hold scripts until consent) or an inline
     * script of that kind; in rendered mode also an element's URL the browser never requested (a
     * lazy image below the fold).
     */
    readonly inert: boolean,
    /** A `<link>` whose only loading relations are preconnect or dns-prefetch: nothing is requested. */
    readonly connectOnly: boolean,
  ) {
    this.knownPath = path;
  }

  /** Lower-case host name. */
  get host(): string {
    return (this.knownHost ??= hrefHost(this.url));
  }

  /** Path of the URL (`new URL(url).pathname`). */
  get path(): string {
    return (this.knownPath ??= hrefPath(this.url));
  }

  /** Registrable domain (eTLD+1) of the host. */
  get domain(): string {
    return this.parties.of(this.url, this.host).domain;
  }

  /** Another party than the page (see hostIsThirdParty); true for every URL of a page without a web address. */
  get thirdParty(): boolean {
    return this.parties.of(this.url, this.host).thirdParty;
  }

  /** third-party-web's entity of a third-party URL (a Google tag named by its product), else null. */
  get entity(): ThirdPartyEntity | null {
    if (this.refinedEntity === undefined) {
      const facts = this.parties.of(this.url, this.host);
      this.refinedEntity = facts.thirdParty ? gtagProduct(this.url, this.host, facts.entity) : null;
    }
    return this.refinedEntity;
  }

  /** Inside `<noscript>` or `<template>`: a browser with scripting does not fetch it from there. */
  get inNoscriptOrTemplate(): boolean {
    return this.element !== null && noscriptOrTemplateContent(this.page).has(this.element);
  }

  /** What the snapshot holds for the URL: the fetched record, or undefined when it was not fetched. */
  get resource(): Resource | undefined {
    return this.page.resourceByUrl(withoutHash(this.url));
  }
}

/**
 * The Google tag (gtag.js) is served from the Tag Manager host but is the loader of the product
 * its id names: G-/UA- Google Analytics, AW-/DC- Google Ads and Floodlight.
 */
function gtagProduct(url: string, host: string, entity: ThirdPartyEntity | null): ThirdPartyEntity | null {
  if (host !== 'www.googletagmanager.com' && host !== 'googletagmanager.com') return entity;
  const m = /\/gtag\/js\?(?:[^#]*&)?id=(G|UA|AW|DC|GT)-/.exec(url.slice(0, 500));
  if (!m) return entity;
  if (m[1] === 'G' || m[1] === 'UA') return { name: 'Google Analytics', company: 'Google', category: 'analytics' };
  if (m[1] === 'AW' || m[1] === 'DC') return { name: 'Google/Doubleclick Ads', company: 'Google', category: 'ad' };
  return entity;
}

/** The URL without its fragment. */
export function withoutHash(url: string): string {
  const i = url.indexOf('#');
  return i === -1 ? url : url.slice(0, i);
}

/** Every candidate URL of a srcset attribute, as written (bounded to 50 candidates; see srcsetCandidates). */
export function srcsetUrls(srcset: string): string[] {
  return srcsetCandidates(srcset).map((c) => c.url);
}

/** The first candidate URL of a srcset attribute, or null. */
function firstSrcsetUrl(srcset: string): string | null {
  return srcsetCandidates(srcset, 1)[0]?.url ?? null;
}

/** Elements inside `<noscript>` or `<template>`, once per page. */
export const noscriptOrTemplateContent = perPage((page: Page): Set<Element> => {
  const set = new Set<Element>();
  const stack: Element[] = [];
  for (const tag of ['noscript', 'template']) {
    for (const root of page.index.byTag.get(tag) ?? []) {
      for (const c of root.children) if (isElement(c) && !set.has(c)) stack.push(c);
      while (stack.length) {
        const el = stack.pop()!;
        set.add(el);
        for (const c of el.children) if (isElement(c) && !set.has(c)) stack.push(c);
      }
    }
  }
  return set;
});

/** The state of one references() computation. */
interface Collector {
  page: Page;
  parties: Parties;
  out: Reference[];
  /** In rendered mode, the URLs the browser requested (without fragments); null in static mode. */
  requested: Set<string> | null;
}

/** A URL from an element's attribute: resolved by the page, so host and path are read off the serialised text. */
function fromElement(c: Collector, raw: string | undefined | null, kind: ReferenceKind, initiator: ReferenceInitiator, element: Element, attribute: string, inert = false, connectOnly = false): void {
  if (!raw) return;
  const url = c.page.resolveUrl(raw);
  if (!url || (!url.startsWith('https://') && !url.startsWith('http://'))) return;
  // An http(s) URL the parser serialised always has a host: it is read from the text when asked for.
  const unrequested = c.requested !== null && !c.requested.has(withoutHash(url));
  c.out.push(new Reference(c.page, c.parties, url, null, null, kind, initiator, element, attribute, inert || unrequested, connectOnly));
}

/** A URL named in an inline script or captured by the fetcher: parsed, as it may be written in any form. */
function parsedHttp(url: string): URL | null {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u : null;
  } catch {
    return null;
  }
}

function linkKind(rel: readonly string[]): ReferenceKind {
  if (rel.includes('stylesheet') && !rel.includes('alternate')) return 'stylesheet';
  return rel.includes('preload') || rel.includes('modulepreload') ? 'preload' : 'link';
}

const NONE: readonly Element[] = [];
const FRAME_TAGS = ['iframe', 'frame'];
const MEDIA_TAGS = ['video', 'audio', 'source', 'track'];

/**
 * Every URL the page's markup names for the browser to fetch or connect to, once per page, in
 * this order: script sources, `<link>`s with a loading relation (stylesheet, preload,
 * modulepreload, prefetch, preconnect, dns-prefetch, icon, apple-touch-icon, manifest, prerender),
 * frames, embed and object sources, images (the src, or the first srcset candidate when src is
 * empty), video, audio, source and track sources, video posters and image buttons. Absolute
 * http(s) URLs only. The URLs inline scripts request (inlineScriptReferences) and the requests the
 * snapshot captured (capturedReferences) are facts of their own: reading them walks every inline
 * script, or parses every captured URL.
 */
export const references = perPage((page: Page): readonly Reference[] => {
  const requested = page.rendered ? new Set(page.resources.map((r) => withoutHash(r.url))) : null;
  const c: Collector = { page, parties: Parties.of(page), out: [], requested };
  const tags = page.index.byTag;
  for (const el of tags.get('script') ?? NONE) fromElement(c, el.attribs['src'], 'script', 'script', el, 'src', !isJsScript(el));
  for (const el of tags.get('link') ?? NONE) {
    if (el.attribs['rel'] === undefined) continue;
    const rel = tokens(el, 'rel');
    if (!rel.some((r) => LOADING_RELS.has(r))) continue;
    const connectOnly = rel.every((r) => !LOADING_RELS.has(r) || CONNECT_RELS.has(r));
    fromElement(c, el.attribs['href'], linkKind(rel), 'link', el, 'href', false, connectOnly);
  }
  for (const name of FRAME_TAGS) for (const el of tags.get(name) ?? NONE) fromElement(c, el.attribs['src'], 'iframe', 'iframe', el, 'src');
  for (const el of tags.get('embed') ?? NONE) fromElement(c, el.attribs['src'], 'embed', 'embed', el, 'src');
  for (const el of tags.get('object') ?? NONE) fromElement(c, el.attribs['data'], 'embed', 'embed', el, 'data');
  for (const el of tags.get('img') ?? NONE) {
    const src = el.attribs['src'];
    fromElement(c, src, 'image', 'img', el, 'src');
    const srcset = src && src.trim() ? undefined : el.attribs['srcset'];
    if (srcset) fromElement(c, firstSrcsetUrl(srcset), 'image', 'img', el, 'srcset');
  }
  for (const name of MEDIA_TAGS) for (const el of tags.get(name) ?? NONE) fromElement(c, el.attribs['src'], 'media', 'media', el, 'src');
  for (const el of tags.get('video') ?? NONE) fromElement(c, el.attribs['poster'], 'image', 'media', el, 'poster');
  for (const el of tags.get('input') ?? NONE) if ((attr(el, 'type') ?? '').toLowerCase() === 'image') fromElement(c, el.attribs['src'], 'image', 'input', el, 'src');
  return c.out;
});

/** Every request the snapshot captured for the page (not the fetcher's own), one reference per URL (`initiator: 'fetched'`), whether or not the markup names it. */
export const capturedReferences = perPage((page: Page): readonly Reference[] => {
  const c: Collector = { page, parties: Parties.of(page), out: [], requested: null };
  captured(c);
  return c.out;
});

/**
 * The URLs inline scripts request (a loader's src, fetch, sendBeacon, HTML they write), one
 * reference per URL, in source order; inert when the script's type holds it back. Static mode
 * only: a rendered page's requests are in its capture (references, `fetched`).
 */
export const inlineScriptReferences = perPage((page: Page): readonly Reference[] => {
  const c: Collector = { page, parties: Parties.of(page), out: [], requested: null };
  if (!page.rendered) inlineScriptRequests(c);
  return c.out;
});

function inlineScriptRequests(c: Collector): void {
  const seen = new Set<string>();
  for (const s of c.page.scripts) {
    if (s.origin !== 'inline' || !s.element) continue;
    const inert = !isJsScript(s.element);
    for (const url of scriptRequestedUrls(s)) {
      if (seen.has(url)) continue;
      const parsed = parsedHttp(url);
      const host = parsed?.hostname.toLowerCase();
      if (!parsed || !host || !loadableFromSnippet(url, host)) continue;
      seen.add(url);
      c.out.push(new Reference(c.page, c.parties, url, host, parsed.pathname, 'other', 'inline-script', s.element, null, inert, false));
    }
  }
}

function captured(c: Collector): void {
  const seen = new Set<string>();
  for (const r of c.page.resources) {
    if (isPageOrSiteFile(r.role) || seen.has(r.url)) continue;
    seen.add(r.url);
    const url = c.page.resolveUrl(r.url);
    const parsed = url ? parsedHttp(url) : null;
    const host = parsed?.hostname.toLowerCase();
    if (!url || !parsed || !host) continue;
    c.out.push(new Reference(c.page, c.parties, url, host, parsed.pathname, CAPTURED_KINDS[r.role] ?? 'other', 'fetched', null, null, false, false));
  }
}
