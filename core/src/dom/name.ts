import type { Element } from 'domhandler';
import { perPage, type Page } from '../engine/page.ts';
import { attr, closest, descendants, isElement, isText, normalizeSpace } from './index.ts';

const NAME_FROM_CONTENT = new Set(['a', 'button', 'summary', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'td', 'th', 'caption', 'legend', 'option', 'label', 'figcaption', 'li', 'dt', 'dd']);
const CONTENT_ROLES = new Set(['button', 'link', 'heading', 'cell', 'columnheader', 'rowheader', 'menuitem', 'menuitemcheckbox', 'menuitemradio', 'option', 'radio', 'checkbox', 'switch', 'tab', 'treeitem', 'tooltip', 'gridcell', 'row', 'sectionhead']);

/** Whether an element is hidden from assistive technology by markup alone (no CSS known). */
export function isHiddenByMarkup(el: Element): boolean {
  for (let cur: Element | null = el; cur; cur = cur.parent && isElement(cur.parent as Element) ? (cur.parent as Element) : null) {
    if (cur.attribs['hidden'] !== undefined || cur.attribs['aria-hidden'] === 'true') return true;
    const style = cur.attribs['style'];
    if (style && /(^|;)\s*(display\s*:\s*none|visibility\s*:\s*hidden)/i.test(style)) return true;
  }
  return false;
}

/**
 * The accessible name an element gets from markup, after the W3C accname algorithm's steps that
 * need no layout: aria-labelledby, aria-label, native labels (label[for], wrapping label, alt,
 * value, legend, caption, title attribute) and content for roles that take their name from it.
 */
export function accessibleName(el: Element, page: Page, visited = new Set<Element>()): string {
  if (visited.has(el)) return '';
  visited.add(el);
  const labelledby = attr(el, 'aria-labelledby');
  if (labelledby && visited.size === 1) {
    const parts = labelledby
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => page.index.byId.get(id)?.[0])
      .filter((e): e is Element => !!e)
      .map((e) => textName(e, page, visited));
    const joined = normalizeSpace(parts.join(' '));
    if (joined) return joined;
  }
  const label = attr(el, 'aria-label');
  if (label && normalizeSpace(label)) return normalizeSpace(label);
  const native = nativeName(el, page, visited);
  if (native) return native;
  const role = (attr(el, 'role') ?? '').trim().split(/\s+/)[0] ?? '';
  if (NAME_FROM_CONTENT.has(el.name) || CONTENT_ROLES.has(role)) {
    const t = textName(el, page, visited);
    if (t) return t;
  }
  const title = attr(el, 'title');
  return title ? normalizeSpace(title) : '';
}

function nativeName(el: Element, page: Page, visited: Set<Element>): string {
  switch (el.name) {
    case 'img':
    case 'area':
      return normalizeSpace(attr(el, 'alt') ?? '');
    case 'input': {
      const type = (attr(el, 'type') ?? 'text').toLowerCase();
      if (type === 'image') return normalizeSpace(attr(el, 'alt') ?? '');
      if (type === 'submit' || type === 'reset' || type === 'button') {
        const v = attr(el, 'value');
        if (v !== null) return normalizeSpace(v);
        return type === 'submit' ? 'Submit' : type === 'reset' ? 'Reset' : '';
      }
      return labelName(el, page, visited);
    }
    case 'select':
    case 'textarea':
    case 'meter':
    case 'progress':
    case 'output':
      return labelName(el, page, visited);
    case 'button':
      return labelName(el, page, visited);
    case 'fieldset': {
      const legend = el.children.find((c) => isElement(c) && c.name === 'legend') as Element | undefined;
      return legend ? textName(legend, page, visited) : '';
    }
    case 'table': {
      const caption = el.children.find((c) => isElement(c) && c.name === 'caption') as Element | undefined;
      return caption ? textName(caption, page, visited) : '';
    }
    case 'figure': {
      const cap = el.children.find((c) => isElement(c) && c.name === 'figcaption') as Element | undefined;
      return cap ? textName(cap, page, visited) : '';
    }
    case 'svg': {
      const t = el.children.find((c) => isElement(c) && c.name === 'title') as Element | undefined;
      return t ? textName(t, page, visited) : '';
    }
    case 'iframe':
    case 'frame':
      return normalizeSpace(attr(el, 'title') ?? '');
    default:
      return '';
  }
}

/** `<label for>` by target id, built once per page (scanning every label per control is quadratic). */
const labelIndex = perPage((page: Page): Map<string, Element[]> => {
  const index = new Map<string, Element[]>();
  for (const label of page.index.byTag.get('label') ?? []) {
    const target = attr(label, 'for');
    if (target === null) continue;
    const list = index.get(target);
    if (list) list.push(label);
    else index.set(target, [label]);
  }
  return index;
});

function labelsFor(page: Page, id: string): Element[] {
  return labelIndex(page).get(id) ?? [];
}

function labelName(el: Element, page: Page, visited: Set<Element>): string {
  const parts: string[] = [];
  const id = attr(el, 'id');
  if (id) {
    for (const label of labelsFor(page, id)) parts.push(textName(label, page, visited));
  }
  const wrapping = closest(el, (e) => e.name === 'label');
  if (wrapping && !parts.length) parts.push(textName(wrapping, page, visited));
  return normalizeSpace(parts.join(' '));
}

/** Name from content: text plus the names of embedded images and controls. */
function textName(root: Element, page: Page, visited: Set<Element>): string {
  const out: string[] = [];
  const stack: Array<Element | import('domhandler').AnyNode> = [...root.children].reverse();
  while (stack.length) {
    const n = stack.pop()!;
    if (isText(n)) {
      out.push(n.data);
      continue;
    }
    if (!isElement(n)) continue;
    if (n.name === 'script' || n.name === 'style' || n.name === 'template') continue;
    if (n.attribs['hidden'] !== undefined || n.attribs['aria-hidden'] === 'true') continue;
    if (n.name === 'img' || n.name === 'svg' || n.name === 'input' || n.attribs['aria-label'] !== undefined) {
      out.push(` ${accessibleName(n, page, visited)} `);
      continue;
    }
    for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]!);
  }
  return normalizeSpace(out.join(''));
}

/** Focusable by markup: links with href, form controls, tabindex, contenteditable … */
export function isFocusable(el: Element): boolean {
  if (attr(el, 'disabled') !== null && ['button', 'input', 'select', 'textarea'].includes(el.name)) return false;
  const tabindex = attr(el, 'tabindex');
  if (tabindex !== null && /^-?\d+$/.test(tabindex.trim())) return true;
  switch (el.name) {
    case 'a':
    case 'area':
      return attr(el, 'href') !== null;
    case 'button':
    case 'select':
    case 'textarea':
    case 'iframe':
    case 'summary':
      return true;
    case 'input':
      return (attr(el, 'type') ?? '').toLowerCase() !== 'hidden';
    case 'audio':
    case 'video':
      return attr(el, 'controls') !== null;
  }
  const ce = attr(el, 'contenteditable');
  return ce !== null && ce.toLowerCase() !== 'false';
}

export { descendants };
