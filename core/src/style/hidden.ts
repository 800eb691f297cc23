import type { Element } from 'domhandler';
import type { Page } from '../engine/page.ts';
import { isElement } from '../dom/index.ts';
import { notRenderedOf } from './resolve.ts';

/** Whether an element is hidden by markup alone (no CSS known), on itself or an ancestor. */
export function isHiddenByMarkup(el: Element): boolean {
  for (let cur: Element | null = el; cur; cur = cur.parent && isElement(cur.parent as Element) ? (cur.parent as Element) : null) {
    if (cur.attribs['hidden'] !== undefined || cur.attribs['aria-hidden'] === 'true') return true;
    const style = cur.attribs['style'];
    if (style && /(^|;)\s*(display\s*:\s*none|visibility\s*:\s*hidden)/i.test(style)) return true;
  }
  return false;
}

/**
 * Whether the element's content is hidden from whoever reads the page — a visitor, a search engine,
 * an AI crawler: by markup on it or an ancestor (`hidden`, `aria-hidden="true"`, an inline
 * display:none or visibility:hidden), or by the page's style sheets (display:none on it or an
 * ancestor, visibility hidden or collapse). Where the styles cannot be resolved (a sheet missing
 * from the snapshot), they are taken to hide nothing and the markup decides, as the accessibility
 * checks do.
 */
export function hiddenFromView(page: Page, el: Element): boolean {
  return isHiddenByMarkup(el) || notRenderedOf(page, el) === true;
}
