import { dom, hostIsThirdParty, hrefHost, perPage, hrefPath, registrableDomain, thirdPartyEntity, type Page, type Script, type ThirdPartyEntity } from '@pagegrade/core';
import type { Element } from 'domhandler';

/** How a URL reaches the page. */
export type RefVia = 'script' | 'link' | 'img' | 'iframe' | 'media' | 'embed' | 'inline-script' | 'fetched';

/**
 * One reference from the page to a URL that the browser requests (or that a snippet injects). A
 * class so that the path is read off the URL only when asked for: most references are the page's
 * own images, which no vendor list looks at by path.
 */
export class Ref {
  constructor(
    readonly url: string,
    /** Lower-case host name. */
    readonly host: string,
    /** The path when the URL was parsed, else null (read from the serialised URL when asked for). */
    private knownPath: string | null,
    /** Registrable domain (eTLD+1) of the host. */
    readonly domain: string,
    readonly element: Element | null,
    readonly via: RefVia,
    /** Whether the URL belongs to another site than the page. */
    readonly thirdParty: boolean,
    /**
     * True when the reference does not load on its own: a script whose type is not JavaScript
     * (the `type="text/plain"` pattern consent platforms use to hold scripts until consent). In
     * rendered mode, also any element's URL the browser never requested (a lazy image below the
     * fold, a frame not yet inserted).
     */
    readonly inert: boolean,
    readonly entity: ThirdPartyEntity | null,
    /**
     * True for a `<link>` whose only loading relations are preconnect or dns-prefetch: the browser
     * resolves or connects to the host but requests nothing from it, so nothing is loaded yet.
     */
    readonly connectOnly = false,
  ) {}

  /** Path of the URL (`new URL(url).pathname`). */
  get path(): string {
    return (this.knownPath ??= hrefPath(this.url));
  }
}

const JS_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module', 'text/ecmascript', 'application/ecmascript', 'text/jscript', 'text/x-javascript', 'application/x-javascript']);

/** Link relations that make the browser fetch or connect to the URL. */
const LOADING_RELS = new Set(['stylesheet', 'preload', 'modulepreload', 'prefetch', 'preconnect', 'dns-prefetch', 'icon', 'apple-touch-icon', 'manifest', 'prerender']);

/** Resource roles that the crawler fetched for itself (robots.txt …), not the page's own requests. */
const SELF_ROLES = new Set(['document', 'redirect', 'robots', 'sitemap', 'llms', 'securityTxt', 'manifest', 'httpVariant', 'gpc', 'aiCatalog', 'mcp', 'agentSkills', 'notFound']);

/** Longest stretch of an inline script scanned for URLs: snippets are small, bundles are not inline. */
const INLINE_SCAN_LIMIT = 200_000;
/** At most this many references are collected per page (a pathological page lists 100,000 images). */
const MAX_REFS = 20_000;

const FRAME_TAGS = ['iframe', 'frame'];
const MEDIA_TAGS = ['video', 'audio', 'source', 'track'];

interface HostFacts {
  domain: string;
  thirdParty: boolean;
  /** third-party-web's entity for a third-party host, before refineEntity looks at the URL. */
  entity: ThirdPartyEntity | null;
}

export function isJsScript(el: Element): boolean {
  const type = el.attribs['type'];
  // Most scripts have no type attribute, and most others an exact "text/javascript" (no copies to compare).
  return type === undefined || JS_TYPES.has(type) || JS_TYPES.has(type.trim().toLowerCase());
}

/** The parsed URL of an http(s) reference, or null. */
function parseHttp(url: string): URL | null {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u : null;
  } catch {
    return null;
  }
}

/** Registrable domain of the page, or '' for a file or unparsable URL. */
export function pageDomain(page: Page): string {
  return page.location && (page.location.protocol === 'http:' || page.location.protocol === 'https:') ? (registrableDomain(page.location.hostname) ?? page.location.hostname) : '';
}

