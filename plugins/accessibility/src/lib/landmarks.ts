import type { Element } from 'domhandler';
import { dom, perPage, type Page, type RuleContext, type Verdict } from '@pagegrade/core';
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

/** A check that a page has at most one landmark of a role: each one after the first is a finding. */
export function atMostOneLandmark(ctx: RuleContext, role: string): Verdict | undefined {
  const list = landmarks(ctx.page).list.filter((l) => l.role === role);
  if (list.length === 0) return ctx.notApplicable(`The page has no ${role} landmark.`);
  if (list.length === 1) return ctx.pass();
  for (const l of list.slice(1)) ctx.report(l.el, `${dom.snippet(l.el, 60)} is ${role} landmark ${list.indexOf(l) + 1} of ${list.length}.`);
  return undefined;
}
