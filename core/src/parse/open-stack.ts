/**
 * The stacks htmlparser2's Parser keeps of open element names and of foreign contexts (SVG,
 * MathML) hold the current entry first: the parser opens with `unshift`, closes with `shift`, reads
 * `[0]`, and asks `includes`/`indexOf` for a name. On an array `unshift` moves every entry, and
 * `shift` does too once the array is large, so a page that leaves n elements open cost O(n²): a
 * 1.5 MB page of unclosed `<div>`s parsed for tens of seconds. An end tag that matches nothing
 * open, and the `includes` tests, also read the whole stack.
 *
 * This keeps the parser's view — a real array whose index 0 is the current entry and whose index 1,
 * when there is one, the entry below it — and holds the rest in push order beside it, so opening
 * and closing are O(1). The parser uses `length` only to ask whether the stack is empty or deeper
 * than one entry, which the view answers; `depth` is the true size. Written here rather than taken
 * from a package because it has to match the parser's private use of the array exactly.
 */
export class OpenStack<T> extends Array<T> {
  /** The entries below the view's two, bottom first. */
  private readonly below: T[] = [];
  /**
   * How many of each entry are open, kept once the stack has been deeper than COUNT_FROM, so that
   * asking for an entry that is not open costs one lookup instead of reading every entry. Shallow
   * stacks, every ordinary page's, are read faster than the counts are kept.
   */
  private counts: Map<T, number> | null = null;
  /** Entries in all. */
  depth = 0;

  // Array methods such as `map` would build an OpenStack through `Symbol.species`; plain arrays do.
  static override get [Symbol.species](): ArrayConstructor {
    return Array;
  }

  override unshift(entry: T): number {
    if (this.depth >= 2) this.below.push(this[1] as T);
    if (this.depth >= 1) this[1] = this[0] as T;
    this[0] = entry;
    this.depth++;
    if (this.counts) this.counts.set(entry, (this.counts.get(entry) ?? 0) + 1);
    else if (this.depth > COUNT_FROM) this.countAll();
    return this.depth;
  }

  override shift(): T | undefined {
    if (this.depth === 0) return undefined;
    const top = this[0] as T;
    this.depth--;
    if (this.depth === 0) this.length = 0;
    else {
      this[0] = this[1] as T;
      if (this.depth >= 2) this[1] = this.below.pop() as T;
      else this.length = 1;
    }
    if (this.counts) {
      const n = this.counts.get(top)! - 1;
      if (n === 0) this.counts.delete(top);
      else this.counts.set(top, n);
    }
    return top;
  }

  override includes(entry: T): boolean {
    return this.counts ? this.counts.has(entry) : this.indexOf(entry) >= 0;
  }

  /**
   * Distance of the nearest entry from the top, as `indexOf` on the parser's array answers. It reads
   * only as far as the entry it finds, which the parser then closes, paying for the read.
   */
  override indexOf(entry: T): number {
    if (this.depth === 0 || (this.counts && !this.counts.has(entry))) return -1;
    if (this[0] === entry) return 0;
    if (this[1] === entry) return 1;
    const below = this.below;
    for (let i = below.length - 1; i >= 0; i--) if (below[i] === entry) return below.length - i + 1;
    return -1;
  }

  /** The entry `distance` below the top (0: the top). */
  fromTop(distance: number): T | undefined {
    if (distance < 0 || distance >= this.depth) return undefined;
    return distance < 2 ? this[distance] : this.below[this.below.length - distance + 1];
  }

  clear(): void {
    this.length = 0;
    this.below.length = 0;
    this.counts = null;
    this.depth = 0;
  }

  private countAll(): void {
    const counts = new Map<T, number>();
    for (let i = 0; i < this.depth; i++) {
      const entry = this.fromTop(i) as T;
      counts.set(entry, (counts.get(entry) ?? 0) + 1);
    }
    this.counts = counts;
  }
}

/** Depth past which an OpenStack counts its entries. */
const COUNT_FROM = 64;