/** The work list of one pageRefs computation (a module-level function with its state, not a closure made per page). */
interface RefState {
  page: Page;
  /** Registrable domain of the page. */
  own: string;
  out: Ref[];
  /** URLs already taken from inline scripts. */
  seen: Set<string>;
  /** Pages load many resources from the same few hosts: domain and entity are looked up once per host. */
  byHost: Map<string, HostFacts>;
  /**
   * In rendered mode, the URLs the browser requested (without fragments): what the page really
   * loaded, so an element's URL counts only when it is among them. Null in static mode.
   */
  requested: Set<string> | null;
}

function loadsResource(link: Element): boolean {
  for (const r of dom.tokens(link, 'rel')) if (LOADING_RELS.has(r)) return true;
  return false;
}

/** Relations that only resolve a host or open a connection to it, without requesting anything. */
const CONNECT_RELS = new Set(['preconnect', 'dns-prefetch']);

function connectsOnly(link: Element): boolean {
  for (const r of dom.tokens(link, 'rel')) if (LOADING_RELS.has(r) && !CONNECT_RELS.has(r)) return false;
  return true;
}

/** Adds one reference to the page's list, unless it is capped, unresolvable, not http(s) or already taken. */
function addRef(state: RefState, raw: string | undefined, element: Element | null, via: RefVia, inert = false, cap = MAX_REFS, connectOnly = false): void {
  if (!raw || state.out.length >= cap) return;
  if (via === 'inline-script' || via === 'fetched') addParsed(state, raw, element, via, inert);
  else addResolved(state, raw, element, via, inert, connectOnly);
}

/**
 * A reference from an element's attribute. Resolved references are already serialised by the URL
 * parser: the host (and the path when asked for) is read from the string.
 */
function addResolved(state: RefState, raw: string, element: Element | null, via: RefVia, inert: boolean, connectOnly: boolean): void {
  const url = state.page.resolveUrl(raw);
  if (!url || (!url.startsWith('https://') && !url.startsWith('http://'))) return;
  const host = hrefHost(url);
  if (!host) return;
  const unrequested = state.requested !== null && !state.requested.has(withoutHash(url));
  pushRef(state, url, host, null, hostFacts(state, url, host), element, via, inert || unrequested, connectOnly);
}

function withoutHash(url: string): string {
  const i = url.indexOf('#');
  return i === -1 ? url : url.slice(0, i);
}

/** The URLs a rendered page's browser requested, for RefState.requested. */
function requestedByBrowser(page: Page): Set<string> | null {
  if (!page.rendered) return null;
  const urls = new Set<string>();
  for (const r of page.resources) urls.add(withoutHash(r.url));
  return urls;
}

/** A URL named in an inline script or captured by the fetcher: parsed, as it may be in any form. */
function addParsed(state: RefState, raw: string, element: Element | null, via: 'inline-script' | 'fetched', inert: boolean): void {
  const seen = state.seen;
  // A URL already taken from an inline script would be taken again: skip it before parsing.
  if (via === 'inline-script' && seen.has(raw)) return;
  const url = via === 'inline-script' ? raw : state.page.resolveUrl(raw);
  if (!url) return;
  const parsed = parseHttp(url);
  if (!parsed) return;
  const host = parsed.hostname.toLowerCase();
  if (!host) return;
  if (via === 'inline-script') {
    // One entry per URL named in inline scripts, and only URLs a snippet would load.
    if (!loadableFromSnippet(url, host)) return;
    seen.add(url);
  }
  pushRef(state, url, host, parsed.pathname, hostFacts(state, url, host), element, via, inert);
}

/** The host's domain, party and entity, looked up on its first reference of the page. */
function hostFacts(state: RefState, url: string, host: string): HostFacts {
  let facts = state.byHost.get(host);
  if (!facts) {
    const domain = registrableDomain(host) ?? host;
    const thirdParty = state.own === '' ? true : domain !== state.own && hostIsThirdParty(state.page, host);
    // The entity depends on the host alone (third-party-web matches hosts, and core caches it by host).
    state.byHost.set(host, (facts = { domain, thirdParty, entity: thirdParty ? thirdPartyEntity(url, host) : null }));
  }
  return facts;
}

