/**
 * Whether an element is rendered, from the resolved styles: display none on it or an ancestor, or
 * its own visibility, hide it. 'unknown' when a value that decides it cannot be resolved.
 */
import type { Element } from 'domhandler';
import { displayNoneOf, dom, styleOf, type ComputedStyle, type Page } from '@pagegrade/core';
import { isHidden } from '@pagegrade/core/a11y';

export type Rendered = 'yes' | 'no' | 'unknown';

export function rendered(page: Page, el: Element): Rendered {
  if (isHidden(page, el)) return 'no';
  const own = styleOf(page, el);
  if (own.visibility === null) return 'unknown';
  if (own.visibility !== 'visible') return 'no';
  const undisplayed = displayNoneOf(page, el);
  return undisplayed === true ? 'no' : undisplayed === null ? 'unknown' : 'yes';
}

/** A box positioned far off the page (left: -9999px, top: -999em): the classic way to hide text from sight only. */
export function offScreenBox(s: ComputedStyle): boolean {
  if (s.position !== 'absolute' && s.position !== 'fixed') return false;
  return (typeof s.left === 'number' && s.left <= -999) || (typeof s.top === 'number' && s.top <= -999);
}

/** Whether the element or an ancestor is a box positioned off the page, so nothing of it is seen. */
export function offScreen(page: Page, el: Element): boolean {
  for (let cur: Element | null = el; cur; cur = dom.isElement(cur.parent as Element) ? (cur.parent as Element) : null) if (offScreenBox(styleOf(page, cur))) return true;
  return false;
}
