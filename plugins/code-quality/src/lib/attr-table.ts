import type { Element } from 'domhandler';
import type { Page } from '@pagegrade/core';

export interface AttributeHit {
  element: string;
  attribute: string;
  instead: string;
  first: Element;
  count: number;
}

/** Finds attributes of a per-element table on the page; one entry per element/attribute pair. */
export function findAttributes(page: Page, table: Record<string, Record<string, string>>, skip?: (el: Element, attribute: string) => boolean): AttributeHit[] {
  const hits: AttributeHit[] = [];
  for (const [name, attrs] of Object.entries(table)) {
    const names = Object.keys(attrs);
    if (!names.length) continue;
    const els = page.index.byTag.get(name);
    if (!els) continue;
    const byAttr = new Map<string, AttributeHit>();
    for (const el of els) {
      for (const a of names) {
        if (el.attribs[a] === undefined || skip?.(el, a)) continue;
        const hit = byAttr.get(a);
        if (hit) hit.count++;
        else byAttr.set(a, { element: name, attribute: a, instead: attrs[a]!, first: el, count: 1 });
      }
    }
    hits.push(...byAttr.values());
  }
  return hits;
}