function pushRef(state: RefState, url: string, host: string, path: string | null, facts: HostFacts, element: Element | null, via: RefVia, inert: boolean, connectOnly = false): void {
  const thirdParty = facts.thirdParty;
  state.out.push(new Ref(url, host, path, facts.domain, element, via, thirdParty, inert, thirdParty ? refineEntity(url, host, facts.entity) : null, connectOnly));
}

/**
 * Every URL the page makes the browser request: script, link, img, iframe, media and embed
 * sources, URLs an inline script requests (tracking snippets inject their script by URL: see
 * requestedUrls), and the subresources the fetcher captured. One entry per (URL, element);
 * computed once per page. In rendered mode the browser's requests are the evidence: an element
 * whose URL was not requested is inert, inline scripts are not read for URLs (the requests they
 * made are in the capture, and are taken as fetched), and everything else the page requested —
 * by script, from a frame, from a stylesheet — is a fetched reference.
 */
export const pageRefs = perPage((page: Page): Ref[] => {
  const state: RefState = { page, own: pageDomain(page), out: [], seen: new Set(), byHost: new Map(), requested: requestedByBrowser(page) };
  const out = state.out;
  // Attributes are read off `attribs` directly: this runs for every script, link and image.
  const tags = page.index.byTag;
  for (const el of tags.get('script') ?? []) {
    const src = el.attribs['src'];
    if (src) addRef(state, src, el, 'script', !isJsScript(el));
  }
  for (const el of tags.get('link') ?? []) {
    if (el.attribs['rel'] !== undefined && loadsResource(el)) addRef(state, el.attribs['href'], el, 'link', false, MAX_REFS, connectsOnly(el));
  }
  for (const name of FRAME_TAGS) for (const el of tags.get(name) ?? []) addRef(state, el.attribs['src'], el, 'iframe');
  for (const el of tags.get('embed') ?? []) addRef(state, el.attribs['src'], el, 'embed');
  for (const el of tags.get('object') ?? []) addRef(state, el.attribs['data'], el, 'embed');
  // In rendered mode the requests inline scripts made are in the capture (taken as fetched below).
  for (const s of state.requested ? [] : page.scripts) {
    if (s.origin !== 'inline' || !s.element) continue;
    const inert = !isJsScript(s.element);
    for (const url of requestedUrls(s)) addRef(state, url, s.element, 'inline-script', inert);
  }
  // Images and media last: they are the elements a pathological page has by the hundred thousand,
  // and the cap must not push scripts and frames out.
  for (const el of tags.get('img') ?? []) addRef(state, el.attribs['src'], el, 'img');
  for (const name of MEDIA_TAGS) for (const el of tags.get(name) ?? []) addRef(state, el.attribs['src'], el, 'media');
  for (const el of tags.get('video') ?? []) addRef(state, el.attribs['poster'], el, 'media');
  if (page.resources.length === 0) return out;
  const referenced = new Set<string>();
  for (const r of out) referenced.add(r.url);
  const fetched: string[] = [];
  for (const r of page.resources) {
    if (SELF_ROLES.has(r.role) || referenced.has(r.url)) continue;
    referenced.add(r.url);
    fetched.push(r.url);
  }
  // Captured requests are evidence of what really loaded: keep room for them under the cap.
  const room = MAX_REFS + Math.min(fetched.length, 5_000);
  for (const url of fetched) if (out.length < room) addRef(state, url, null, 'fetched', false, room);
  return out;
});

/**
 * The Google tag (gtag.js) is served from the Tag Manager host but is the loader of the product
 * its id names: G-/UA- Google Analytics, AW-/DC- Google Ads and Floodlight.
 */
