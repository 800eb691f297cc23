import type { AnyNode, Element } from 'domhandler';
import { perPage, type Page } from '../engine/page.ts';
import { declaredTiny } from './dimensions.ts';

/** Where an element starts, estimated from what precedes it in document order. */
export interface Position {
  /** Content images (not tiny, not hidden) before this element in document order. */
  imagesBefore: number;
  /** Characters of visible text before this element in document order. */
  textBefore: number;
}

/**
 * A static stand-in for "how far down the page": without layout, the position of an element is
 * estimated from what precedes it in document order. These thresholds are pagegrade's heuristic
 * (a first screen rarely holds more than a few images or about 2,500 characters).
 */
export const FOLD_IMAGES = 5;
export const FOLD_TEXT = 2500;

/** The elements the walk records a position for. */
const TRACKED_TAGS = ['img', 'iframe', 'video', 'picture'];

function isTracked(name: string): boolean {
  return name === 'img' || name === 'iframe' || name === 'video' || name === 'picture';
}

/**
 * Positions of every img, iframe, video and picture, from one walk of the document that leaves
 * out head, script, style, template, noscript and hidden subtrees. The walk follows the tree's own
 * child, sibling and parent links instead of pushing every child onto a stack.
 *
 * A rule asks only whether an element is below the fold until it builds a finding's detail, and
 * an element after the point where FOLD_IMAGES images or FOLD_TEXT characters have been seen is
 * below it whatever the exact figures. So the walk stops there; an element after it gets a
 * position whose figures resume the walk up to that element when they are read (only the details
 * of the findings the engine keeps read them).
 */
export class Fold {
  private readonly map = new Map<Element, Position>();
  /** Where the walk goes on; null once it has covered every tracked element. */
  private node: AnyNode | null;
  private images = 0;
  private text = 0;
  private readonly last: number;
  private readonly hidden: Set<Element> | null;
  private readonly root: AnyNode;

  constructor(page: Page) {
    // Few elements carry `hidden`: the index lists them, so the walk does not look the attribute
    // up on every element.
    const withHidden = page.index.byAttribute.get('hidden');
    this.hidden = withHidden ? new Set(withHidden) : null;
    // Nothing after the last img, iframe, video or picture in the source can change a position:
    // the walk (in document order, which is source order) stops there.
    let last = -1;
    for (const name of TRACKED_TAGS) {
      const els = page.index.byTag.get(name);
      if (els) last = Math.max(last, els[els.length - 1]!.startIndex ?? Infinity);
    }
    this.last = last;
    this.root = page.document;
    this.node = last >= 0 ? (page.document.children[0] ?? null) : null;
    this.walk(null);
  }

  /** The element's position, or undefined when it is not tracked or is left out (hidden …). */
  get(el: Element): Position | undefined {
    const p = this.map.get(el);
    if (p !== undefined || this.node === null || !isTracked(el.name) || this.leftOut(el)) return p;
    // Not reached yet: the walk stopped before it.
    const lazy = new LaterPosition(this, el);
    this.map.set(el, lazy);
    return lazy;
  }

  has(el: Element): boolean {
    return this.get(el) !== undefined;
  }

  /** The exact figures for an element the walk has not reached yet: the walk goes on up to it. */
  exact(el: Element): Position {
    this.walk(el);
    return this.map.get(el) as Position;
  }

  /** Whether the walk leaves the element out: it or an ancestor is head, template, noscript or hidden. */
  private leftOut(el: Element): boolean {
    for (let cur: AnyNode | null = el; cur !== null && cur !== this.root; cur = cur.parent) {
      if (cur.type !== 'tag') continue;
      const name = (cur as Element).name;
      if (name === 'template' || name === 'noscript' || name === 'head' || (this.hidden !== null && this.hidden.has(cur as Element))) return true;
    }
    return false;
  }

  /**
   * Walks on until `target` has its exact position, or (target null) until an element is known to
   * be below the fold, or to the end.
   */
  private walk(target: Element | null): void {
    const map = this.map;
    const hidden = this.hidden;
    const last = this.last;
    const root = this.root;
    let images = this.images;
    let text = this.text;
    let node = this.node;
    while (node !== null) {
      if (target === null ? images >= FOLD_IMAGES || text >= FOLD_TEXT : !(map.get(target) instanceof LaterPosition)) break;
      // By node type first (script and style elements have their own types), then by tag name.
      const type = node.type as string;
      // The children to descend into; null for a leaf or a subtree left out.
      let kids: AnyNode[] | null = null;
      if (type === 'text') {
        text += (node as { data: string }).data.trim().length;
      } else if (type === 'tag') {
        const el = node as Element;
        if ((el.startIndex ?? 0) > last) {
          node = null;
          break;
        }
        const name = el.name;
        if (name !== 'template' && name !== 'noscript' && name !== 'head' && (hidden === null || !hidden.has(el))) {
          if (isTracked(name)) {
            map.set(el, { imagesBefore: images, textBefore: text });
            if (name === 'img' && !declaredTiny(el)) images++;
          }
          kids = el.children;
        }
      } else if (type !== 'script' && type !== 'style') {
        kids = (node as { children?: AnyNode[] }).children ?? null;
      }
      if (kids !== null && kids.length !== 0) {
        node = kids[0]!;
        continue;
      }
      // Next in document order: the next sibling of the nearest node on the way up that has one.
      while (node !== null && node.next === null) {
        const parent: AnyNode | null = node.parent;
        node = parent === root ? null : parent;
      }
      if (node !== null) node = node.next;
    }
    this.node = node;
    this.images = images;
    this.text = text;
  }
}

/**
 * The position of an element after the point where the walk stopped: below the fold, with the
 * exact figures worked out when they are read.
 */
class LaterPosition implements Position {
  constructor(
    private readonly fold: Fold,
    private readonly el: Element,
  ) {}

  get imagesBefore(): number {
    return this.fold.exact(this.el).imagesBefore;
  }

  get textBefore(): number {
    return this.fold.exact(this.el).textBefore;
  }
}

/** The document-order positions of the page's img, iframe, video and picture elements. */
export const foldPositions = perPage((page: Page): Fold => new Fold(page));

/** Heuristic: the element probably starts below the first screen. */
export function likelyBelowFold(pos: Position | undefined): boolean {
  return !!pos && (pos instanceof LaterPosition || pos.imagesBefore >= FOLD_IMAGES || pos.textBefore >= FOLD_TEXT);
}

/** Whether a position is past the point where the walk stopped (so past FOLD_IMAGES or FOLD_TEXT). */
export function pastWalk(pos: Position): boolean {
  return pos instanceof LaterPosition;
}
