import type { Element } from 'domhandler';
import { attr } from '../dom/index.ts';

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