function refineEntity(url: string, host: string, entity: ThirdPartyEntity | null): ThirdPartyEntity | null {
  if (host !== 'www.googletagmanager.com' && host !== 'googletagmanager.com') return entity;
  const m = /\/gtag\/js\?(?:[^#]*&)?id=(G|UA|AW|DC|GT)-/.exec(url.slice(0, 500));
  if (!m) return entity;
  if (m[1] === 'G' || m[1] === 'UA') return { name: 'Google Analytics', company: 'Google', category: 'analytics' };
  if (m[1] === 'AW' || m[1] === 'DC') return { name: 'Google/Doubleclick Ads', company: 'Google', category: 'ad' };
  return entity;
}

/**
 * Hosts whose URLs in scripts are usually links (profiles, share pages, namespaces), not resources
 * a snippet loads: counted only when the URL names a script file.
 */
const LINK_HOSTS = new Set([
  'facebook.com', 'www.facebook.com', 'm.facebook.com', 'twitter.com', 'www.twitter.com', 'x.com', 'linkedin.com', 'www.linkedin.com', 'instagram.com',
  'www.instagram.com', 'youtube.com', 'www.youtube.com', 'youtu.be', 'pinterest.com', 'www.pinterest.com', 'tiktok.com', 'www.tiktok.com', 'github.com',
  'schema.org', 'www.w3.org', 'w3.org', 'google.com', 'www.google.com', 'apple.com', 'www.apple.com', 'wa.me', 't.me', 'reddit.com', 'www.reddit.com',
]);

function loadableFromSnippet(url: string, host: string): boolean {
  if (!LINK_HOSTS.has(host)) return true;
  const path = url.split(/[?#]/, 1)[0]!.toLowerCase();
  return path.endsWith('.js') || path.endsWith('.mjs');
}

/** A dotted host name; its last label must hold a letter (not an IP address or a version number). */
const HOST_NAME = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i;
const LETTER = /[a-z]/i;

type JsNode = { type: string; start: number; [key: string]: unknown };

/**
 * Where a string sits in a script, as far as requesting goes: an argument of a call (a loader, an
 * IIFE's parameter, fetch, sendBeacon, setAttribute('src', …)), a value assigned to `.src`, a value
 * bound to a name (used later, perhaps as a source), HTML assigned to innerHTML/outerHTML, or
 * anything else: a property of an object or an element of an array — a state blob, a config, a
 * list of links — or a comparison, which request nothing.
 */
type Use = 'call' | 'src' | 'name' | 'html' | 'none';

/** Calls and assignments through which a script makes the browser request a URL. */
const SINK_CALLS = new Set(['createElement', 'fetch', 'sendBeacon', 'open', 'importScripts', 'getScript', 'loadScript', 'write', 'writeln', 'appendChild', 'insertBefore', 'append', 'prepend', 'setAttribute', 'insertAdjacentHTML']);

function memberName(node: JsNode | undefined): string | null {
  if (!node) return null;
  if (node.type === 'Identifier') return node['name'] as string;
  if (node.type !== 'MemberExpression') return null;
  const p = node['property'] as JsNode;
  if (!node['computed'] && p.type === 'Identifier') return p['name'] as string;
  return p.type === 'Literal' && typeof p['value'] === 'string' ? (p['value'] as string) : null;
}

/** How a node's children are used, given how the node is used. */
function childUse(node: JsNode, key: string, use: Use): Use {
  switch (node.type) {
    case 'CallExpression':
    case 'NewExpression':
    case 'ImportExpression':
      return key === 'arguments' || key === 'source' ? 'call' : 'none';
    case 'AssignmentExpression': {
      if (key !== 'right') return 'none';
      const name = memberName(node['left'] as JsNode);
      if (name === 'src') return 'src';
      if (name === 'innerHTML' || name === 'outerHTML') return 'html';
      return (node['left'] as JsNode).type === 'Identifier' ? 'name' : 'none';
    }
    case 'VariableDeclarator':
      return key === 'init' ? 'name' : 'none';
    // A value built from parts is used as the whole is.
    case 'BinaryExpression':
      return node['operator'] === '+' ? use : 'none';
    case 'ConditionalExpression':
      return key === 'test' ? 'none' : use;
    case 'LogicalExpression':
    case 'TemplateLiteral':
    case 'SequenceExpression':
    case 'AwaitExpression':
      return use;
    // An array handed to a call (`_paq.push(['setTrackerUrl', u])`) is read by it; in data it is data.
    case 'ArrayExpression':
      return use === 'call' ? 'call' : 'none';
    default:
      return 'none';
  }
}

/** A URL in HTML a script writes loads from a src attribute, or from a `<link>`'s href (a stylesheet). */
const SRC_IN_HTML = /\bsrc\s*=\s*\\?["']?$/i;
const LINK_HREF_IN_HTML = /^<link\b[^>]*\bhref\s*=\s*\\?["']?$/i;

function loadsInHtml(before: string): boolean {
  return SRC_IN_HTML.test(before) || LINK_HREF_IN_HTML.test(before.slice(before.lastIndexOf('<')));
}

/**
 * The URLs an inline script makes the browser request, in source order: written where a request
 * starts from them (see Use) — not every URL its text contains. A URL in a JSON state blob, a
 * config object, a list of share links or a comparison is not loaded by the script. A URL bound
 * to a name counts when the script has a way to request it (a src assignment or a loading call).
 * A script that does not parse does not run, and requests nothing.
 */
function requestedUrls(script: Script): string[] {
  const ast = script.ast as unknown as JsNode | null;
  if (!ast || !script.text.includes('//')) return [];
  const found: Array<{ url: string; at: number; use: Use }> = [];
  let sink = false;
  const nodes: JsNode[] = [ast];
  const uses: Use[] = ['none'];
  // Snippets are small; an inline bundle is read as far as the text scan used to read (its first
  // 200,000 characters), and no further than 200 URLs.
  while (nodes.length && found.length < 200) {
    const node = nodes.pop()!;
    const use = uses.pop()!;
    if (node.start > INLINE_SCAN_LIMIT) continue;
    if (node.type === 'Literal' || node.type === 'TemplateElement') {
      const value = node.type === 'Literal' ? node['value'] : (node['value'] as { cooked?: string } | undefined)?.cooked;
      if (typeof value === 'string' && value.includes('//') && use !== 'none') {
        for (const url of urlsInText(value)) {
          // urlsInText gives a protocol-relative URL as https:; find it as written.
          const at = value.indexOf(url);
          const before = value.slice(0, Math.max(0, at !== -1 ? at : value.indexOf(url.slice(6))));
          const inHtml = before.includes('<');
          // In HTML a script writes, only a src loads; elsewhere the string is the URL itself.
          if (inHtml ? loadsInHtml(before) && use !== 'src' : use !== 'html') found.push({ url, at: node.start, use });
        }
      }
      continue;
    }
    if (node.type === 'CallExpression') {
      const name = memberName(node['callee'] as JsNode);
      if (name !== null && SINK_CALLS.has(name)) sink = true;
    } else if (node.type === 'ImportExpression') sink = true;
    else if (node.type === 'AssignmentExpression' && memberName(node['left'] as JsNode) === 'src') sink = true;
    for (const key in node) {
      if (key === 'type' || key === 'start' || key === 'end' || key === 'loc' || key === 'range') continue;
      const value = node[key];
      if (value === null || typeof value !== 'object') continue;
      if (Array.isArray(value)) {
        for (const item of value) {
          if (item && typeof (item as JsNode).type === 'string') {
            nodes.push(item as JsNode);
            uses.push(childUse(node, key, use));
          }
        }
      } else if (typeof (value as JsNode).type === 'string') {
        nodes.push(value as JsNode);
        uses.push(childUse(node, key, use));
      }
    }
  }
  return found
    .filter((f) => f.use !== 'name' || sink)
    .sort((a, b) => a.at - b.at)
    .map((f) => f.url);
}

/**
 * Absolute and protocol-relative URLs written in a script's text, e.g. the
 * `'https://www.googletagmanager.com/gtm.js?id='` of a tag snippet. Linear: one indexOf scan.
 */
function urlsInText(text: string): string[] {
  const s = text.length > INLINE_SCAN_LIMIT ? text.slice(0, INLINE_SCAN_LIMIT) : text;
  const out: string[] = [];
  let i = s.indexOf('//');
  while (i !== -1 && out.length < 200) {
    let start = i;
    if (endsWithScheme(s, i, 'https:')) start = i - 6;
    else if (endsWithScheme(s, i, 'http:')) start = i - 5;
    let end = i + 2;
    while (end < s.length && end - i < 2048) {
      const c = s.charCodeAt(end);
      // stop at quotes, white space, backslash, parentheses, angle brackets
      if (c <= 32 || c === 34 || c === 39 || c === 96 || c === 92 || c === 40 || c === 41 || c === 60 || c === 62) break;
      end++;
    }
    let hostEnd = i + 2;
    while (hostEnd < end) {
      const c = s.charCodeAt(hostEnd);
      if (c === 47 || c === 63 || c === 35 || c === 58) break; // / ? # :
      hostEnd++;
    }
    const host = s.slice(i + 2, hostEnd);
    if (HOST_NAME.test(host) && LETTER.test(host.slice(host.lastIndexOf('.') + 1))) {
      out.push(start === i ? `https:${s.slice(i, end)}` : s.slice(start, end));
    }
    i = s.indexOf('//', end);
  }
  return out;
}

/**
 * Whether the text just before `at` is `scheme` in any case (`slice(at - n, at).toLowerCase() ===
 * scheme`), compared in place: this runs for every "//" of every inline script. Only ASCII letters
 * lower-case to the letters of http(s) (the Kelvin sign becomes a k, not used here).
 */
function endsWithScheme(s: string, at: number, scheme: string): boolean {
  const from = at - scheme.length;
  if (from < 0) return false;
  for (let k = 0; k < scheme.length; k++) {
    const want = scheme.charCodeAt(k);
    const c = s.charCodeAt(from + k);
    if (c !== want && !(want >= 97 && want <= 122 && c === want - 32)) return false;
  }
  return true;
}

/**
 * Third-party references that actually load: not held back by a consent platform, and not a
 * preconnect or dns-prefetch alone, which requests nothing. Shared by most of the plugin's rules.
 */
export const activeThirdParty = perPage((page: Page): readonly Ref[] => pageRefs(page).filter((r) => r.thirdParty && !r.inert && !r.connectOnly));

/** Third-party hosts the page contacts, preconnections included (a font host is contacted by connecting). */
export const contactedThirdParty = perPage((page: Page): readonly Ref[] => pageRefs(page).filter((r) => r.thirdParty && !r.inert));

/** Groups references by a key, keeping the first reference of each group and a count. */
export function groupBy<K>(refs: readonly Ref[], key: (r: Ref) => K): Map<K, { first: Ref; count: number }> {
  const map = new Map<K, { first: Ref; count: number }>();
  for (const r of refs) {
    const k = key(r);
    const g = map.get(k);
    if (g) {
      g.count++;
      if (!g.first.element && r.element) g.first = r;
    } else map.set(k, { first: r, count: 1 });
  }
  return map;
}

/** Whether a host is the domain or one of its subdomains. */
export function hostIs(host: string, domain: string): boolean {
  // Compared in place: this runs for every reference against every vendor domain.
  const at = host.length - domain.length - 1;
  return host === domain || (at >= 0 && host.charCodeAt(at) === 46 && host.endsWith(domain));
}

/** A URL shortened for messages. */
export function short(url: string, max = 90): string {
  return url.length > max ? `${url.slice(0, max - 1)}…` : url;
}

/** How a reference is described in a finding: `<script src="…">` or "a URL in an inline script". */
export function describe(r: Ref): string {
  switch (r.via) {
    case 'inline-script':
      return `an inline script that loads ${short(r.url)}`;
    case 'fetched':
      return `the request to ${short(r.url)}`;
    default:
      return r.element ? `<${r.element.name}> ${short(r.url)}` : short(r.url);
  }
}
