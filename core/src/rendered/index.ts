import { selectOne } from 'css-select';
import type { Element } from 'domhandler';
import { perPage, type Page } from '../engine/page.ts';

const found = perPage(() => new Map<string, Element | null>());

/**
 * The element of a rendered page that a selector recorded by the browser names (the LCP element,
 * a layout shift's source), found in the DOM after load that the page's HTML holds; null when the
 * selector does not parse or names nothing (the DOM was cut at its limit, or the element was
 * removed before the DOM was serialised).
 */
export function renderedElement(page: Page, selector: string): Element | null {
  const cache = found(page);
  const known = cache.get(selector);
  if (known !== undefined) return known;
  let el: Element | null;
  try {
    el = selectOne(selector, page.document.children) ?? null;
  } catch {
    el = null;
  }
  cache.set(selector, el);
  return el;
}
