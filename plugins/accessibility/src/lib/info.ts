/**
 * Facts about a page that several accessibility rules share, computed once per page in a single
 * iterative walk and cached in a WeakMap (no state leaks between pages).
 */
import type { AnyNode, Element } from 'domhandler';
import { dom, type Page } from '@pagegrade/core';

export interface PageInfo {
  /** Elements hidden from assistive technology by markup: hidden, aria-hidden="true", inline display:none / visibility:hidden, or inside one; also template and noscript contents. */
  hidden: Set<Element>;
  /** Elements inside (or being) an aria-hidden="true" subtree. */
  ariaHidden: Set<Element>;
  /**
   * Elements whose subtree holds something a name from content can use: non-blank text, alt text,
   * an input value, an svg title or an aria-label. Lets name computation skip empty subtrees, so
   * deeply nested empty controls stay linear.
   */
  hasContent: Set<Element>;
  /** <label for="…"> elements by the id they point at. */
  labelsFor: Map<string, Element[]>;
  /** The html element (first), the body element (first). */
  html: Element | null;
  body: Element | null;
}

const cache = new WeakMap<Page, PageInfo>();

const HIDING_STYLE = /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)\s*(?:!important\s*)?(?:;|$)/i;

/** Whether this element itself (not its ancestors) hides its subtree by markup. */
export function hidesItself(el: Element): boolean {
  if (el.attribs['hidden'] !== undefined) return true;
  if ((el.attribs['aria-hidden'] ?? '').trim().toLowerCase() === 'true') return true;
  const style = el.attribs['style'];
  return style !== undefined && style.length < 10_000 && HIDING_STYLE.test(style);
}

function providesName(el: Element): boolean {
  const label = el.attribs['aria-label'];
  if (label !== undefined && label.trim() !== '') return true;
  switch (el.name) {
    case 'img':
    case 'area':
      return (el.attribs['alt'] ?? '').trim() !== '';
    case 'input':
      return (el.attribs['type'] ?? '').toLowerCase() !== 'hidden';
    case 'svg':
      return el.children.some((c) => dom.isElement(c) && c.name === 'title');
    default:
      return false;
  }
}

export function pageInfo(page: Page): PageInfo {
  let info = cache.get(page);
  if (info) return info;
  // Plain sets: they live as long as the page's entry in the cache, and weak sets cost the
  // garbage collector far more on pages with tens of thousands of elements.
  const hidden = new Set<Element>();
  const ariaHidden = new Set<Element>();
  const labelsFor = new Map<string, Element[]>();
  for (const label of page.index.byTag.get('label') ?? []) {
    const f = label.attribs['for'];
    if (f === undefined || f === '') continue;
    let list = labelsFor.get(f);
    if (!list) labelsFor.set(f, (list = []));
    list.push(label);
  }
  const hasContent = new Set<Element>();
  const order: Element[] = [];
  // Parallel stacks (node, inherited flags: 1 hidden, 2 aria-hidden): no object per node.
  const nodes: AnyNode[] = [];
  const flags: number[] = [];
  const roots = page.document.children;
  for (let i = roots.length - 1; i >= 0; i--) {
    nodes.push(roots[i]!);
    flags.push(0);
  }
  while (nodes.length) {
    const node = nodes.pop()!;
    const f = flags.pop()!;
    if (dom.isText(node)) {
      const p = node.parent as Element | null;
      if (p && p.name && !hasContent.has(p) && node.data.trim() !== '') hasContent.add(p);
      continue;
    }
    if (!dom.isElement(node)) continue;
    const el = node;
    order.push(el);
    if (providesName(el)) hasContent.add(el);
    const isAh = (f & 2) !== 0 || (el.attribs['aria-hidden'] ?? '').trim().toLowerCase() === 'true';
    const isHid = (f & 1) !== 0 || isAh || hidesItself(el) || el.name === 'template' || el.name === 'noscript' || el.name === 'head' || el.name === 'script' || el.name === 'style';
    if (isHid) hidden.add(el);
    if (isAh) ariaHidden.add(el);
    const kidFlags = (isHid ? 1 : 0) | (isAh ? 2 : 0);
    const kids = el.children;
    for (let i = kids.length - 1; i >= 0; i--) {
      nodes.push(kids[i]!);
      flags.push(kidFlags);
    }
  }
  for (let i = order.length - 1; i >= 0; i--) {
    const el = order[i]!;
    const p = el.parent as Element | null;
    if (p && p.name && hasContent.has(el)) hasContent.add(p);
  }
  info = {
    hasContent,
    hidden,
    ariaHidden,
    labelsFor,
    html: page.index.byTag.get('html')?.[0] ?? null,
    body: page.index.byTag.get('body')?.[0] ?? null,
  };
  cache.set(page, info);
  return info;
}

/** Whether the element is hidden from assistive technology by markup (itself or an ancestor). */
export function isHidden(page: Page, el: Element): boolean {
  return pageInfo(page).hidden.has(el);
}

/** A short, readable reference to an element for finding details: `<img src="hero.jpg">`. */
export function describe(el: Element, max = 90): string {
  return dom.snippet(el, max);
}

/** Quotes a value for a finding, shortened. */
export function q(value: string, max = 60): string {
  const v = dom.normalizeSpace(value);
  return `"${v.length > max ? `${v.slice(0, max - 1)}…` : v}"`;
}

/** The nearest ancestor matching, looking at most `limit` levels up (keeps rules linear on very deep trees). */
export function closestWithin(el: Element, predicate: (e: Element) => boolean, limit = 64): Element | null {
  let cur = el.parent as Element | null;
  for (let i = 0; cur && cur.name && i < limit; i++, cur = cur.parent as Element | null) if (predicate(cur)) return cur;
  return null;
}

/**
 * The first `max` characters of an element's text (white space collapsed), for finding details.
 * Stops early, so quoting an element that wraps a huge or deeply nested subtree stays cheap.
 */
export function shortText(el: Element, max = 40): string {
  let out = '';
  let visits = 0;
  const stack: AnyNode[] = [];
  for (let i = el.children.length - 1; i >= 0; i--) stack.push(el.children[i]!);
  while (stack.length && out.length < max * 2 + 20 && ++visits < 2000) {
    const n = stack.pop()!;
    if (dom.isText(n)) out += n.data;
    else if (dom.isElement(n) && n.name !== 'script' && n.name !== 'style' && n.name !== 'template') {
      for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]!);
    }
  }
  const t = dom.normalizeSpace(out);
  return t.length > max ? `${t.slice(0, max - 1)}…` : t;
}
