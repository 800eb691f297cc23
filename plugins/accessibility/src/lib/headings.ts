import type { Element } from 'domhandler';
import type { Page } from '@pagegrade/core';
import { effectiveRole } from './aria.ts';
import { inTagOrder, isHidden } from './info.ts';

export interface Heading {
  el: Element;
  level: number;
}

const cache = new WeakMap<Page, Heading[]>();
const H = /^h([1-6])$/;

/** Headings exposed to assistive technology, in document order, with their levels (aria-level wins, role=heading defaults to 2). */
export function headings(page: Page): Heading[] {
  let list = cache.get(page);
  if (list) return list;
  list = [];
  // h1-h6 and the elements with a role attribute, from the index rather than every element.
  const gathered: Element[] = [];
  for (const tag of ['h1', 'h2', 'h3', 'h4', 'h5', 'h6']) for (const el of page.index.byTag.get(tag) ?? []) gathered.push(el);
  for (const el of page.index.byAttribute.get('role') ?? []) if (!H.test(el.name)) gathered.push(el);
  const candidates = inTagOrder(page, gathered);
  candidates.sort((a, b) => (a.startIndex ?? 0) - (b.startIndex ?? 0));
  for (const el of candidates) {
    if (effectiveRole(el) !== 'heading' || isHidden(page, el)) continue;
    const aria = Number.parseInt(el.attribs['aria-level'] ?? '', 10);
    const m = H.exec(el.name);
    const level = Number.isFinite(aria) && aria >= 1 ? aria : m ? Number(m[1]) : 2;
    list.push({ el, level });
  }
  cache.set(page, list);
  return list;
}
