import type { AnyNode, Element } from 'domhandler';
import { dom, perPage, renderedElement, type Box, type Page, type Resource } from '@pagegrade/core';
import { intAttr } from './common.ts';

export interface Position {
  /** Content images (not tiny, not hidden) before this element in document order. */
  imagesBefore: number;
  /** Characters of visible text before this element in document order. */
  textBefore: number;
}

/**
 * A static stand-in for "how far down the page": no layout is available, so the position of an
 * element is estimated from what precedes it in document order. These thresholds are pagegrade's
 * heuristic (a first screen rarely holds more than a few images or about 2,500 characters).
 */
export const FOLD_IMAGES = 5;
export const FOLD_TEXT = 2500;

export function isTinyImage(el: Element): boolean {
  const w = intAttr(dom.attr(el, 'width'));
  const h = intAttr(dom.attr(el, 'height'));
  return (w !== null && w <= 2) || (h !== null && h <= 2);
}

/** Lighthouse 12's offscreen-images (retired in 13) ignored images that would save under 2 KiB. */
const SMALL_BYTES = 2 * 1024;
/** An icon, a bullet or a spacer: under 100 × 100 pixels an image rarely weighs more. */
const SMALL_AREA = 100 * 100;

/** The resource an image's src names, when the snapshot holds it. */
function srcResource(page: Page, el: Element): Resource | null {
  const src = dom.attr(el, 'src');
  const abs = src && src.trim() ? page.resolveUrl(src) : null;
  return (abs && page.resourceByUrl(abs)) || null;
}

/**
 * Whether an image is big enough for loading it later to matter: by its fetched size, else its
 * pixel size read from its bytes, else its declared width and height. Null when nothing says
 * (an image the snapshot lacks, without both attributes): icons and spacers often look so.
 */
export function worthDeferring(page: Page, el: Element): boolean | null {
  const res = srcResource(page, el);
  if (res && res.state === 'ok' && res.size > 0) return res.size >= SMALL_BYTES;
  const w = intAttr(dom.attr(el, 'width'));
  const h = intAttr(dom.attr(el, 'height'));
  if (w !== null && h !== null) return w * h >= SMALL_AREA;
  return null;
}

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
 * Every check asks only whether an element is below the fold until it builds a finding's detail,
 * and an element after the point where FOLD_IMAGES images or FOLD_TEXT characters have been seen
 * is below it whatever the exact figures. So the walk stops there; an element after it gets a
 * position whose figures resume the walk up to that element when they are read (only the details
 * of the findings the engine keeps read them).
 */
class Fold {
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
      // By node type first (script and style elements have their own types), then by tag name:
      // no lookup per element.
      const type = node.type as string;
      // The children to descend into; null for a leaf or a subtree left out.
      let kids: AnyNode[] | null = null;
      if (type === 'text') {
        // The native trim beats a character loop here, copy included (measured).
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
            if (name === 'img' && !isTinyImage(el)) images++;
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

export const positions = perPage((page: Page): Fold => new Fold(page));

/** Heuristic: the element probably starts below the first screen. */
export function likelyBelowFold(pos: Position | undefined): boolean {
  return !!pos && (pos instanceof LaterPosition || pos.imagesBefore >= FOLD_IMAGES || pos.textBefore >= FOLD_TEXT);
}

const CHROME = new Set(['header', 'nav', 'footer', 'aside']);

// Predicates made once, not closures per page.
function isHighPriority(el: Element): boolean {
  return (dom.attr(el, 'fetchpriority') ?? '').toLowerCase() === 'high';
}

function isChromeOrNoscript(el: Element): boolean {
  return CHROME.has(el.name) || el.name === 'noscript';
}

/**
 * The likely LCP image, from markup alone: the first <img> with fetchpriority="high", else the
 * first visible <img> outside header/nav/footer/aside known to be at least 200 px wide (declared,
 * or read from its fetched bytes) that starts before much text. A heuristic; null when no image qualifies.
 */
/** An image's width: declared, else its pixel width read from its fetched bytes; null when unknown. */
function knownWidth(page: Page, el: Element): number | null {
  const declared = intAttr(dom.attr(el, 'width'));
  if (declared !== null) return declared;
  return srcResource(page, el)?.image?.width ?? null;
}

export const likelyLcpImage = perPage((page: Page): Element | null => {
  const imgs = page.index.byTag.get('img') ?? [];
  const pos = positions(page);
  for (const el of imgs) if (isHighPriority(el) && pos.has(el)) return el;
  for (const el of imgs) {
    const p = pos.get(el);
    if (!p) continue;
    // Past the point where the walk stopped, at least FOLD_IMAGES images or FOLD_TEXT characters
    // come before it: more than these bounds.
    if (p instanceof LaterPosition || p.textBefore >= 1500 || p.imagesBefore >= 3) return null;
    if (isTinyImage(el)) continue;
    // Only an image known to be large: without a size, the first image is as often a logo, an
    // icon or a navigation thumbnail as the main picture.
    const w = knownWidth(page, el);
    if (w === null || w < 200) continue;
    if (dom.closest(el, isChromeOrNoscript)) continue;
    return el;
  }
  return null;
});

/** The main (LCP) image a check judges, or why there is none. */
export interface LcpImage {
  el: Element | null;
  /** Named by the browser's measurement (rendered mode) rather than guessed from markup. */
  measured: boolean;
  /** Why there is no image to judge, when `el` is null. */
  reason: string;
}

/**
 * In rendered mode the browser measured which element was the Largest Contentful Paint: that one
 * is judged (and only when it is an <img>) instead of the fold heuristic's guess. Static mode
 * keeps the guess.
 */
export const lcpImage = perPage((page: Page): LcpImage => {
  const rendered = page.rendered;
  if (!rendered) return { el: likelyLcpImage(page), measured: false, reason: 'No image near the top of the page looks like the main content image.' };
  const selector = rendered.metrics.largestContentfulPaintElement;
  const el = selector ? renderedElement(page, selector) : null;
  if (el && el.name === 'img') return { el, measured: true, reason: '' };
  return {
    el: null,
    measured: true,
    reason: el
      ? `Measured: the LCP element is a <${el.name}> (${selector}), not an image; see performance/largest-contentful-paint.`
      : 'Measured: the browser named no LCP element in the DOM as saved; see performance/largest-contentful-paint.',
  };
});

/**
 * In rendered mode, the layout box of each image the browser recorded (null: it had none, being
 * hidden); an image missing from the map was past the recorded elements' bound. Empty in static
 * mode.
 */
export const imageBoxes = perPage((page: Page): Map<Element, Box | null> => {
  const boxes = new Map<Element, Box | null>();
  for (const e of page.rendered?.elements ?? []) {
    if (e.tag !== 'img') continue;
    const el = renderedElement(page, e.selector);
    if (el) boxes.set(el, e.box);
  }
  return boxes;
});
