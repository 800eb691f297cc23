import type { Element } from 'domhandler';
import type { Page } from '@pagegrade/core';
import { effectiveRole } from './aria.ts';
import { isHidden } from './info.ts';

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
  const candidates: Element[] = [];
  for (const [tag, els] of page.index.byTag) {
    if (H.test(tag)) candidates.push(...els);
    else for (const el of els) if (el.attribs['role'] !== undefined) candidates.push(el);
  }
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
