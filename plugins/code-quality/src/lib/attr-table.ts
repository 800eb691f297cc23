import type { Element } from 'domhandler';
import type { Page, RuleContext, Verdict } from '@pagegrade/core';

export interface AttributeHit {
  element: string;
  attribute: string;
  instead: string;
  first: Element;
  count: number;
}

function carriesAny(el: Element, attrs: Record<string, string>): boolean {
  for (const a in el.attribs) if (Object.hasOwn(attrs, a)) return true;
  return false;
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
      // Most elements carry none of the table's attributes: one pass over their own few
      // attributes rules them out before the table's names are looked up one by one.
      if (!carriesAny(el, attrs)) continue;
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

/** Warns once per element/attribute pair of the table found on the page, most frequent first. */
export function warnAttributes(ctx: RuleContext, table: Record<string, Record<string, string>>): Verdict | undefined {
  const hits = findAttributes(ctx.page, table);
  if (!hits.length) return ctx.pass();
  hits.sort((a, b) => b.count - a.count);
  for (const h of hits) ctx.warn(h.first, `${h.attribute}="${(h.first.attribs[h.attribute] ?? '').slice(0, 30)}" on <${h.element}>${h.count > 1 ? ` (${h.count} elements)` : ''}: use ${h.instead}.`);
  return undefined;
}
