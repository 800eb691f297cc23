import type { Element } from 'domhandler';
import type { Page } from '../engine/page.ts';
import { isHiddenByMarkup } from '../dom/name.ts';
import { notRenderedOf } from './resolve.ts';

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
