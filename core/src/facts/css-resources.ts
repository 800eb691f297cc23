import type * as CssTree from 'css-tree';
import { perPage, type Page } from '../engine/page.ts';
import type { Stylesheet } from '../parse/css.ts';
import { cssListHead, cssListTail, csstree } from '../parse/csstree.ts';

function isNetworkUrl(url: string): boolean {
  return url.startsWith('https:') || url.startsWith('http:');
}

export interface FontSource {
  /** Absolute URL, or null for local(). */
  url: string | null;
  /** Lower-case format() hint, or null. */
  format: string | null;
}

export interface FontFace {
  sheet: Stylesheet;
  node: CssTree.Atrule;
  family: string | null;
  /** Lower-case font-display value, or null when the descriptor is absent. */
  display: string | null;
  /** Lower-case font-weight and font-style descriptors ('' when absent). */
  weight: string;
  style: string;
  sources: FontSource[];
}

export interface CssUrl {
  sheet: Stylesheet;
  node: CssTree.CssNode;
  /** Absolute URL (data: URIs kept as they are). */
  url: string;
}

export interface CssResources {
  fontFaces: FontFace[];
  imports: CssUrl[];
  /** url() references in declarations outside @font-face (backgrounds, masks, cursors …). */
  urls: CssUrl[];
  /** data: URIs anywhere in the CSS. */
  dataUris: CssUrl[];
}

/**
 * Bounds on what is collected, so pathological stylesheets (tens of thousands of faces or url()s)
 * stay linear and cheap; every threshold in the rules is far below these.
 */
const MAX_FACES = 5000;
const MAX_URLS = 20000;

function resolveIn(page: Page, sheet: Stylesheet, ref: string): string | null {
  const v = ref.trim();
  if (v === '') return null;
  if (v.startsWith('data:')) return v;
  if (sheet.origin !== 'external') return page.resolveUrl(v);
  try {
    return new URL(v, sheet.url).href;
  } catch {
    return null;
  }
}

