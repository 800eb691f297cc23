import type { AnyNode, Element } from 'domhandler';
import { dom, perPage, type Page } from '@pagegrade/core';

/**
 * What an element inherits from its ancestors, cached per page for every ancestor computed, so
 * rules never walk up the whole tree per element (pages nest 10,000 deep).
 */
export interface Ctx {
  /** Hidden by markup: hidden, aria-hidden="true" or an inline display:none/visibility:hidden on it or an ancestor. */
  hidden: boolean;
  /** Inside <template> or <noscript>. */
  inert: boolean;
  form: Element | null;
  label: Element | null;
  link: Element | null;
  nav: Element | null;
  header: Element | null;
  /** Inside role=search or <search>. */
  search: boolean;
  /** Inside <dialog>, role=dialog or a popover. */
  dialog: boolean;
  /** Inside article, section, aside, main or nav. */
  sectioning: boolean;
}

const ROOT: Ctx = { hidden: false, inert: false, form: null, label: null, link: null, nav: null, header: null, search: false, dialog: false, sectioning: false };
const HIDDEN_STYLE = /(^|;)\s*(display\s*:\s*none|visibility\s*:\s*hidden)/i;
const SECTIONING = new Set(['article', 'section', 'aside', 'main', 'nav']);
/** Tags that change what their descendants inherit; any other element without role or popover passes its context on as it is. */
const CONTEXT_TAGS = new Set(['template', 'noscript', 'form', 'label', 'a', 'nav', 'header', 'search', 'dialog', 'article', 'section', 'aside', 'main']);

interface TreeCache {
  /** What the children of an element inherit, for the ancestors of the elements asked about so far. */
  forKids: Map<Element, Ctx>;
  /** Scratch list of the ancestors still to compute. */
  chain: Element[];
}
const treeCache = perPage((): TreeCache => ({ forKids: new Map(), chain: [] }));

const NAVIGATION_ROLE = /(^|\s)navigation(\s|$)/;
const BANNER_ROLE = /(^|\s)banner(\s|$)/;

/** A navigation: <nav> or role="navigation" (what a link's `nav` context is). */
export function isNavigation(el: Element): boolean {
  const role = el.attribs['role'];
  return el.name === 'nav' || (role !== undefined && NAVIGATION_ROLE.test(role));
}

/** A header: <header> or role="banner" (what a link's `header` context is). */
export function isBanner(el: Element): boolean {
  const role = el.attribs['role'];
  return el.name === 'header' || (role !== undefined && BANNER_ROLE.test(role));
}

/** What the children of `p` inherit, given `p`'s own context (the same object when `p` changes nothing). */
function inherit(p: Element, parent: Ctx): Ctx {
  const name = p.name;
  const a = p.attribs;
  if (a['role'] === undefined && a['popover'] === undefined && !CONTEXT_TAGS.has(name)) return parent;
  // Most of these elements (form, a, section …) have no role: no pattern is run for them.
  const role = a['role'];
  const inert = parent.inert || name === 'template' || name === 'noscript';
  const form = name === 'form' ? p : parent.form;
  const label = name === 'label' ? p : parent.label;
  const link = name === 'a' ? p : parent.link;
  const nav = isNavigation(p) ? p : parent.nav;
  const header = isBanner(p) ? p : parent.header;
  const search = parent.search || name === 'search' || (role !== undefined && /(^|\s)search(\s|$)/.test(role));
  const dialog = parent.dialog || name === 'dialog' || (role !== undefined && /(^|\s)(alert)?dialog(\s|$)/.test(role)) || a['popover'] !== undefined;
  const sectioning = parent.sectioning || SECTIONING.has(name);
  if (inert === parent.inert && form === parent.form && label === parent.label && link === parent.link && nav === parent.nav && header === parent.header && search === parent.search && dialog === parent.dialog && sectioning === parent.sectioning) return parent;
  return { hidden: parent.hidden, inert, form, label, link, nav, header, search, dialog, sectioning };
}

/** The context of `el` itself, given what its parent passes on. */
function own(el: Element, inherited: Ctx): Ctx {
  if (inherited.hidden) return inherited;
  const a = el.attribs;
  const selfHidden = a['hidden'] !== undefined || a['aria-hidden'] === 'true' || (a['style'] !== undefined && HIDDEN_STYLE.test(a['style']));
  return selfHidden ? { ...inherited, hidden: true } : inherited;
}

/**
 * Computed lazily from the top down along the element's ancestors, stopping at the first one
 * already known: rules ask about a few hundred elements (links, controls, landmarks), so only
 * their ancestors are ever visited, each once per page, and no ancestor walk repeats.
 */
export function ctxOf(page: Page, el: Element): Ctx {
  const inherited = inheritedCtx(page, el);
  return inherited === null ? ROOT : own(el, inherited);
}

/** What `el` inherits from its ancestors; null when `el` is not in the page's tree. */
function inheritedCtx(page: Page, el: Element): Ctx | null {
  const { forKids, chain } = treeCache(page);
  let inherited: Ctx | undefined;
  let node: Element = el;
  for (;;) {
    const parent = node.parent;
    if (parent === page.document) {
      inherited = ROOT;
      break;
    }
    if (!parent || (parent.type !== 'tag' && parent.type !== 'script' && parent.type !== 'style')) {
      // Not in the page's tree (detached, or below a node that is not an element).
      chain.length = 0;
      return null;
    }
    node = parent as Element;
    inherited = forKids.get(node);
    if (inherited) break;
    chain.push(node);
  }
  for (let i = chain.length - 1; i >= 0; i--) {
    const p = chain[i]!;
    inherited = inherit(p, own(p, inherited));
    forKids.set(p, inherited);
  }
  chain.length = 0;
  return inherited!;
}

/** Hidden by markup (self or ancestor), without walking up the tree. */
export function hidden(page: Page, el: Element): boolean {
  return ctxOf(page, el).hidden;
}

/** Text of a subtree, stopping after maxChars characters or maxNodes nodes (script/style/template skipped). */
export function boundedText(root: Element, maxChars = 500, maxNodes = 5000): string {
  let out = '';
  let visited = 0;
  const stack: AnyNode[] = [];
  for (let i = root.children.length - 1; i >= 0; i--) stack.push(root.children[i]!);
  while (stack.length && out.length < maxChars && visited++ < maxNodes) {
    const n = stack.pop()!;
    if (n.type === 'text') out += (n as unknown as { data: string }).data;
    else if (n.type === 'tag') {
      const e = n as Element;
      if (e.name === 'template') continue;
      if (e.name === 'img' && e.attribs['alt']) out += ` ${e.attribs['alt']} `;
      for (let i = e.children.length - 1; i >= 0; i--) stack.push(e.children[i]!);
    }
  }
  return dom.normalizeSpace(out.slice(0, maxChars));
}

/** The first descendant matching a predicate, searching at most maxNodes nodes. */
export function findDescendant(root: Element, pred: (e: Element) => boolean, maxNodes = 5000): Element | null {
  let visited = 0;
  const stack: AnyNode[] = [];
  for (let i = root.children.length - 1; i >= 0; i--) stack.push(root.children[i]!);
  while (stack.length && visited++ < maxNodes) {
    const n = stack.pop()!;
    if (n.type !== 'tag' && n.type !== 'script' && n.type !== 'style') continue;
    const e = n as Element;
    if (pred(e)) return e;
    for (let i = e.children.length - 1; i >= 0; i--) stack.push(e.children[i]!);
  }
  return null;
}

