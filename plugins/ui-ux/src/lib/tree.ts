import type { AnyNode, Element } from 'domhandler';
import { dom, type Page } from '@pagegrade/core';

/**
 * What an element inherits from its ancestors, computed for the whole page in one top-down pass
 * and cached per page, so rules never walk up the tree per element (pages nest 10,000 deep).
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
const cache = new WeakMap<Page, Map<Element, Ctx>>();

/** What the children of `p` inherit, given `p`'s own context. */
function inherit(p: Element, parent: Ctx): Ctx {
  const role = p.attribs['role'] ?? '';
  return {
    hidden: parent.hidden,
    inert: parent.inert || p.name === 'template' || p.name === 'noscript',
    form: p.name === 'form' ? p : parent.form,
    label: p.name === 'label' ? p : parent.label,
    link: p.name === 'a' ? p : parent.link,
    nav: p.name === 'nav' || /(^|\s)navigation(\s|$)/.test(role) ? p : parent.nav,
    header: p.name === 'header' || /(^|\s)banner(\s|$)/.test(role) ? p : parent.header,
    search: parent.search || p.name === 'search' || /(^|\s)search(\s|$)/.test(role),
    dialog: parent.dialog || p.name === 'dialog' || /(^|\s)(alert)?dialog(\s|$)/.test(role) || p.attribs['popover'] !== undefined,
    sectioning: parent.sectioning || SECTIONING.has(p.name),
  };
}

function build(page: Page): Map<Element, Ctx> {
  const map = new Map<Element, Ctx>();
  // Siblings inherit the same context, so it is computed once per parent (not per child) and
  // the stack holds pairs (node, inherited context) instead of an object per node.
  const nodes: AnyNode[] = [];
  const inherited: Ctx[] = [];
  for (let i = page.document.children.length - 1; i >= 0; i--) {
    nodes.push(page.document.children[i]!);
    inherited.push(ROOT);
  }
  while (nodes.length) {
    const node = nodes.pop()!;
    const c = inherited.pop()!;
    if (node.type !== 'tag' && node.type !== 'script' && node.type !== 'style') continue;
    const el = node as Element;
    const a = el.attribs;
    const selfHidden = a['hidden'] !== undefined || a['aria-hidden'] === 'true' || (a['style'] !== undefined && HIDDEN_STYLE.test(a['style']));
    const own = selfHidden && !c.hidden ? { ...c, hidden: true } : c;
    map.set(el, own);
    const kids = el.children;
    if (kids.length === 0) continue;
    const forKids = inherit(el, own);
    for (let i = kids.length - 1; i >= 0; i--) {
      nodes.push(kids[i]!);
      inherited.push(forKids);
    }
  }
  return map;
}

export function ctxOf(page: Page, el: Element): Ctx {
  let m = cache.get(page);
  if (!m) cache.set(page, (m = build(page)));
  return m.get(el) ?? ROOT;
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

/** A short name for a link or button from markup: aria-label, else its text (bounded), else title. */
export function shortName(el: Element): string {
  const aria = dom.normalizeSpace(el.attribs['aria-label'] ?? '');
  if (aria) return aria;
  const t = boundedText(el, 200);
  return t || dom.normalizeSpace(el.attribs['title'] ?? '');
}