function unquote(s: string): string {
  return s.replace(/^["']|["']$/g, '');
}

/** The walk's state for one sheet: where facts go, and the sheet's resolved references. */
interface SheetWalk {
  page: Page;
  sheet: Stylesheet;
  facts: CssResources;
  /** Created on the first url() of the sheet: most sheets (style attributes) have none. */
  resolved: Map<string, string | null> | null;
}

function resolve(w: SheetWalk, ref: string): string | null {
  w.resolved ??= new Map();
  let abs = w.resolved.get(ref);
  if (abs === undefined) {
    abs = resolveIn(w.page, w.sheet, ref);
    if (w.resolved.size < MAX_URLS) w.resolved.set(ref, abs);
  }
  return abs;
}

function addUrl(w: SheetWalk, node: CssTree.Url): void {
  const facts = w.facts;
  if (node.value.trimStart().startsWith('data:')) {
    if (facts.dataUris.length < MAX_URLS) facts.dataUris.push({ sheet: w.sheet, node, url: node.value.trim() });
    return;
  }
  if (facts.urls.length >= MAX_URLS) return;
  const abs = resolve(w, node.value);
  if (!abs) return;
  if (abs.startsWith('data:')) facts.dataUris.push({ sheet: w.sheet, node, url: abs });
  else if (isNetworkUrl(abs)) facts.urls.push({ sheet: w.sheet, node, url: abs });
}

function scanValue(w: SheetWalk, value: CssTree.Declaration['value']): void {
  if (value.type !== 'Value') return;
  for (let it = cssListHead(value.children); it; it = it.next) {
    const child = it.data;
    if (child.type === 'Url') addUrl(w, child);
    else if (child.type === 'Function') {
      for (let f = cssListHead(child.children); f; f = f.next) if (f.data.type === 'Url') addUrl(w, f.data);
    }
  }
}

function fontFace(w: SheetWalk, node: CssTree.Atrule): void {
  const { facts, sheet } = w;
  if (facts.fontFaces.length >= MAX_FACES) return;
  const face: FontFace = { sheet, node, family: null, display: null, weight: '', style: '', sources: [] };
  facts.fontFaces.push(face);
  node.block?.children.forEach((decl) => {
    if (decl.type !== 'Declaration') return;
    const prop = decl.property.toLowerCase();
    if (prop === 'font-display') face.display = csstree.generate(decl.value).trim().toLowerCase();
    else if (prop === 'font-family') face.family = unquote(csstree.generate(decl.value).trim());
    else if (prop === 'font-weight') face.weight = csstree.generate(decl.value).trim().toLowerCase();
    else if (prop === 'font-style') face.style = csstree.generate(decl.value).trim().toLowerCase();
    else if (prop === 'src' && decl.value.type === 'Value') {
      let current: FontSource | null = null;
      decl.value.children.forEach((child) => {
        if (child.type === 'Url') {
          const abs = resolve(w, child.value);
          current = { url: abs, format: null };
          face.sources.push(current);
          if (abs && abs.startsWith('data:')) facts.dataUris.push({ sheet, node: child, url: abs });
        } else if (child.type === 'Function' && child.name.toLowerCase() === 'local') {
          current = { url: null, format: null };
          face.sources.push(current);
        } else if (child.type === 'Function' && child.name.toLowerCase() === 'format' && current) {
          current.format = unquote(csstree.generate(child).slice(7, -1).trim()).toLowerCase();
        } else if (child.type === 'Operator' && child.value === ',') {
          current = null;
        }
      });
    }
  });
}

/**
 * What the page's CSS makes the browser fetch, once per page: @font-face rules with their sources,
 * @import targets, url()s in declarations and data: URIs, from one pass over every stylesheet the
 * engine parsed (inline, attribute and fetched external).
 * A hand-written descent (rules, at-rules, declarations, and values one function deep) rather
 * than csstree.walk, which visits every selector and value token and is several times slower on
 * very large stylesheets. Pages have hundreds of style attributes, each a sheet of its own, so
 * nothing is allocated per sheet or per block beyond what is found.
 */
export const cssResources = perPage((page: Page): CssResources => {
  const facts: CssResources = { fontFaces: [], imports: [], urls: [], dataUris: [] };
  const w: SheetWalk = { page, sheet: page.stylesheets[0]!, facts, resolved: null };
  // Iterative over nested blocks: @media, @supports, @layer and CSS nesting.
  const stack: CssTree.CssNode[] = [];
  for (const sheet of page.stylesheets) {
    // Everything collected is a url() (a function token: a literal "(" in the source) or an
    // at-rule (a literal "@"). Most sheets are style attributes with neither, and two searches of
    // their text cost far less than descending their tree.
    const text = sheet.text;
    if (text.indexOf('(') === -1 && text.indexOf('@') === -1) continue;
    w.sheet = sheet;
    w.resolved = null;
    stack.push(sheet.ast);
    while (stack.length) {
      const node = stack.pop()!;
      if (node.type === 'StyleSheet' || node.type === 'Block' || node.type === 'DeclarationList') {
        // Pushed last to first, so they are taken in order.
        for (let it = cssListTail<CssTree.CssNode>(node.children as CssTree.List<CssTree.CssNode>); it; it = it.prev) stack.push(it.data);
      } else if (node.type === 'Rule') {
        if (node.block) stack.push(node.block);
      } else if (node.type === 'Declaration') {
        scanValue(w, node.value);
      } else if (node.type === 'Atrule') {
        const name = node.name.toLowerCase();
        if (name === 'font-face') fontFace(w, node);
        else if (name === 'import' && node.prelude && node.prelude.type === 'AtrulePrelude') {
          const first = node.prelude.children.first;
          const raw = first?.type === 'Url' ? first.value : first?.type === 'String' ? first.value : null;
          const abs = raw ? resolveIn(page, sheet, unquote(raw)) : null;
          if (abs) facts.imports.push({ sheet, node, url: abs });
        } else if (node.block) stack.push(node.block);
      }
    }
  }
  return facts;
});
