import type { Element } from 'domhandler';
import { hidesByMarkup, perPage, type Page } from '@pagegrade/core';

/**
 * Source ranges of a set of elements, merged, for "is this element inside one of them" in
 * O(log n) — instead of walking every element's ancestors, which is quadratic on pages nested
 * thousands deep. Relies on the parser's start and end indices.
 */
export class Ranges {
  private readonly starts: number[] = [];
  private readonly ends: number[] = [];

  constructor(elements: Iterable<{ startIndex: number | null; endIndex: number | null }>) {
    const spans: Array<[number, number]> = [];
    for (const el of elements) {
      if (typeof el.startIndex === 'number' && typeof el.endIndex === 'number') spans.push([el.startIndex, el.endIndex]);
    }
    spans.sort((a, b) => a[0] - b[0]);
    for (const [s, e] of spans) {
      const last = this.ends.length - 1;
      if (last >= 0 && s <= this.ends[last]!) {
        if (e > this.ends[last]!) this.ends[last] = e;
      } else {
        this.starts.push(s);
        this.ends.push(e);
      }
    }
  }

  get size(): number {
    return this.starts.length;
  }

  /** Whether the element (or text node) starts inside one of the ranges, the range's own element included. */
  contains(node: { startIndex: number | null }): boolean {
    const i = node.startIndex;
    if (i === null || this.starts.length === 0) return false;
    let lo = 0;
    let hi = this.starts.length - 1;
    let found = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (this.starts[mid]! <= i) {
        found = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return found >= 0 && i <= this.ends[found]!;
  }
}

/** Ranges of every subtree hidden by markup. One pass over the element index, cached per page. */
export const hiddenRanges = perPage((page: Page): Ranges => {
  // Only elements with one of these attributes can hide themselves; Ranges sorts and merges
  // the spans, so the order of the lists (and an element found twice) does not matter.
  const hidden: Element[] = [];
  for (const name of ['hidden', 'aria-hidden', 'style']) for (const el of page.index.byAttribute.get(name) ?? []) if (hidesByMarkup(el)) hidden.push(el);
  return new Ranges(hidden);
});

const tagCache = perPage((): Map<string, Ranges> => new Map());

/** Ranges of all elements with one of these tag names (e.g. svg, template), cached per page. */
export function tagRanges(page: Page, ...tags: string[]): Ranges {
  const byKey = tagCache(page);
  const key = tags.join(',');
  let r = byKey.get(key);
  if (!r) byKey.set(key, (r = new Ranges(tags.flatMap((t) => page.index.byTag.get(t) ?? []))));
  return r;
}
