/**
 * Whether an element is rendered, from the resolved styles: display none on it or an ancestor, or
 * its own visibility, hide it. 'unknown' when a value that decides it cannot be resolved.
 */
import type { Element } from 'domhandler';
import { displayNoneOf, styleOf, type Page } from '@pagegrade/core';
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
