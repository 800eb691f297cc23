import type { Document, Element, AnyNode } from 'domhandler';
import { parseHtml, type HtmlDiagnostic } from '../parse/html.ts';
import { parseCss, type Stylesheet } from '../parse/css.ts';
import { parseScript, type Script } from '../parse/js.ts';
import { LineIndex } from '../parse/lines.ts';
import { resolveSnapshot, type HeaderMap, type Resource, type ResolvedSnapshot } from '../snapshot/resolve.ts';
import type { ResourceRole, TlsFacts } from '../snapshot/har.ts';
import { attr, isElement, isText, tokens } from '../dom/index.ts';
import { isShadowRoot } from '../dom/shadow-root.ts';
import { resolveSerialised } from '../web/href.ts';

export interface JsonLdBlock {
  element: Element;
  /** Parsed JSON, or undefined when it does not parse. */
  data: unknown;
  error: string | null;
}

/** What the single pre-pass over the tree learned, available to every rule from the start. */
export interface ElementIndex {
  /** Elements by lower-case tag name, in document order. */
  byTag: Map<string, Element[]>;
  /** Elements by id attribute value (several when ids repeat). */
  byId: Map<string, Element[]>;
  /**
   * Elements by lower-case attribute name, in document order (each element once per name). The
   * engine dispatches rules that declare `attributes` from it; rules may query it in `end()`.
   */
  byAttribute: Map<string, Element[]>;
  elementCount: number;
  /** Deepest element nesting (html = 1). */
  maxDepth: number;
  /** Characters of visible text outside script, style and template (a shadow root's text counts). */
  textLength: number;
}

export interface Page {
  /** The final URL after redirects. */
  url: string;
  requestedUrl: string;
  /** Parsed final URL, or null for a file or otherwise unparsable URL. */
  location: URL | null;
  isHttps: boolean;
  /** The base URL for relative references (honours `<base href>`). */
  baseUrl: string;
  source: ResolvedSnapshot['source'];
  html: string;
  document: Document;
  htmlDiagnostics: HtmlDiagnostic[];
  /** The document response. */
  response: Resource;
  status: number;
  headers: HeaderMap;
  /** False for a bare HTML file: header-based rules are then not applicable. */
  headersKnown: boolean;
  redirects: Resource[];
  resources: Resource[];
  tls: TlsFacts | null;
  limitsHit: string[];
  /**
   * When the document was fetched, from the snapshot. Rules that compare dates (certificate or
   * security.txt expiry) compare with this, never with the clock, so results stay reproducible.
   * Null when unknown (a saved file graded without its time): "in the future" cannot be judged.
   */
  fetchedAt: Date | null;
  /** For a saved file graded under a web address: the file and where the address came from. */
  saved: ResolvedSnapshot['saved'];
  /**
   * What the browser measured and laid out, for a rendered snapshot (then the HTML is the DOM
   * after load); null for a static one. Rules that need it declare `needs: ['rendered']`.
   */
  rendered: ResolvedSnapshot['rendered'];
  stylesheets: Stylesheet[];
  scripts: Script[];
  jsonLd: JsonLdBlock[];
  index: ElementIndex;
  /** The first resource fetched for a role (robots, llms, sitemap …). */
  resource(role: ResourceRole): Resource | undefined;
  resourcesOf(role: ResourceRole): Resource[];
  /** Resource fetched for an absolute URL. */
  resourceByUrl(url: string): Resource | undefined;
  /** 1-based line and column of an offset in the HTML. */
  position(offset: number): { line: number; column: number };
  /** Absolute URL of a reference on the page, or null when it does not parse. */
  resolveUrl(ref: string): string | null;
}

function safeUrl(s: string): URL | null {
  try {
    return new URL(s);
  } catch {
    return null;
  }
}

const JS_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module', 'text/ecmascript', 'application/ecmascript', 'text/jscript', 'text/x-javascript', 'application/x-javascript']);

/**
 * Parses everything once: the HTML tree, each stylesheet (inline, attribute, external) and each
 * script (inline, external), plus JSON-LD, with one indexing pass over the tree. Never throws on
 * bad input; syntax errors are recorded where they occur.
 */
