import type { Element } from 'domhandler';
import type { Page } from '../engine/page.ts';
import { isElement } from '../dom/index.ts';
import { notRenderedOf } from './resolve.ts';

/** "none" or "hidden" in a style attribute: without either word a style hides nothing, and most styles have neither. */
const MAY_HIDE = /none|hidden/i;
const HIDING_DECLARATION = /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)\s*(?:!\s*important\s*)?(?:;|$)/i;

/**
 * Whether the element itself hides its subtree by markup: `hidden`, `aria-hidden="true"`, or a
 * style attribute declaring display:none or visibility:hidden (very long styles are read only in
 * their first 2,000 characters).
 */
export function hidesByMarkup(el: Element): boolean {
  const a = el.attribs;
  if (a['hidden'] !== undefined || a['aria-hidden'] === 'true') return true;
  const style = a['style'];
  if (!style || !MAY_HIDE.test(style)) return false;
  return HIDING_DECLARATION.test(style.length > 2000 ? style.slice(0, 2000) : style);
}

/** Whether an element is hidden by markup alone (no CSS known), on itself or an ancestor. */
export function isHiddenByMarkup(el: Element): boolean {
  for (let cur: Element | null = el; cur; cur = cur.parent && isElement(cur.parent as Element) ? (cur.parent as Element) : null) {
    if (hidesByMarkup(cur)) return true;
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
