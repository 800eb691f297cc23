import type { Element } from 'domhandler';
import type { Page, RuleContext, Verdict } from '@pagegrade/core';

export interface AttributeHit {
  element: string;
  attribute: string;
  instead: string;
  first: Element;
  count: number;
}

type Table = Record<string, Record<string, string>>;

/** A table's entries listed by attribute: attribute → element name → [element rank, attribute rank]. */
type ByAttribute = Map<string, Map<string, readonly [number, number]>>;

// Derived from the constant tables themselves (never from page content), once per table; the
// tables live as long as the module, so a plain map holds them.
const inverted = new Map<Table, ByAttribute>();

function byAttribute(table: Table): ByAttribute {
  let out = inverted.get(table);
  if (out) return out;
  out = new Map();
  let rank = 0;
  for (const name in table) {
    const attrs = table[name]!;
    let k = 0;
    for (const a in attrs) {
      let holders = out.get(a);
      if (!holders) out.set(a, (holders = new Map()));
      holders.set(name, [rank, k++]);
    }
    rank++;
  }
  inverted.set(table, out);
  return out;
}

/**
 * Finds attributes of a per-element table on the page; one entry per element/attribute pair.
 * Entries come by element name in table order, then in the order the page first uses them (the
 * first element's place in the document, then the attribute's place in the table).
 *
 * Read from the attribute index: the table's attributes are rare, so only the few elements that
 * carry one are looked at, instead of every element of every name in the table.
 */
function findAttributes(page: Page, table: Table, skip?: (el: Element, attribute: string) => boolean): AttributeHit[] {
  const hits: AttributeHit[] = [];
  const ranks: Array<readonly [number, number]> = [];
  const index = page.index.byAttribute;
  for (const [a, holders] of byAttribute(table)) {
    const els = index.get(a);
    if (!els) continue;
    // At most one hit per element name for this attribute; a page has few such names.
    let own: Map<string, AttributeHit> | null = null;
    for (const el of els) {
      const rank = holders.get(el.name);
      if (rank === undefined || skip?.(el, a)) continue;
      own ??= new Map();
      const hit = own.get(el.name);
      if (hit) hit.count++;
      else {
        const h: AttributeHit = { element: el.name, attribute: a, instead: table[el.name]![a]!, first: el, count: 1 };
        own.set(el.name, h);
        hits.push(h);
        ranks.push(rank);
      }
    }
  }
  // Elements that carry attributes come from start tags, so their start offsets are distinct and
  // in document order.
  const order = hits.map((_, i) => i);
  order.sort((x, y) => ranks[x]![0] - ranks[y]![0] || (hits[x]!.first.startIndex ?? 0) - (hits[y]!.first.startIndex ?? 0) || ranks[x]![1] - ranks[y]![1]);
  return order.map((i) => hits[i]!);
}

/** Warns once per element/attribute pair of the table found on the page, most frequent first. */
export function warnAttributes(ctx: RuleContext, table: Table): Verdict | undefined {
  const hits = findAttributes(ctx.page, table);
  if (!hits.length) return ctx.pass();
  hits.sort((a, b) => b.count - a.count);
  for (const h of hits) ctx.warn(h.first, `${h.attribute}="${(h.first.attribs[h.attribute] ?? '').slice(0, 30)}" on <${h.element}>${h.count > 1 ? ` (${h.count} elements)` : ''}: use ${h.instead}.`);
  return undefined;
}