export function buildPage(snapshot: unknown): Page {
  const snap = resolveSnapshot(snapshot);
  const doc = snap.document;
  const html = doc.body ?? '';
  const { document, diagnostics } = parseHtml(html);
  const lines = new LineIndex(html);
  const location = safeUrl(snap.finalUrl);

  const byTag = new Map<string, Element[]>();
  const byId = new Map<string, Element[]>();
  const byAttribute = new Map<string, Element[]>();
  let elementCount = 0;
  let maxDepth = 0;
  let textLength = 0;
  const styleSources: Array<{ el: Element; kind: 'style' | 'attr' | 'link' }> = [];
  const scriptEls: Element[] = [];

  // Iterative walk: pages nest 10,000 deep in the wild and must not overflow the stack. Node and
  // depth go on parallel stacks, so the walk allocates nothing per node.
  const stack: AnyNode[] = [];
  const depths: number[] = [];
  for (let i = document.children.length - 1; i >= 0; i--) {
    stack.push(document.children[i]!);
    depths.push(1);
  }
  while (stack.length) {
    const node = stack.pop()!;
    const depth = depths.pop()!;
    if (isText(node)) {
      const p = node.parent as Element | null;
      if (!p || !isElement(p) || (p.name !== 'script' && p.name !== 'style' && (p.name !== 'template' || isShadowRoot(p)))) textLength += trimmedLength(node.data);
      continue;
    }
    if (!isElement(node)) continue;
    elementCount++;
    if (depth > maxDepth) maxDepth = depth;
    const name = node.name;
    let list = byTag.get(name);
    if (!list) byTag.set(name, (list = []));
    list.push(node);
    const attribs = node.attribs;
    for (const a in attribs) {
      const holders = byAttribute.get(a);
      if (holders) holders.push(node);
      else byAttribute.set(a, [node]);
    }
    const id = attribs['id'];
    if (id !== undefined) {
      let ids = byId.get(id);
      if (!ids) byId.set(id, (ids = []));
      ids.push(node);
    }
    if (node.attribs['style'] !== undefined) styleSources.push({ el: node, kind: 'attr' });
    if (name === 'style') styleSources.push({ el: node, kind: 'style' });
    else if (name === 'link' && tokens(node, 'rel').includes('stylesheet')) styleSources.push({ el: node, kind: 'link' });
    else if (name === 'script') scriptEls.push(node);
    const kids = node.children;
    for (let i = kids.length - 1; i >= 0; i--) {
      stack.push(kids[i]!);
      depths.push(depth + 1);
    }
  }

  const baseHref = byTag.get('base')?.find((b) => b.attribs['href'])?.attribs['href'];
  const baseUrl = (baseHref && location && safeUrl(new URL(baseHref, location).href)?.href) || snap.finalUrl;
  // Plugins resolve the same references again and again (links, scripts, images, each for its own
  // purpose), and pages repeat hrefs ('#', '/'): each distinct one is resolved once per page, and
  // the common shapes are built from the string instead of parsed (resolveSerialised).
  const base = safeUrl(baseUrl);
  const baseOrigin = base && (base.protocol === 'https:' || base.protocol === 'http:') ? new URL('/', base).href.slice(0, -1) : null;
  const baseDocument = base ? new URL('#', base).href.slice(0, -1) : null;
  const resolved = new Map<string, string | null>();
  const resolveUrl = (ref: string): string | null => {
    let abs = resolved.get(ref);
    if (abs !== undefined) return abs;
    abs = resolveSerialised(ref, baseOrigin, baseDocument);
    if (abs === null) {
      try {
        abs = new URL(ref.trim(), baseUrl).href;
      } catch {
        abs = null;
      }
    }
    resolved.set(ref, abs);
    return abs;
  };

  const byUrl = new Map<string, Resource>();
  for (const r of snap.resources) if (!byUrl.has(r.url)) byUrl.set(r.url, r);
  const lineOf = (el: Element) => lines.position(el.startIndex ?? 0).line;

  const stylesheets: Stylesheet[] = [];
  for (const { el, kind } of styleSources) {
    if (kind === 'attr') stylesheets.push(parseCss(el.attribs['style']!, 'style-attribute', snap.finalUrl, el, lineOf(el)));
    else if (kind === 'style') stylesheets.push(parseCss(textContentRaw(el), 'style-element', snap.finalUrl, el, lineOf(el)));
    else {
      const href = attr(el, 'href');
      const abs = href ? resolveUrl(href) : null;
      const res = abs ? byUrl.get(abs) : undefined;
      if (res && res.state === 'ok' && res.body !== null) stylesheets.push(parseCss(res.body, 'external', abs!, el, 1));
    }
  }

  const scripts: Script[] = [];
  const jsonLd: JsonLdBlock[] = [];
  for (const el of scriptEls) {
    const type = (attr(el, 'type') ?? '').trim().toLowerCase();
    if (type === 'application/ld+json') {
      const text = textContentRaw(el);
      try {
        jsonLd.push({ element: el, data: JSON.parse(text), error: null });
      } catch (err) {
        jsonLd.push({ element: el, data: undefined, error: (err as Error).message });
      }
      continue;
    }
    if (!JS_TYPES.has(type)) continue;
    const isModule = type === 'module';
    const src = attr(el, 'src');
    if (src !== null) {
      const abs = resolveUrl(src);
      const res = abs ? byUrl.get(abs) : undefined;
      if (res && res.state === 'ok' && res.body !== null) scripts.push(parseScript(res.body, 'external', abs!, el, isModule, 1));
    } else {
      scripts.push(parseScript(textContentRaw(el), 'inline', snap.finalUrl, el, isModule, lineOf(el)));
    }
  }

  const page: Page & WithFacts = {
    url: snap.finalUrl,
    requestedUrl: snap.requestedUrl,
    location,
    isHttps: location?.protocol === 'https:',
    baseUrl,
    source: snap.source,
    html,
    document,
    htmlDiagnostics: diagnostics,
    response: doc,
    status: doc.status,
    headers: doc.headers,
    headersKnown: snap.headersKnown,
    redirects: snap.redirects,
    resources: snap.resources,
    tls: snap.tls,
    limitsHit: snap.limitsHit,
    fetchedAt: snap.fetchedAt,
    saved: snap.saved,
    rendered: snap.rendered,
    stylesheets,
    scripts,
    jsonLd,
    index: { byTag, byId, byAttribute, elementCount, maxDepth, textLength },
    resource: (role) => snap.resources.find((r) => r.role === role),
    resourcesOf: (role) => snap.resources.filter((r) => r.role === role),
    resourceByUrl: (u) => byUrl.get(u),
    position: (offset) => lines.position(offset),
    resolveUrl,
    [FACTS]: new Map(),
  };
  return page;
}

