/**
 * Shadow trees in the parsed DOM, and the flat tree they make with the light DOM.
 *
 * A shadow root is written in HTML as a declarative `<template shadowrootmode="open">` (or
 * `closed`) inside its host: a page may serve it so, and the renderer serialises every open shadow
 * root of the drawn page so (core/src/render/in-page.ts). The parser keeps the template as the
 * host's child, with the shadow tree's nodes as its children. A browser renders the *flat tree*:
 * the host's content is its shadow tree, and the host's own (light) children appear only where a
 * `<slot>` of the shadow tree takes them — or nowhere. The helpers here answer in that tree, so
 * what a visitor sees (text, names, styles, boxes) is read where it is drawn.
 *
 * Pages with no shadow root (nearly all) answer from the plain parent and children: one map lookup.
 */
import type { AnyNode, Element } from 'domhandler';
import { isElement } from '../dom/index.ts';
import { composedParent, isShadowRoot } from '../dom/shadow-root.ts';
import { perPage, type Page } from '../engine/page.ts';

export { composedParent, isShadowRoot };

interface ShadowFacts {
  /** Each host's shadow root (its template element). */
  roots: Map<Element, Element>;
  /** Per shadow root, its slots by name ('' for the default slot), the first in tree order. */
  slots: Map<Element, Map<string, Element>>;
}

const shadowFacts = perPage((page: Page): ShadowFacts => {
  const roots = new Map<Element, Element>();
  for (const t of page.index.byTag.get('template') ?? []) if (isShadowRoot(t)) roots.set(t.parent as Element, t);
  return { roots, slots: new Map() };
});

/** Whether an element is one of the page's shadow roots (the template its host holds as its shadow tree). */
function isRootTemplate(roots: ReadonlyMap<Element, Element>, el: Element): boolean {
  return el.name === 'template' && roots.get(el.parent as Element) === el;
}

/** Whether the page has any shadow root: without one, the flat tree is the DOM. */
export function hasShadowRoots(page: Page): boolean {
  return shadowFacts(page).roots.size > 0;
}

/** The shadow root (its template element) an element hosts, or null. */
export function shadowRootOf(page: Page, host: Element): Element | null {
  const { roots } = shadowFacts(page);
  return roots.size === 0 ? null : (roots.get(host) ?? null);
}

/** The slots of a shadow tree by name, not looking into nested shadow trees (they slot their own hosts' children). */
function slotsOf(page: Page, root: Element): Map<string, Element> {
  const facts = shadowFacts(page);
  let slots = facts.slots.get(root);
  if (slots) return slots;
  slots = new Map();
  const stack: AnyNode[] = [...root.children].reverse();
  while (stack.length) {
    const n = stack.pop()!;
    if (!isElement(n) || isRootTemplate(facts.roots, n)) continue;
    if (n.name === 'slot') {
      const name = n.attribs['name'] ?? '';
      if (!slots.has(name)) slots.set(name, n);
    }
    for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]!);
  }
  facts.slots.set(root, slots);
  return slots;
}

/**
 * The slot of its host's shadow tree that a light child is drawn in: an element by its `slot`
 * attribute, text (and an element without one) in the default slot; null when no slot takes it
 * (it is then not drawn at all) or its parent hosts no shadow root.
 */
export function assignedSlot(page: Page, node: AnyNode): Element | null {
  const host = node.parent;
  if (!host || !isElement(host)) return null;
  const root = shadowRootOf(page, host);
  if (!root || root === node) return null;
  const name = isElement(node) ? (node.attribs['slot'] ?? '') : '';
  return slotsOf(page, root).get(name) ?? null;
}

/**
 * A light child of a shadow host that no slot takes: the browser draws nothing of it (nor of its
 * subtree). Comments and blank text aside, these are what `hidden` checks must treat as hidden.
 */
export function unslotted(page: Page, node: AnyNode): boolean {
  const host = node.parent;
  if (!host || !isElement(host)) return false;
  const root = shadowRootOf(page, host);
  return root !== null && root !== node && assignedSlot(page, node) === null;
}

/**
 * The parent of a node in the flat tree: the host for the top of a shadow tree, the slot a light
 * child of a host is drawn in (null when no slot takes it), the DOM parent otherwise.
 */
export function flatParent(page: Page, node: AnyNode): Element | null {
  const p = node.parent;
  if (!p || !isElement(p)) return null;
  const { roots } = shadowFacts(page);
  if (roots.size === 0) return p;
  if (isRootTemplate(roots, p)) return p.parent as Element;
  const root = roots.get(p);
  if (root === undefined) return p;
  return node === root ? p : assignedSlot(page, node);
}

/**
 * The children of an element in the flat tree: a host's are its shadow root's, a slot's are the
 * light children assigned to it (its own children, the fallback, when none is), others' their own.
 */
export function flatChildren(page: Page, el: Element): readonly AnyNode[] {
  const { roots } = shadowFacts(page);
  if (roots.size === 0) return el.children;
  const root = roots.get(el);
  if (root) return root.children;
  if (el.name !== 'slot') return el.children;
  const tree = shadowTreeOf(page, el);
  if (!tree) return el.children;
  const host = tree.parent as Element;
  const assigned = host.children.filter((c) => c !== tree && assignedSlot(page, c) === el);
  return assigned.length > 0 ? assigned : el.children;
}

/**
 * The shadow root (template element) whose tree holds an element, or null for the document's
 * tree. IDs and `aria-*` references resolve within one tree: an `aria-owns` in the document does
 * not reach an element of a shadow tree.
 */
export function shadowTreeOf(page: Page, el: Element): Element | null {
  const { roots } = shadowFacts(page);
  if (roots.size === 0) return null;
  for (let up = el.parent; up && isElement(up); up = up.parent) if (isRootTemplate(roots, up)) return up;
  return null;
}
