import type { Element } from 'domhandler';
import { perPage, type Page } from '@pagegrade/core';
import { accName, effectiveRole, isHidden, isLandmarkRole } from '@pagegrade/core/a11y';

export interface Landmark {
  el: Element;
  role: string;
}

const CANDIDATE_TAGS = ['header', 'footer', 'main', 'nav', 'aside', 'section', 'form'];

/**
 * Landmarks exposed to assistive technology, in document order: explicit landmark roles and the
 * implicit ones of header/footer (at body level), main, nav, aside, named section and named form.
 * region and form count only when they have an accessible name, as the ARIA spec says.
 */
export const landmarks = perPage((page: Page): { list: Landmark[]; set: Map<Element, string> } => {
  const candidates = new Set<Element>();
  for (const tag of CANDIDATE_TAGS) for (const el of page.index.byTag.get(tag) ?? []) candidates.add(el);
  for (const el of page.index.byAttribute.get('role') ?? []) candidates.add(el);
  const sorted = [...candidates].sort((a, b) => (a.startIndex ?? 0) - (b.startIndex ?? 0));
  const list: Landmark[] = [];
  const set = new Map<Element, string>();
  for (const el of sorted) {
    const role = effectiveRole(el);
    if (!role || !isLandmarkRole(role) || isHidden(page, el)) continue;
    if ((role === 'region' || role === 'form') && !accName(el, page).name) continue;
    list.push({ el, role });
    set.set(el, role);
  }
  return { list, set };
});
