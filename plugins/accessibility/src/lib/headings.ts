import type { Element } from 'domhandler';
import { perPage, tagRanks, type Page } from '@pagegrade/core';
import { effectiveRole, isHidden } from '@pagegrade/core/a11y';

export interface Heading {
  el: Element;
  level: number;
}

const H = /^h([1-6])$/;

/** Headings exposed to assistive technology, in document order, with their levels (aria-level wins, role=heading defaults to 2). */
export const headings = perPage((page: Page): Heading[] => {
  const list: Heading[] = [];
  // h1-h6 and the elements with a role attribute, from the index rather than every element.
  const gathered: Element[] = [];
  for (const tag of ['h1', 'h2', 'h3', 'h4', 'h5', 'h6']) for (const el of page.index.byTag.get(tag) ?? []) gathered.push(el);
  for (const el of page.index.byAttribute.get('role') ?? []) if (!H.test(el.name)) gathered.push(el);
  // Document order, ties in tag-index order: one stable sort on both keys, the order a sort into
  // tag order followed by a sort by start would give, without the copy and the second sort.
  const ranks = tagRanks(page);
  gathered.sort((a, b) => (a.startIndex ?? 0) - (b.startIndex ?? 0) || ranks.get(a.name)! - ranks.get(b.name)!);
  for (const el of gathered) {
    if (effectiveRole(el) !== 'heading' || isHidden(page, el)) continue;
    const aria = Number.parseInt(el.attribs['aria-level'] ?? '', 10);
    const m = H.exec(el.name);
    const level = Number.isFinite(aria) && aria >= 1 ? aria : m ? Number(m[1]) : 2;
    list.push({ el, level });
  }
  return list;
});