/** `s.trim().length` without the trimmed copy when both ends are printable ASCII (nothing to trim). */
function trimmedLength(s: string): number {
  const n = s.length;
  if (n === 0) return 0;
  const first = s.charCodeAt(0);
  const last = s.charCodeAt(n - 1);
  return first > 32 && first < 127 && last > 32 && last < 127 ? n : s.trim().length;
}

/** Raw text of a script or style element (the parser keeps it as one text child). */
function textContentRaw(el: Element): string {
  if (el.children.length === 1 && isText(el.children[0])) return el.children[0].data;
  return el.children.map((c) => (isText(c) ? c.data : '')).join('');
}

/** Where `perPage` keeps a page's facts: a map on the page itself, which dies with the page. */
const FACTS = Symbol('per-page facts');
type WithFacts = { [FACTS]?: Map<object, unknown> };
/** For page objects not made by buildPage (hand-built in tests). */
const foreignFacts = new WeakMap<Page, Map<object, unknown>>();

function factsOf(page: Page): Map<object, unknown> {
  const own = (page as WithFacts)[FACTS];
  if (own) return own;
  let m = foreignFacts.get(page);
  if (!m) foreignFacts.set(page, (m = new Map()));
  return m;
}

/**
 * Memoises a computation per page, so several checks share one pass over it. The value lives in a
 * map held by the page, not in a module-level weak map: nothing outlives the page, nothing leaks
 * from one page to the next, and the garbage collector does not have to trace weak entries (V8
 * keeps a weak map's values through minor collections).
 */
