/**
 * Focusability facts the keyboard rules share, beyond core's isFocusable: whether an element is
 * focusable without a tabindex (HTML "focusable area" by its own semantics), whether it is in the
 * sequential focus order, and whether a subtree holds anything focusable.
 */
import type { Element } from 'domhandler';
import { dom, isFocusable } from '@pagegrade/core';
import { inputType } from '@pagegrade/core/a11y';

const TABINDEX = /^[+-]?\d+$/;

/** The tabindex as HTML parses it ("rules for parsing integers"), or null when absent or invalid. */
export function tabindexValue(el: Element): number | null {
  const raw = el.attribs['tabindex'];
  if (raw === undefined) return null;
  const t = raw.trim();
  return TABINDEX.test(t) ? Number.parseInt(t, 10) : null;
}

/** Whether the element is focusable by its own semantics, whatever its tabindex says. */
export function nativelyFocusable(el: Element): boolean {
  switch (el.name) {
    case 'a':
    case 'area':
      return el.attribs['href'] !== undefined;
    case 'button':
    case 'select':
    case 'textarea':
      return el.attribs['disabled'] === undefined;
    case 'input':
      return el.attribs['disabled'] === undefined && inputType(el) !== 'hidden';
    case 'iframe':
    case 'frame':
    case 'embed':
    case 'object':
      return true;
    case 'summary':
      // Only the first summary of a details element is its interactive summary.
      return (el.parent as Element | null)?.name === 'details';
    case 'audio':
    case 'video':
      return el.attribs['controls'] !== undefined;
  }
  const ce = el.attribs['contenteditable'];
  return ce !== undefined && ce.toLowerCase() !== 'false';
}

/** Whether keyboard users reach the element with Tab: focusable, and no negative tabindex. */
export function inTabOrder(el: Element): boolean {
  const t = tabindexValue(el);
  if (t !== null) return t >= 0 && !(el.attribs['disabled'] !== undefined && ['button', 'input', 'select', 'textarea'].includes(el.name));
  return nativelyFocusable(el);
}

/**
 * The first element inside `root` (root excluded) that is focusable, or that passes `test`
 * (inTabOrder: reachable with Tab), looking at most `budget` elements into it.
 */
export function firstFocusableDescendant(root: Element, budget = 5000, test: (el: Element) => boolean = isFocusable): Element | null {
  const stack: Element[] = [];
  for (let i = root.children.length - 1; i >= 0; i--) {
    const c = root.children[i]!;
    if (dom.isElement(c)) stack.push(c);
  }
  let seen = 0;
  while (stack.length && seen++ < budget) {
    const el = stack.pop()!;
    if (el.name === 'template') continue;
    if (test(el)) return el;
    for (let i = el.children.length - 1; i >= 0; i--) {
      const c = el.children[i]!;
      if (dom.isElement(c)) stack.push(c);
    }
  }
  return null;
}