export function perPage<T>(compute: (page: Page) => T): (page: Page) => T {
  const key = {};
  return (page) => {
    const facts = factsOf(page);
    const hit = facts.get(key);
    if (hit !== undefined || facts.has(key)) return hit as T;
    const value = compute(page);
    facts.set(key, value);
    return value;
  };
}

/**
 * Each tag name's position in `page.index.byTag` (tags in order of first appearance). A check that
 * reads a few elements from `byAttribute` sorts them by it to report in the order a loop over
 * `byTag` would, so its findings stay in the order they had when it visited every element.
 */
export const tagRanks = perPage((page: Page): Map<string, number> => {
  const ranks = new Map<string, number>();
  for (const tag of page.index.byTag.keys()) ranks.set(tag, ranks.size);
  return ranks;
});

/**
 * Elements from an attribute list (document order) rearranged into the order of a loop over
 * `page.index.byTag` (tags in order of first appearance, document order within a tag), the order
 * in which checks report. Lets a check read the few elements with an attribute instead of every
 * element of the page, keeping its findings in the same order.
 */
export function inTagOrder(page: Page, els: readonly Element[] | undefined): Element[] {
  if (!els || els.length === 0) return [];
  const r = tagRanks(page);
  // Array#sort is stable: document order is kept within a tag.
  return els.slice().sort((a, b) => r.get(a.name)! - r.get(b.name)!);
}

/** The elements of several tags from the index, merged into document order. */
export function elementsInOrder(page: Page, tags: readonly string[]): Element[] {
  const lists: Element[][] = [];
  for (const t of tags) {
    const list = page.index.byTag.get(t);
    if (list) lists.push(list);
  }
  return mergeInOrder(lists);
}

/**
 * The index's lists of the elements that carry each attribute named, in document order each (a
 * name ending in `*` stands for every attribute that starts with the rest); an element carrying
 * two of them is in two lists.
 */
export function attributeLists(page: Page, names: readonly string[]): Array<readonly Element[]> {
  const byAttribute = page.index.byAttribute;
  const lists: Array<readonly Element[]> = [];
  for (const name of names) {
    if (!name.endsWith('*')) {
      const els = byAttribute.get(name);
      if (els) lists.push(els);
      continue;
    }
    const prefix = name.slice(0, -1);
    for (const [a, els] of byAttribute) if (a.startsWith(prefix)) lists.push(els);
  }
  return lists;
}

const startOf = (el: Element): number => el.startIndex ?? 0;

/** Whether a list is in ascending order of start offset. */
function ascending(list: readonly Element[]): boolean {
  for (let i = 1; i < list.length; i++) if (startOf(list[i - 1]!) > startOf(list[i]!)) return false;
  return true;
}

/**
 * The lists concatenated and stably sorted by start offset. The index lists its elements in
 * document order, so they are merged in linear time instead (ties go to the earlier list, as in
 * the stable sort); a list out of order falls back to the sort.
 */
export function mergeInOrder(lists: ReadonlyArray<readonly Element[]>): Element[] {
  let out: Element[] = [];
  for (const list of lists) {
    if (!ascending(list)) {
      const all: Element[] = [];
      for (const l of lists) for (const el of l) all.push(el);
      return all.sort((a, b) => startOf(a) - startOf(b));
    }
    if (out.length === 0) {
      out = list.slice();
      continue;
    }
    const merged: Element[] = new Array(out.length + list.length);
    let i = 0;
    let j = 0;
    let k = 0;
    while (i < out.length && j < list.length) merged[k++] = startOf(list[j]!) < startOf(out[i]!) ? list[j++]! : out[i++]!;
    while (i < out.length) merged[k++] = out[i++]!;
    while (j < list.length) merged[k++] = list[j++]!;
    out = merged;
  }
  return out;
}
